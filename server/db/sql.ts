/**
 * One way to run portable SQL on either database. Statements use `?` placeholders (rewritten to
 * `$1, $2…` for PostgreSQL); Dates and booleans are passed as ISO text and 0/1 to SQLite, which
 * stores them that way, and as timestamptz/boolean to PostgreSQL. Rows come back as the driver
 * gives them: the mappers in rows.ts accept both shapes.
 */
import type Database from "better-sqlite3";
import type pg from "pg";

export type SqlValue = string | number | boolean | Date | null;

export interface Statement {
  sql: string;
  params?: readonly SqlValue[];
}

export interface SqlExecutor {
  readonly dialect: "sqlite" | "postgres";
  all<R>(sql: string, params?: readonly SqlValue[]): Promise<R[]>;
  get<R>(sql: string, params?: readonly SqlValue[]): Promise<R | undefined>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs the statements in one transaction, in order; resolves with each one's changed rows. */
  batch(statements: readonly Statement[]): Promise<number[]>;
  /**
   * After personal data was deleted or overwritten (an erasure, retention): leaves no copy of it in
   * the database's files. SQLite zeroes freed space as it deletes (secure_delete, set at open); this
   * copies the write-ahead log into the database and empties it, so no older page stays there.
   * PostgreSQL vacuums the tables in the background, soon, one run at a time; see docs/privacy.md.
   */
  forgetDeleted(): Promise<void>;
}

/** The tables that hold a person's data, vacuumed by PostgreSQL after an erasure. */
export const PERSONAL_TABLES = [
  "leads",
  "lead_notes",
  "outbox",
  "service_tickets",
  "service_ticket_notes",
  "privacy_requests",
  "audit_events",
] as const;

/** A value as SQLite stores it: Dates as ISO text, booleans as 0/1. */
export function sqliteValue(value: SqlValue): string | number | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** How long to wait before trying again to empty the write-ahead log while another process reads. */
const CHECKPOINT_RETRY_MS = 2000;

export function sqliteExecutor(db: () => Database.Database): SqlExecutor {
  const cache = new Map<string, Database.Statement>();
  let retry: NodeJS.Timeout | undefined;
  /**
   * Copies the write-ahead log into the file and empties it, without waiting: while another process
   * reads (the leads command, a backup) the log cannot be emptied, so this tries again every
   * CHECKPOINT_RETRY_MS until it can (or the database is closed), instead of holding the request.
   */
  const forget = () => {
    clearTimeout(retry);
    retry = undefined;
    let database: Database.Database;
    try {
      database = db();
    } catch {
      return; // closed: nothing is left to write
    }
    if (!database.open) return;
    const timeout = database.pragma("busy_timeout", { simple: true }) as number;
    let busy = true;
    try {
      database.pragma("busy_timeout = 0");
      busy = (database.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[])[0]?.busy !== 0;
    } catch {
      // SQLITE_BUSY: another connection writes or reads; tried again below.
    } finally {
      database.pragma(`busy_timeout = ${timeout}`);
    }
    if (busy) retry = setTimeout(forget, CHECKPOINT_RETRY_MS).unref();
  };
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db().prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  const values = (params: readonly SqlValue[]) => params.map(sqliteValue);
  const runNow = (sql: string, params: readonly SqlValue[] = []) =>
    prepared(sql).run(...values(params)).changes;
  return {
    dialect: "sqlite",
    async all<R>(sql: string, params: readonly SqlValue[] = []) {
      return prepared(sql).all(...values(params)) as R[];
    },
    async get<R>(sql: string, params: readonly SqlValue[] = []) {
      return prepared(sql).get(...values(params)) as R | undefined;
    },
    async run(sql, params) {
      return runNow(sql, params);
    },
    async batch(statements) {
      return db()
        .transaction(() => statements.map((statement) => runNow(statement.sql, statement.params)))
        .immediate();
    },
    async forgetDeleted() {
      forget();
    },
  };
}

/** `?` -> `$n` (the portable statements never put a question mark inside a literal). */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/**
 * Vacuums the personal tables in the background, one run at a time: a request while one runs
 * asks for one more run after it (which covers every request made meanwhile). `onError` hears
 * a run that failed; the next erasure tries again.
 */
function backgroundVacuum(pool: pg.Pool, onError: (error: Error) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      // A large table may take longer than an ordinary query is allowed to (pg reads a query's own
      // query_timeout, which its types do not list).
      const vacuum = {
        text: `VACUUM ${PERSONAL_TABLES.join(", ")}`,
        query_timeout: 600_000,
      } as pg.QueryConfig;
      await pool.query(vacuum).catch(onError);
    } while (again);
    running = undefined;
  };
  return async () => {
    if (running) again = true;
    else running = run();
  };
}

export function postgresExecutor(
  pool: pg.Pool,
  ready: () => Promise<void>,
  onVacuumError: (error: Error) => void = () => undefined,
): SqlExecutor {
  const text = new Map<string, string>();
  const numbered = (sql: string) => {
    let converted = text.get(sql);
    if (converted === undefined) {
      converted = numberedPlaceholders(sql);
      text.set(sql, converted);
    }
    return converted;
  };
  const query = async (sql: string, params: readonly SqlValue[] = []) => {
    await ready();
    return pool.query(numbered(sql), params as unknown[]);
  };
  return {
    dialect: "postgres",
    async all<R>(sql: string, params?: readonly SqlValue[]) {
      return (await query(sql, params)).rows as R[];
    },
    async get<R>(sql: string, params?: readonly SqlValue[]) {
      return (await query(sql, params)).rows[0] as R | undefined;
    },
    async run(sql, params) {
      return (await query(sql, params)).rowCount ?? 0;
    },
    async batch(statements) {
      await ready();
      return pgTransaction(pool, async (client) => {
        const counts: number[] = [];
        for (const statement of statements) {
          const result = await client.query(numbered(statement.sql), (statement.params ?? []) as unknown[]);
          counts.push(result.rowCount ?? 0);
        }
        return counts;
      });
    },
    forgetDeleted: backgroundVacuum(pool, onVacuumError),
  };
}

/** Runs `work` in a transaction on one pooled client: COMMIT when it resolves, ROLLBACK otherwise. */
export async function pgTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
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
