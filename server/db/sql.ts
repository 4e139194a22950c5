/**
 * One way to run portable SQL on either database. Statements use `?` placeholders (rewritten to
 * `$1, $2…` for PostgreSQL); Dates and booleans are passed as ISO text and 0/1 to SQLite, which
 * stores them that way, and as timestamptz/boolean to PostgreSQL. Rows come back as the driver
 * gives them: the mappers in rows.ts accept both shapes.
 */
import type Database from "better-sqlite3";
import type pg from "pg";

/** A statement's value; a Buffer is stored as bytes (a BLOB, a bytea). */
export type SqlValue = string | number | boolean | Date | Buffer | null;

export interface Statement {
  sql: string;
  params?: readonly SqlValue[];
}

/** One statement of a conversation: `get` answers its first row, `all` `{ rows }`, `run` nothing. */
export interface Step extends Statement {
  mode: "get" | "all" | "run";
}

export type Answer = Record<string, unknown> | undefined;

/**
 * A short conversation that must run inside one transaction (is the key known? how many recent
 * ones? then write): a generator of statements, each answer handed back, T its result. It is
 * driven synchronously inside SQLite's group commit and with awaits on one PostgreSQL client, so
 * the decisions are written once for both databases.
 */
export type Conversation<T> = Generator<Step, T, Answer>;

export const get = (sql: string, params: readonly SqlValue[] = []): Step => ({ mode: "get", sql, params });
export const all = (sql: string, params: readonly SqlValue[] = []): Step => ({ mode: "all", sql, params });
export const run = (sql: string, params: readonly SqlValue[] = []): Step => ({ mode: "run", sql, params });

/** The conditions a query takes from its filter, added one by one, with their values in order. */
export function conditions(...first: string[]) {
  const parts = [...first];
  const params: SqlValue[] = [];
  return {
    params,
    add(condition: string, ...values: SqlValue[]) {
      parts.push(condition);
      params.push(...values);
    },
    /** ` WHERE a AND b`, or "" without conditions. */
    where: () => (parts.length > 0 ? ` WHERE ${parts.join(" AND ")}` : ""),
    /** `(a OR b)`, or undefined without conditions. */
    any: () => (parts.length > 0 ? `(${parts.join(" OR ")})` : undefined),
  };
}

/** The placeholders of an IN list; "NULL" (matching nothing: an empty list is no SQL) for none. */
export function marks(values: readonly unknown[]): string {
  return values.map(() => "?").join(", ") || "NULL";
}

/** A field of a row's JSON `data` column, as text. */
export function dataField(dialect: SqlExecutor["dialect"], name: string): string {
  return dialect === "sqlite" ? `json_extract(data, '$.${name}')` : `(data ->> '${name}')`;
}

/**
 * The checks a form sent by a visitor (a service request, a privacy request) passes before it is
 * stored: the sender's earlier record with this Idempotency-Key (its row, as `columns` read it),
 * else "rate_limited" when the sender has `limit.max` records since `limit.since`, else undefined.
 * Both go by the sender's IP hash: the (ip_hash, idempotency_key) pairs are unique.
 */
export function* earlierOrLimited(
  { table, columns, receivedAt }: { table: string; columns: string; receivedAt: string },
  sender: { ipHash: string | null; idempotencyKey: string | null },
  limit: { max: number; since: Date } | undefined,
): Conversation<Answer | "rate_limited"> {
  if (sender.ipHash === null) return undefined;
  if (sender.idempotencyKey !== null) {
    const existing = yield get(`SELECT ${columns} FROM ${table} WHERE ip_hash = ? AND idempotency_key = ?`, [
      sender.ipHash,
      sender.idempotencyKey,
    ]);
    if (existing) return existing;
  }
  if (!limit) return undefined;
  const recent = yield get(`SELECT count(*) AS n FROM ${table} WHERE ip_hash = ? AND ${receivedAt} >= ?`, [
    sender.ipHash,
    limit.since,
  ]);
  return Number(recent?.n ?? 0) >= limit.max ? "rate_limited" : undefined;
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
   * Runs a conversation in one transaction that has durably committed when this resolves.
   * Conversations of the same `turn` (one sender's, say) take turns, so each sees what the other
   * committed: PostgreSQL takes an advisory lock of that name, SQLite's writes take turns anyway.
   */
  converse<T>(steps: Conversation<T>, turn?: string): Promise<T>;
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
export function sqliteValue(value: SqlValue): string | number | Buffer | null {
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
  /** Runs a conversation synchronously, each answer handed back. */
  const drive = <T>(steps: Conversation<T>): T => {
    let next = steps.next();
    while (!next.done) {
      const { mode, sql, params = [] } = next.value;
      const statement = prepared(sql);
      if (mode === "get") next = steps.next(statement.get(...values(params)) as Answer);
      else if (mode === "all") next = steps.next({ rows: statement.all(...values(params)) });
      else {
        statement.run(...values(params));
        next = steps.next(undefined);
      }
    }
    return next.value;
  };
  const commits = groupCommit(db);
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
    converse(steps) {
      return commits(() => db().transaction(() => drive(steps))());
    },
    async forgetDeleted() {
      forget();
    },
  };
}

interface PendingWrite {
  run: () => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes requested in the same event-loop turn share one transaction, so a burst of
 * submissions costs one fsync instead of one each. Each write runs in its own savepoint (a failing
 * one does not take the others down) and every promise resolves only after the shared COMMIT, i.e.
 * once what it wrote is durably stored.
 */
function groupCommit(db: () => Database.Database): <T>(write: () => T) => Promise<T> {
  let pending: PendingWrite[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const outcomes: ({ ok: true; result: unknown } | { ok: false; error: unknown })[] = [];
    try {
      // db() migrates first if needed (outside the batch transaction).
      const database = db();
      database
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
  };
  return <T>(run: () => T) =>
    new Promise<T>((resolve, reject) => {
      pending.push({ run, resolve: resolve as (result: unknown) => void, reject });
      if (pending.length === 1) setImmediate(flush);
    });
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
    async converse(steps, turn) {
      await ready();
      return pgTransaction(pool, async (client) => {
        if (turn !== undefined) await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [turn]);
        let next = steps.next();
        while (!next.done) {
          const { mode, sql, params = [] } = next.value;
          const { rows } = await client.query(numbered(sql), params as unknown[]);
          next = steps.next(mode === "get" ? rows[0] : mode === "all" ? { rows } : undefined);
        }
        return next.value;
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
