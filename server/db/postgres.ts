/**
 * PostgreSQL implementation of the lead repository (used when DATABASE_URL is set).
 * Several server instances may share one database: migrations take an advisory lock, the outbox
 * is claimed with FOR UPDATE SKIP LOCKED plus a lease, and the schema is created on first use if
 * the database was not reachable at start-up.
 */
import pg from "pg";
import { MIGRATIONS } from "./migrations.ts";
import { LeadRepository, type RepositoryOptions } from "./repository.ts";
import { pgTransaction, postgresExecutor } from "./sql.ts";

/** The first pause before listening again after the listening connection failed, and the longest. */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/** Arbitrary constant identifying this app's migration lock. */
const MIGRATION_LOCK = 7_261_042;

export interface PostgresOptions extends RepositoryOptions {
  /** Called for errors of idle pooled connections (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

async function runMigrations(pool: pg.Pool): Promise<void> {
  await pgTransaction(pool, async (client) => {
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

/** Runs the migrations once; concurrent callers share the attempt, a failure is retried on next use. */
function migrateOnce(pool: pg.Pool): () => Promise<void> {
  let migrated = false;
  let migrating: Promise<void> | undefined;
  return () => {
    if (migrated) return Promise.resolve();
    migrating ??= runMigrations(pool)
      .then(() => {
        migrated = true;
      })
      .finally(() => {
        migrating = undefined;
      });
    return migrating;
  };
}

export class PostgresLeadRepository extends LeadRepository {
  readonly driver = "postgres" as const;
  private readonly pool: pg.Pool;
  private readonly migrateOnce: () => Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly options: PostgresOptions = {},
  ) {
    const pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
    });
    pool.on("error", (error) => options.onPoolError?.(error));
    const migrate = migrateOnce(pool);
    super(
      postgresExecutor(pool, migrate, (error) =>
        options.onPoolError?.(new Error(`vacuum after an erasure failed: ${error.message}`)),
      ),
      options,
    );
    this.pool = pool;
    this.migrateOnce = migrate;
  }

  migrate(): Promise<void> {
    return this.migrateOnce();
  }

  /** Rewrites one row unchanged: PostgreSQL writes a new row version even so. */
  async probeWrite(): Promise<void> {
    await this.sql.run(
      "UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT max(version) FROM schema_migrations)",
    );
  }

  /**
   * One connection of its own that LISTENs on `channel`; when it fails or the server ends it, a new
   * one after a pause that doubles up to LISTEN_RETRY_MAX_MS.
   */
  override listen(channel: string, heard: () => void): () => Promise<void> {
    let client: pg.Client | undefined;
    let stopped = false;
    let pause = LISTEN_RETRY_MS;
    let retry: NodeJS.Timeout | undefined;
    const again = () => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, pause);
      retry.unref();
      pause = Math.min(pause * 2, LISTEN_RETRY_MAX_MS);
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: this.connectionString });
      client = next;
      next.on("notification", (message) => {
        if (message.channel === channel) heard();
      });
      next.on("error", (error) => {
        this.options.onPoolError?.(new Error(`listening for ${channel}: ${error.message}`));
        again();
      });
      next.on("end", again);
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        pause = LISTEN_RETRY_MS;
        heard();
      } catch {
        void next.end().catch(() => undefined);
        again();
      }
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
