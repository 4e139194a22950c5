/**
 * Test support for migration tests: plain SQL on a test database, below the repository, and the
 * schema as it was before a migration (the earlier migrations run as they shipped), so a test can
 * store rows the way an older version did and then let the repository migrate them
 * (`withRawDatabase` does all of it).
 */
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, it } from "vitest";
import { SQLITE_FILE } from "../data-dir.ts";
import { createRepository } from "../db/index.ts";
import { MIGRATIONS } from "../db/migrations.ts";
import type { LeadRepository } from "../db/repository.ts";
import { numberedPlaceholders, type SqlValue } from "../db/sql.ts";
import { createTestDatabase, DRIVERS, type Driver, type TestDatabase, testConfig } from "./databases.ts";

/** When the rows an older version stored were written, in a migration test. */
export const AT = "2026-01-01T00:00:00.000Z";

export interface RawDatabase {
  script(sql: string): Promise<void>;
  run(sql: string, params: readonly SqlValue[]): Promise<void>;
  all<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openRaw(db: TestDatabase): Promise<RawDatabase> {
  if (!db.databaseUrl) {
    const raw = new Database(path.join(db.dataDir, SQLITE_FILE));
    // The app may hold the file at the same time: wait for its write, as the app does.
    raw.pragma("busy_timeout = 5000");
    return {
      script: async (sql) => void raw.exec(sql),
      run: async (sql, params) => void raw.prepare(sql).run(...params),
      all: async <T>(sql: string, params: readonly SqlValue[] = []) => raw.prepare(sql).all(...params) as T[],
      close: async () => void raw.close(),
    };
  }
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  return {
    script: async (sql) => void (await client.query(sql)),
    run: async (sql, params) => void (await client.query(numberedPlaceholders(sql), [...params])),
    all: async <T>(sql: string, params: readonly SqlValue[] = []) =>
      (await client.query(numberedPlaceholders(sql), [...params])).rows as T[],
    close: () => client.end(),
  };
}

/** Applies and records the migrations before `version`, as the repository would have. */
export async function migrateBefore(raw: RawDatabase, driver: Driver, version: number) {
  await raw.script(
    `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${driver === "sqlite" ? "TEXT NOT NULL" : "TIMESTAMPTZ NOT NULL DEFAULT now()"})`,
  );
  for (const migration of MIGRATIONS.filter((m) => m.version < version)) {
    await raw.script(migration[driver]);
    await raw.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
      migration.version,
      migration.name,
      AT,
    ]);
  }
}

/**
 * Runs `test` on a new `driver` database through a raw connection and a repository, neither of
 * which has migrated it: with `before`, the database holds the schema before that migration, and
 * the test stores its older rows and then calls `repo.migrate()`. Afterwards both are closed and
 * the database is removed.
 */
export async function withRawDatabase(
  driver: Driver,
  { before }: { before?: number },
  test: (raw: RawDatabase, repo: LeadRepository) => Promise<void>,
): Promise<void> {
  const db = await createTestDatabase(driver);
  const raw = await openRaw(db);
  const repo = createRepository(testConfig(db));
  try {
    if (before !== undefined) await migrateBefore(raw, driver, before);
    await test(raw, repo);
  } finally {
    await repo.close();
    await raw.close();
    await db.cleanup();
  }
}

/**
 * The test of migration `name` (`migrationTest("the staff roles migration", 15)`), to call with
 * what it should do and the test, run on each driver: the test stores rows on the schema before
 * migration `before` as an older version did, calls `repo.migrate()` and checks what became of them.
 */
export const migrationTest =
  (name: string, before: number) =>
  (should: string, test: (raw: RawDatabase, repo: LeadRepository) => Promise<void>) =>
    describe.each(DRIVERS)(`${name} on %s`, (driver) => {
      it(should, () => withRawDatabase(driver, { before }, test));
    });
