/**
 * Test support: the setup a database-backed suite shares with the others, written once. Call one
 * of these at the top of a `describe`; it registers the suite's hooks (a fresh database before the
 * first test, everything closed and removed after the last) and returns an object whose fields
 * are filled in by then: read them inside tests and later hooks, not while the suite is declared.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.ts";
import { createRepository } from "../db/index.ts";
import type { LeadRepository } from "../db/repository.ts";
import { createTestDatabase, type Driver, type TestDatabase, testConfig } from "./databases.ts";

export interface AppSuite {
  readonly db: TestDatabase;
  /** The whole server, for `app.inject`; its storage is `app.db`. */
  readonly app: FastifyInstance;
}

export interface RepositorySuite {
  readonly db: TestDatabase;
  readonly repo: LeadRepository;
}

/**
 * Before the suite's tests: a fresh `driver` database and what `open` makes of it, handed to
 * `keep`; after them, that closed and the database removed.
 */
function openPerSuite<T extends { close(): Promise<unknown> }>(
  driver: Driver,
  open: (db: TestDatabase) => Promise<T>,
  keep: (db: TestDatabase, opened: T) => void,
): void {
  let db: TestDatabase | undefined;
  let opened: T | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
    opened = await open(db);
    keep(db, opened);
  });
  afterAll(async () => {
    await opened?.close();
    await db?.cleanup();
  });
}

/** The app on a fresh `driver` database for the suite; `env` overrides the test configuration. */
export function appPerSuite(driver: Driver, env: Record<string, string> = {}): AppSuite {
  const suite = {} as AppSuite;
  const build = (db: TestDatabase) => buildApp(testConfig(db, env), { logger: false });
  openPerSuite(driver, build, (db, app) => Object.assign(suite, { db, app }));
  return suite;
}

/** The lead repository alone, migrated, on a fresh `driver` database for the suite. */
export function repositoryPerSuite(driver: Driver): RepositorySuite {
  const suite = {} as RepositorySuite;
  const migrated = async (db: TestDatabase) => {
    const repo = createRepository(testConfig(db));
    await repo.migrate();
    return repo;
  };
  openPerSuite(driver, migrated, (db, repo) => Object.assign(suite, { db, repo }));
  return suite;
}
