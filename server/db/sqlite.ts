/**
 * SQLite implementation of the lead repository (the default): one file, WAL journal,
 * synchronous=FULL so a commit is on disk before the API answers, busy_timeout so several
 * processes (server + CLI) can share the file.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "./migrations.ts";
import type {
  InsertOptions,
  InsertResult,
  LeadFilter,
  LeadKind,
  LeadRepository,
  MailMessage,
  NewLead,
  NewOutboxMessage,
  OutboxEntry,
  OutboxEntryRow,
  OutboxItem,
  OutboxRecipient,
  OutboxStats,
  StoredLead,
} from "./repository.ts";
import { OUTBOX_ENTRY_COLUMNS, toOutboxEntry } from "./repository.ts";

interface LeadRow {
  id: string;
  kind: string;
  data: string;
  created_at: string;
  source_page: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  flagged: number;
  idempotency_key: string | null;
}

interface OutboxRow {
  id: number;
  lead_id: string;
  recipient: string;
  message: string;
  attempts: number;
}

function toLead(row: LeadRow): StoredLead {
  // The row holds what the API validated for its kind, so its JSON is that kind's lead data.
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    data: JSON.parse(row.data) as Record<string, unknown>,
    createdAt: new Date(row.created_at),
    sourcePage: row.source_page,
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    flagged: row.flagged === 1,
    idempotencyKey: row.idempotency_key,
  } as StoredLead;
}

function toOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: String(row.id),
    leadId: row.lead_id,
    recipient: row.recipient as OutboxRecipient,
    message: JSON.parse(row.message) as MailMessage,
    attempts: row.attempts,
  };
}

const iso = (date: Date) => date.toISOString();

export class SqliteLeadRepository implements LeadRepository {
  readonly driver = "sqlite" as const;
  readonly file: string;
  private readonly db: Database.Database;
  private statements: ReturnType<SqliteLeadRepository["prepare"]> | undefined;

  constructor(file: string) {
    this.file = file;
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("foreign_keys = ON");
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
      byKey: db.prepare<[string, string], LeadRow>(
        "SELECT * FROM leads WHERE kind = ? AND idempotency_key = ?",
      ),
      byId: db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?"),
      countRecent: db
        .prepare<[string, string, string], number>(
          "SELECT count(*) FROM leads WHERE kind = ? AND ip_hash = ? AND created_at >= ?",
        )
        .pluck(),
      insertLead: db.prepare(
        `INSERT INTO leads (id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key)
         VALUES (@id, @kind, @data, @createdAt, @sourcePage, @userAgent, @ipHash, @flagged, @idempotencyKey)`,
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
         RETURNING id, lead_id, recipient, message, attempts`,
      ),
      sent: db.prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?",
      ),
      release: db.prepare(
        "UPDATE outbox SET claimed_until = NULL, attempts = max(attempts - 1, 0) WHERE id = ? AND status = 'pending'",
      ),
      failed: db.prepare<{ id: number; error: string; retryAt: string | null }>(
        `UPDATE outbox SET
           status = CASE WHEN @retryAt IS NULL THEN 'dead' ELSE 'pending' END,
           next_attempt_at = COALESCE(@retryAt, next_attempt_at),
           claimed_until = NULL,
           last_error = @error
         WHERE id = @id`,
      ),
      stats: db.prepare<[], { status: string; n: number }>(
        "SELECT status, count(*) AS n FROM outbox GROUP BY status",
      ),
      purge: db.prepare("DELETE FROM leads WHERE created_at < ?"),
      ping: db.prepare("SELECT 1"),
    };
  }

  /** Prepared statements; the schema is migrated on first use if migrate() was not called. */
  private get s() {
    if (!this.statements) this.migrateNow();
    return this.statements!;
  }

  async ping(): Promise<void> {
    this.s.ping.get();
  }

  /**
   * Counts the probe in the header's user_version (the schema version lives in schema_migrations):
   * a changed page that must reach the disk to commit. (SQLite skips rewriting unchanged rows.)
   */
  async probeWrite(): Promise<void> {
    void this.s;
    const db = this.db;
    db.transaction(() => {
      const probes = db.pragma("user_version", { simple: true }) as number;
      db.pragma(`user_version = ${(probes + 1) % 2 ** 31}`);
    }).immediate();
  }

  /**
   * Group commit: inserts requested in the same event-loop turn share one transaction, so a burst
   * of submissions costs one fsync instead of one each. Each insert runs in its own savepoint (a
   * failing one does not take the others down) and every promise resolves only after the shared
   * COMMIT, i.e. once the lead is durably stored.
   */
  insertLead(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<InsertResult> {
    return new Promise<InsertResult>((resolve, reject) => {
      this.pending.push({ run: () => this.insertOne(lead, outbox, options), resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flushInserts());
    });
  }

  private pending: {
    run: () => InsertResult;
    resolve: (result: InsertResult) => void;
    reject: (error: unknown) => void;
  }[] = [];

  private flushInserts(): void {
    const batch = this.pending.splice(0);
    const outcomes: ({ ok: true; result: InsertResult } | { ok: false; error: unknown })[] = [];
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
      if (lead.idempotencyKey !== null) {
        const existing = s.byKey.get(lead.kind, lead.idempotencyKey);
        if (existing)
          return { outcome: "duplicate", id: existing.id, createdAt: new Date(existing.created_at) };
      }
      const limit = options.rateLimit;
      if (limit && lead.ipHash !== null) {
        const recent = s.countRecent.get(lead.kind, lead.ipHash, iso(limit.since)) ?? 0;
        if (recent >= limit.max) return { outcome: "rate_limited" };
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
        idempotencyKey: lead.idempotencyKey,
      });
      for (const item of outbox) {
        s.insertOutbox.run(lead.id, item.recipient, JSON.stringify(item.message), createdAt, createdAt);
      }
      return { outcome: "created", id: lead.id, createdAt: lead.createdAt };
    })();
  }

  async findByIdempotencyKey(kind: LeadKind, key: string): Promise<StoredLead | undefined> {
    const row = this.s.byKey.get(kind, key);
    return row ? toLead(row) : undefined;
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    const row = this.s.byId.get(id);
    return row ? toLead(row) : undefined;
  }

  async listLeads(filter: LeadFilter = {}): Promise<StoredLead[]> {
    const { where, params } = this.where(filter);
    const desc = filter.order === "desc";
    if (filter.after) {
      where.push(desc ? "(created_at, id) < (?, ?)" : "(created_at, id) > (?, ?)");
      params.push(iso(filter.after.createdAt), filter.after.id);
    }
    let sql = "SELECT * FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    sql += desc ? " ORDER BY created_at DESC, id DESC" : " ORDER BY created_at, id";
    if (filter.limit !== undefined) {
      sql += " LIMIT ?";
      params.push(filter.limit);
    }
    return (this.db.prepare(sql).all(...params) as LeadRow[]).map(toLead);
  }

  async countLeads(filter: Pick<LeadFilter, "kind" | "since"> = {}): Promise<number> {
    const { where, params } = this.where(filter);
    let sql = "SELECT count(*) FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    return this.db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  }

  private where(filter: Pick<LeadFilter, "kind" | "since">) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filter.kind) {
      where.push("kind = ?");
      params.push(filter.kind);
    }
    if (filter.since) {
      where.push("created_at >= ?");
      params.push(iso(filter.since));
    }
    return { where, params };
  }

  async purgeLeadsBefore(cutoff: Date): Promise<number> {
    return this.s.purge.run(iso(cutoff)).changes;
  }

  async claimOutbox(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const now = new Date();
    const claim = this.db.transaction(() =>
      this.s.claim.all({ now: iso(now), until: iso(new Date(now.getTime() + leaseMs)), limit }),
    );
    return claim.immediate().map(toOutboxItem);
  }

  async markOutboxSent(id: string): Promise<void> {
    this.s.sent.run(iso(new Date()), Number(id));
  }

  async releaseOutbox(id: string): Promise<void> {
    this.s.release.run(Number(id));
  }

  async markOutboxFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    this.s.failed.run({
      id: Number(id),
      error: error.slice(0, 1000),
      retryAt: retryAt ? iso(retryAt) : null,
    });
  }

  async outboxStats(): Promise<OutboxStats> {
    const stats: OutboxStats = { pending: 0, sent: 0, dead: 0 };
    for (const row of this.s.stats.all()) {
      if (row.status === "pending" || row.status === "sent" || row.status === "dead")
        stats[row.status] = row.n;
    }
    return stats;
  }

  async outboxFor(leadIds: readonly string[]): Promise<OutboxEntry[]> {
    if (leadIds.length === 0) return [];
    const placeholders = leadIds.map(() => "?").join(", ");
    const rows = this.db
      .prepare<string[], OutboxEntryRow>(
        `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox WHERE lead_id IN (${placeholders})`,
      )
      .all(...leadIds);
    return rows.map(toOutboxEntry);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
