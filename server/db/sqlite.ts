/**
 * SQLite implementation of the lead repository (the default): one file, WAL journal,
 * synchronous=FULL so a commit is on disk before the API answers, busy_timeout so several
 * processes (server + CLI) can share the file.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { keepDatabasePrivate } from "../data-dir.ts";
import { MIGRATIONS } from "./migrations.ts";
import { PortableLeadRepository } from "./portable.ts";
import {
  type InsertOptions,
  type InsertResult,
  type NewLead,
  type NewOutboxMessage,
  type OutboxItem,
  senderIdempotencyKey,
} from "./repository.ts";
import { type OutboxRow, toOutboxItem } from "./rows.ts";
import type { NewTicket, TicketInsertOptions, TicketInsertResult } from "./service.ts";
import { type Conversation, insertTicketSteps, type TicketStatement } from "./service-store.ts";
import { sqliteExecutor, sqliteValue } from "./sql.ts";
import { subscriberOf } from "./subscribers.ts";

const iso = (date: Date) => date.toISOString();

export class SqliteLeadRepository extends PortableLeadRepository {
  readonly driver = "sqlite" as const;
  readonly file: string;
  private readonly db: Database.Database;
  private statements: ReturnType<SqliteLeadRepository["prepare"]> | undefined;
  protected readonly sql = sqliteExecutor(() => {
    void this.s;
    return this.db;
  });

  constructor(file: string) {
    super();
    this.file = file;
    if (file !== ":memory:") {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // 0600 like the salt, and so its WAL and shared-memory files, which take its mode.
      keepDatabasePrivate(file);
    }
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("foreign_keys = ON");
    // Deleted and overwritten rows are zeroed in the file, not left in its free space (erasure).
    this.db.pragma("secure_delete = ON");
    // SQLite's own lower() and LIKE fold only A-Z; the inbox's search needs every letter (Ñ, Ü).
    this.db.function("unicode_lower", { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? text.toLowerCase() : text,
    );
  }

  async migrate(): Promise<void> {
    this.migrateNow();
  }

  private migrateNow(): void {
    const db = this.db;
    db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const apply = db.transaction(() => {
      const done = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
      const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        db.exec(migration.sqlite);
        record.run(migration.version, migration.name, iso(new Date()));
      }
    });
    apply.immediate();
    this.statements ??= this.prepare();
  }

  private prepare() {
    const db = this.db;
    return {
      byKey: db.prepare<[string, string], { id: string; created_at: string }>(
        "SELECT id, created_at FROM leads WHERE kind = ? AND idempotency_key = ?",
      ),
      bySubscriber: db.prepare<[string], { id: string; created_at: string }>(
        "SELECT id, created_at FROM leads WHERE subscriber_email = ?",
      ),
      countRecent: db
        .prepare<[string, string, string], number>(
          "SELECT count(*) FROM leads WHERE kind = ? AND ip_hash = ? AND created_at >= ?",
        )
        .pluck(),
      insertLead: db.prepare(
        `INSERT INTO leads (id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
           subscriber_email, locale, notice_version, notice_at, privacy_token_hash)
         VALUES (@id, @kind, @data, @createdAt, @sourcePage, @userAgent, @ipHash, @flagged, @idempotencyKey,
           @subscriber, @locale, @noticeVersion, @noticeAt, @privacyTokenHash)`,
      ),
      insertOutbox: db.prepare(
        `INSERT INTO outbox (lead_id, recipient, message, status, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, 'pending', 0, ?, ?)`,
      ),
      claim: db.prepare<{ now: string; until: string; limit: number }, OutboxRow>(
        `UPDATE outbox SET claimed_until = @until, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
           ORDER BY next_attempt_at, id LIMIT @limit
         )
         RETURNING id, lead_id, ticket_id, privacy_request_id, recipient, message, attempts`,
      ),
    };
  }

  /**
   * A write that must reach the disk: bumps the header's user_version (the schema version lives in
   * schema_migrations). SQLite skips rewriting unchanged rows, so the probe changes a value.
   */
  async probeWrite(): Promise<void> {
    void this.s;
    const db = this.db;
    db.transaction(() => {
      const probes = db.pragma("user_version", { simple: true }) as number;
      db.pragma(`user_version = ${(probes + 1) % 2 ** 31}`);
    }).immediate();
  }

  /** Prepared statements; the schema is migrated on first use if migrate() was not called. */
  private get s() {
    if (!this.statements) this.migrateNow();
    return this.statements!;
  }

  /**
   * Group commit: writes requested in the same event-loop turn share one transaction, so a burst
   * of submissions costs one fsync instead of one each. Each write runs in its own savepoint (a
   * failing one does not take the others down) and every promise resolves only after the shared
   * COMMIT, i.e. once what it wrote is durably stored.
   */
  insertLead(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<InsertResult> {
    return this.groupCommit(() => this.insertOne(lead, outbox, options));
  }

  /** A ticket and its first step (service-store.ts decides), in the shared durable commit. */
  insertTicket(ticket: NewTicket, options: TicketInsertOptions = {}): Promise<TicketInsertResult> {
    return this.groupCommit(() =>
      this.db.transaction(() => this.drive(insertTicketSteps(ticket, options)))(),
    );
  }

  /**
   * A conversation (service-store.ts) in its own transaction, in the shared durable commit. SQLite's
   * writes take turns anyway, so a conversation needs no lock of its own.
   */
  protected converse<T>(steps: Conversation<T>): Promise<T> {
    return this.groupCommit(() => this.db.transaction(() => this.drive(steps))());
  }

  /** Runs a conversation of statements (service-store.ts) synchronously, each answer handed back. */
  private drive<T>(steps: Generator<TicketStatement, T, Record<string, unknown> | undefined>): T {
    let next = steps.next();
    while (!next.done) {
      const { mode, sql, params } = next.value;
      let statement = this.conversationStatements.get(sql);
      if (!statement) {
        statement = this.db.prepare(sql);
        this.conversationStatements.set(sql, statement);
      }
      const values = params.map(sqliteValue);
      if (mode === "get") next = steps.next(statement.get(...values) as Record<string, unknown> | undefined);
      else if (mode === "all") next = steps.next({ rows: statement.all(...values) });
      else {
        statement.run(...values);
        next = steps.next(undefined);
      }
    }
    return next.value;
  }

  private readonly conversationStatements = new Map<string, Database.Statement>();

  private groupCommit<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ run, resolve: resolve as (result: unknown) => void, reject });
      if (this.pending.length === 1) setImmediate(() => this.flushWrites());
    });
  }

  private pending: {
    run: () => unknown;
    resolve: (result: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];

  private flushWrites(): void {
    const batch = this.pending.splice(0);
    const outcomes: ({ ok: true; result: unknown } | { ok: false; error: unknown })[] = [];
    try {
      // Migrates first if needed (outside the batch transaction).
      void this.s;
      this.db
        .transaction(() => {
          for (const item of batch) {
            try {
              outcomes.push({ ok: true, result: item.run() });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
        })
        .immediate();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
  }

  /** One lead in a savepoint of the surrounding batch transaction. */
  private insertOne(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions,
  ): InsertResult {
    const s = this.s;
    return this.db.transaction((): InsertResult => {
      const idempotencyKey =
        lead.idempotencyKey === null ? null : senderIdempotencyKey(lead.ipHash, lead.idempotencyKey);
      if (idempotencyKey !== null) {
        const existing = s.byKey.get(lead.kind, idempotencyKey);
        if (existing)
          return { outcome: "duplicate", id: existing.id, createdAt: new Date(existing.created_at) };
      }
      const limit = options.rateLimit;
      if (limit && lead.ipHash !== null) {
        const recent = s.countRecent.get(lead.kind, lead.ipHash, iso(limit.since)) ?? 0;
        if (recent >= limit.max) return { outcome: "rate_limited" };
      }
      // Writes are serialised (immediate transactions), so no other insert can come in between.
      const subscriber = subscriberOf(lead);
      if (subscriber !== null) {
        const existing = s.bySubscriber.get(subscriber);
        if (existing)
          return { outcome: "already_subscribed", id: existing.id, createdAt: new Date(existing.created_at) };
      }
      const createdAt = iso(lead.createdAt);
      s.insertLead.run({
        id: lead.id,
        kind: lead.kind,
        data: JSON.stringify(lead.data),
        createdAt,
        sourcePage: lead.sourcePage,
        userAgent: lead.userAgent,
        ipHash: lead.ipHash,
        flagged: lead.flagged ? 1 : 0,
        idempotencyKey,
        subscriber,
        locale: lead.locale,
        noticeVersion: lead.noticeVersion,
        noticeAt: lead.noticeAt && iso(lead.noticeAt),
        privacyTokenHash: lead.privacyTokenHash,
      });
      for (const item of outbox) {
        s.insertOutbox.run(lead.id, item.recipient, JSON.stringify(item.message), createdAt, createdAt);
      }
      return { outcome: "created", id: lead.id, createdAt: lead.createdAt };
    })();
  }

  async claimOutbox(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const now = new Date();
    const claim = this.db.transaction(() =>
      this.s.claim.all({ now: iso(now), until: iso(new Date(now.getTime() + leaseMs)), limit }),
    );
    return claim.immediate().map(toOutboxItem);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
