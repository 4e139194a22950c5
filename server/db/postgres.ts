/**
 * PostgreSQL implementation of the lead repository (used when DATABASE_URL is set).
 * Several server instances may share one database: migrations take an advisory lock, the outbox
 * is claimed with FOR UPDATE SKIP LOCKED plus a lease, and the schema is created on first use if
 * the database was not reachable at start-up.
 */
import pg from "pg";
import { MIGRATIONS, SUBSCRIBER_INDEX } from "./migrations.ts";
import { PortableLeadRepository } from "./portable.ts";
import {
  type InsertOptions,
  type InsertResult,
  type NewLead,
  type NewOutboxMessage,
  type OutboxItem,
  senderIdempotencyKey,
} from "./repository.ts";
import { type DbCount, type DbTime, type OutboxRow, toCount, toDate, toOutboxItem } from "./rows.ts";
import type { NewTicket, TicketInsertOptions, TicketInsertResult } from "./service.ts";
import { type Conversation, insertTicketSteps, type TicketStatement } from "./service-store.ts";
import { numberedPlaceholders, pgTransaction, postgresExecutor } from "./sql.ts";
import { subscriberOf } from "./subscribers.ts";

/** A unique violation of the newsletter's one-subscriber-per-address index. */
function isSubscriberConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === "23505" && constraint === SUBSCRIBER_INDEX;
}

/** Arbitrary constant identifying this app's migration lock. */
const MIGRATION_LOCK = 7_261_042;

export interface PostgresOptions {
  /** Called for errors of idle pooled connections (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

export class PostgresLeadRepository extends PortableLeadRepository {
  readonly driver = "postgres" as const;
  private readonly pool: pg.Pool;
  private migrated = false;
  private migrating: Promise<void> | undefined;
  protected readonly sql: ReturnType<typeof postgresExecutor>;

  constructor(connectionString: string, options: PostgresOptions = {}) {
    super();
    this.pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
    });
    this.pool.on("error", (error) => options.onPoolError?.(error));
    this.sql = postgresExecutor(
      this.pool,
      () => this.migrate(),
      (error) => options.onPoolError?.(new Error(`vacuum after an erasure failed: ${error.message}`)),
    );
  }

  /** Runs the migrations once; concurrent callers share the attempt, a failure is retried on next use. */
  migrate(): Promise<void> {
    if (this.migrated) return Promise.resolve();
    this.migrating ??= this.runMigrations()
      .then(() => {
        this.migrated = true;
      })
      .finally(() => {
        this.migrating = undefined;
      });
    return this.migrating;
  }

