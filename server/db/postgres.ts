/**
 * PostgreSQL implementation of the lead repository (used when DATABASE_URL is set).
 * Several server instances may share one database: migrations take an advisory lock, the outbox
 * is claimed with FOR UPDATE SKIP LOCKED plus a lease, and the schema is created on first use if
 * the database was not reachable at start-up.
 */
import pg from "pg";
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

/** Arbitrary constant identifying this app's migration lock. */
const MIGRATION_LOCK = 7_261_042;

interface LeadRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  created_at: Date;
  source_page: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  flagged: boolean;
  idempotency_key: string | null;
}

interface OutboxRow {
  id: string;
  lead_id: string;
  recipient: string;
  message: MailMessage;
  attempts: number;
}

function toLead(row: LeadRow): StoredLead {
  // The row holds what the API validated for its kind, so its JSON is that kind's lead data.
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    data: row.data,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    flagged: row.flagged,
    idempotencyKey: row.idempotency_key,
  } as StoredLead;
}

export interface PostgresOptions {
  /** Called for errors of idle pooled connections (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

export class PostgresLeadRepository implements LeadRepository {
  readonly driver = "postgres" as const;
  private readonly pool: pg.Pool;
  private migrated = false;
  private migrating: Promise<void> | undefined;

  constructor(connectionString: string, options: PostgresOptions = {}) {
    this.pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
    });
    this.pool.on("error", (error) => options.onPoolError?.(error));
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
    await this.transaction(async (client) => {
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

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      broken = error as Error;
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      // A client whose transaction failed is discarded rather than reused.
      client.release(broken);
    }
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    await this.migrate();
    return this.pool.query<R>(text, values);
  }

  async ping(): Promise<void> {
    await this.query("SELECT 1");
  }

  /** Rewrites one row unchanged: PostgreSQL writes a new row version even so. */
  async probeWrite(): Promise<void> {
    await this.query(
      "UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT max(version) FROM schema_migrations)",
    );
  }