  private async runMigrations(): Promise<void> {
    await pgTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => row.version));
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
      }
    });
  }

  /**
   * One statement, so one round trip and its own transaction: the idempotency lookup, the rate-limit
   * count, the address's subscriber, the lead and its outbox rows (data-modifying CTEs). It has
   * committed when it returns.
   */
  async insertLead(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<InsertResult> {
    const limit = options.rateLimit;
    const subscriber = subscriberOf(lead);
    const idempotencyKey =
      lead.idempotencyKey === null ? null : senderIdempotencyKey(lead.ipHash, lead.idempotencyKey);
    const statement = `WITH existing AS (
         SELECT id, created_at FROM leads WHERE kind = $2 AND idempotency_key = $9
       ),
       recent AS (
         SELECT count(*) AS n FROM leads
         WHERE $10::bigint IS NOT NULL AND kind = $2 AND ip_hash = $7 AND created_at >= $11::timestamptz
       ),
       subscriber AS (
         SELECT id, created_at FROM leads WHERE subscriber_email = $13::text
       ),
       inserted AS (
         INSERT INTO leads (id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
           subscriber_email, locale, notice_version, notice_at, privacy_token_hash)
         SELECT $1, $2, $3::jsonb, $4::timestamptz, $5, $6, $7, $8, $9, $13, $14, $15, $16::timestamptz, $17
         WHERE NOT EXISTS (SELECT 1 FROM existing)
           AND ($10::bigint IS NULL OR $7::text IS NULL OR (SELECT n FROM recent) < $10::bigint)
           AND NOT EXISTS (SELECT 1 FROM subscriber)
         ON CONFLICT (kind, idempotency_key) DO NOTHING
         RETURNING id, created_at
       ),
       mail AS (
         INSERT INTO outbox (lead_id, recipient, message, next_attempt_at, created_at)
         SELECT inserted.id, m.recipient, m.message, inserted.created_at, inserted.created_at
         FROM inserted, jsonb_to_recordset($12::jsonb) AS m (recipient text, message jsonb)
       )
       SELECT (SELECT id FROM inserted) AS inserted_id,
              (SELECT id FROM existing) AS existing_id,
              (SELECT created_at FROM existing) AS existing_created_at,
              (SELECT n FROM recent) AS recent,
              (SELECT id FROM subscriber) AS subscriber_id,
              (SELECT created_at FROM subscriber) AS subscriber_created_at`;
    const params = [
      lead.id,
      lead.kind,
      JSON.stringify(lead.data),
      lead.createdAt,
      lead.sourcePage,
      lead.userAgent,
      lead.ipHash,
      lead.flagged,
      idempotencyKey,
      limit ? limit.max : null,
      limit ? limit.since : null,
      JSON.stringify(outbox),
      subscriber,
      lead.locale,
      lead.noticeVersion,
      lead.noticeAt,
      lead.privacyTokenHash,
    ];
    type Row = {
      inserted_id: string | null;
      existing_id: string | null;
      existing_created_at: DbTime | null;
      recent: DbCount;
      subscriber_id: string | null;
      subscriber_created_at: DbTime | null;
    };
    let row: Row | undefined;
    try {
      // Replicas may count one visitor's recent leads at the same moment: a lock per visitor and
      // kind makes them take turns, so each count includes the other's committed lead.
      if (limit && lead.ipHash !== null) {
        await this.migrate();
        row = await pgTransaction(this.pool, async (client) => {
          await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${lead.kind}:${lead.ipHash}`]);
          return (await client.query<Row>(statement, params)).rows[0];
        });
      } else {
        row = await this.sql.get<Row>(statement, params);
      }
    } catch (error) {
      // A concurrent subscription of the same address committed after this statement looked: the
      // unique index refused this one, so it answers as that one.
      const found =
        subscriber !== null && isSubscriberConflict(error) && (await this.findSubscriber(subscriber));
      if (found) return { outcome: "already_subscribed", ...found };
      throw error;
    }
    if (row?.inserted_id) return { outcome: "created", id: row.inserted_id, createdAt: lead.createdAt };
    if (row?.existing_id && row.existing_created_at) {
      return { outcome: "duplicate", id: row.existing_id, createdAt: toDate(row.existing_created_at) };
    }
    // The rate limit comes before the subscriber, so its answer does not tell whether an address
    // is subscribed.
    if (limit && lead.ipHash !== null && toCount(row?.recent) >= limit.max)
      return { outcome: "rate_limited" };
    if (row?.subscriber_id && row.subscriber_created_at) {
      return {
        outcome: "already_subscribed",
        id: row.subscriber_id,
        createdAt: toDate(row.subscriber_created_at),
      };
    }
    if (lead.idempotencyKey !== null) {
      // A concurrent request with the same key committed between our lookup and our insert.
      const existing = await this.findByIdempotencyKey(lead.kind, lead.ipHash, lead.idempotencyKey);
      if (existing) return { outcome: "duplicate", id: existing.id, createdAt: existing.createdAt };
    }
    throw new Error("The lead was neither stored nor matched by an earlier one.");
  }

  /**
   * A ticket and its first step (service-store.ts decides) in one transaction, committed when it
   * returns. One sender's tickets take turns (an advisory lock on its IP hash), so the rate limit
   * counts the other's committed ticket and a repeated Idempotency-Key finds the first.
   */
  insertTicket(ticket: NewTicket, options: TicketInsertOptions = {}): Promise<TicketInsertResult> {
    return this.converse(
      insertTicketSteps(ticket, options),
      ticket.ipHash === null ? undefined : `service:${ticket.ipHash}`,
    );
  }

  /**
   * A conversation (service-store.ts) in one transaction, committed when it returns; with `turn`,
   * under the advisory lock of that name, so conversations of the same name take turns.
   */
  protected async converse<T>(steps: Conversation<T>, turn?: string): Promise<T> {
    await this.migrate();
    return pgTransaction(this.pool, async (client) => {
      if (turn !== undefined) await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [turn]);
      return driveOn(client, steps);
    });
  }

  /** The subscription of this address (subscribers.ts), if any. */
  private async findSubscriber(address: string): Promise<{ id: string; createdAt: Date } | undefined> {
    const row = await this.sql.get<{ id: string; created_at: DbTime }>(
      "SELECT id, created_at FROM leads WHERE subscriber_email = ?",
      [address],
    );
    return row ? { id: row.id, createdAt: toDate(row.created_at) } : undefined;
  }

  /** Rewrites one row unchanged: PostgreSQL writes a new row version even so. */
  async probeWrite(): Promise<void> {
    await this.sql.run(
      "UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT max(version) FROM schema_migrations)",
    );
  }

  async claimOutbox(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const rows = await this.sql.all<OutboxRow>(
      `UPDATE outbox SET claimed_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until <= now())
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, lead_id, ticket_id, privacy_request_id, recipient, message, attempts`,
      [limit, leaseMs],
    );
    return rows.map(toOutboxItem);
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

/** Runs a conversation of statements on one client, each answer handed back. */
async function driveOn<T>(client: pg.PoolClient, steps: Conversation<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    const { mode, sql, params }: TicketStatement = next.value;
    const { rows } = await client.query(numberedPlaceholders(sql), params as unknown[]);
    next = steps.next(mode === "get" ? rows[0] : mode === "all" ? { rows } : undefined);
  }
  return next.value;
}