  /**
   * One statement, so one round trip and its own transaction: the idempotency lookup, the rate-limit
   * count, the lead and its outbox rows (data-modifying CTEs). It has committed when it returns.
   */
  async insertLead(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<InsertResult> {
    const limit = options.rateLimit;
    const statement = (client: pg.Pool | pg.PoolClient) =>
      client.query<{
        inserted_id: string | null;
        existing_id: string | null;
        existing_created_at: Date | null;
      }>(
        `WITH existing AS (
         SELECT id, created_at FROM leads WHERE kind = $2 AND idempotency_key = $9
       ),
       recent AS (
         SELECT count(*) AS n FROM leads
         WHERE $10::int IS NOT NULL AND kind = $2 AND ip_hash = $7 AND created_at >= $11::timestamptz
       ),
       inserted AS (
         INSERT INTO leads (id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key)
         SELECT $1, $2, $3::jsonb, $4::timestamptz, $5, $6, $7, $8, $9
         WHERE NOT EXISTS (SELECT 1 FROM existing)
           AND ($10::int IS NULL OR $7::text IS NULL OR (SELECT n FROM recent) < $10::int)
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
              (SELECT created_at FROM existing) AS existing_created_at`,
        [
          lead.id,
          lead.kind,
          JSON.stringify(lead.data),
          lead.createdAt,
          lead.sourcePage,
          lead.userAgent,
          lead.ipHash,
          lead.flagged,
          lead.idempotencyKey,
          limit ? limit.max : null,
          limit ? limit.since : null,
          JSON.stringify(outbox),
        ],
      );
    await this.migrate();
    // Replicas count one visitor's recent leads at the same time: a lock per visitor and kind
    // makes them take turns, so the count always includes the other's committed lead.
    const { rows } =
      limit && lead.ipHash !== null
        ? await this.transaction(async (client) => {
            await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${lead.kind}:${lead.ipHash}`]);
            return statement(client);
          })
        : await statement(this.pool);
    const row = rows[0];
    if (row?.inserted_id) return { outcome: "created", id: row.inserted_id, createdAt: lead.createdAt };
    if (row?.existing_id && row.existing_created_at) {
      return { outcome: "duplicate", id: row.existing_id, createdAt: row.existing_created_at };
    }
    if (lead.idempotencyKey !== null) {
      // A concurrent request with the same key committed between our lookup and our insert.
      const existing = await this.findByIdempotencyKey(lead.kind, lead.idempotencyKey);
      if (existing) return { outcome: "duplicate", id: existing.id, createdAt: existing.createdAt };
    }
    return { outcome: "rate_limited" };
  }

  async findByIdempotencyKey(kind: LeadKind, key: string): Promise<StoredLead | undefined> {
    const { rows } = await this.query<LeadRow>(
      "SELECT * FROM leads WHERE kind = $1 AND idempotency_key = $2",
      [kind, key],
    );
    return rows[0] ? toLead(rows[0]) : undefined;
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    const { rows } = await this.query<LeadRow>("SELECT * FROM leads WHERE id = $1", [id]);
    return rows[0] ? toLead(rows[0]) : undefined;
  }

  async listLeads(filter: LeadFilter = {}): Promise<StoredLead[]> {
    const { where, values } = this.where(filter);
    const desc = filter.order === "desc";
    if (filter.after) {
      values.push(filter.after.createdAt, filter.after.id);
      where.push(`(created_at, id) ${desc ? "<" : ">"} ($${values.length - 1}, $${values.length})`);
    }
    let sql = "SELECT * FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    sql += desc ? " ORDER BY created_at DESC, id DESC" : " ORDER BY created_at, id";
    if (filter.limit !== undefined) {
      values.push(filter.limit);
      sql += ` LIMIT $${values.length}`;
    }
    const { rows } = await this.query<LeadRow>(sql, values);
    return rows.map(toLead);
  }

  async countLeads(filter: Pick<LeadFilter, "kind" | "since"> = {}): Promise<number> {
    const { where, values } = this.where(filter);
    let sql = "SELECT count(*) AS n FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    const { rows } = await this.query<{ n: string }>(sql, values);
    return Number(rows[0]?.n ?? 0);
  }

  private where(filter: Pick<LeadFilter, "kind" | "since">) {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.kind) {
      values.push(filter.kind);
      where.push(`kind = $${values.length}`);
    }
    if (filter.since) {
      values.push(filter.since);
      where.push(`created_at >= $${values.length}`);
    }
    return { where, values };
  }

  async purgeLeadsBefore(cutoff: Date): Promise<number> {
    const result = await this.query("DELETE FROM leads WHERE created_at < $1", [cutoff]);
    return result.rowCount ?? 0;
  }

  async claimOutbox(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const { rows } = await this.query<OutboxRow>(
      `UPDATE outbox SET claimed_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until <= now())
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, lead_id, recipient, message, attempts`,
      [limit, leaseMs],
    );
    return rows.map((row) => ({
      id: String(row.id),
      leadId: row.lead_id,
      recipient: row.recipient as OutboxRecipient,
      message: row.message,
      attempts: row.attempts,
    }));
  }

  async markOutboxSent(id: string): Promise<void> {
    await this.query(
      "UPDATE outbox SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1",
      [id],
    );
  }

  async releaseOutbox(id: string): Promise<void> {
    await this.query(
      "UPDATE outbox SET claimed_until = NULL, attempts = greatest(attempts - 1, 0) WHERE id = $1 AND status = 'pending'",
      [id],
    );
  }

  async markOutboxFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.query(
      `UPDATE outbox SET
         status = CASE WHEN $3::timestamptz IS NULL THEN 'dead' ELSE 'pending' END,
         next_attempt_at = COALESCE($3::timestamptz, next_attempt_at),
         claimed_until = NULL,
         last_error = $2
       WHERE id = $1`,
      [id, error.slice(0, 1000), retryAt],
    );
  }

  async outboxStats(): Promise<OutboxStats> {
    const { rows } = await this.query<{ status: string; n: string }>(
      "SELECT status, count(*) AS n FROM outbox GROUP BY status",
    );
    const stats: OutboxStats = { pending: 0, sent: 0, dead: 0 };
    for (const row of rows) {
      if (row.status === "pending" || row.status === "sent" || row.status === "dead")
        stats[row.status] = Number(row.n);
    }
    return stats;
  }

  async outboxFor(leadIds: readonly string[]): Promise<OutboxEntry[]> {
    const { rows } = await this.query<OutboxEntryRow>(
      `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox WHERE lead_id = ANY($1)`,
      [leadIds],
    );
    return rows.map(toOutboxEntry);
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
