/**
 * Test support: the setup a database-backed suite shares with the others, written once. Call one
 * of these at the top of a `describe`; it registers the suite's hooks (a fresh database before the
 * first test, everything closed and removed after the last) and returns an object whose fields
 * are ready inside tests and later hooks.
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
  /** The storage alone, migrated. */
  readonly repo: LeadRepository;
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is set up in beforeAll: use it inside a test or hook`);
  return value;
}

/** The app on a fresh `driver` database for the suite; `env` overrides the test configuration. */
export function appPerSuite(driver: Driver, env: Record<string, string> = {}): AppSuite {
  let db: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
    app = await buildApp(testConfig(db, env), { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });
  return {
    get db() {
      return ready(db, "db");
    },
    get app() {
      return ready(app, "app");
    },
  };
}

/** The lead repository alone on a fresh `driver` database for the suite. */
export function repositoryPerSuite(driver: Driver): RepositorySuite {
  let db: TestDatabase | undefined;
  let repo: LeadRepository | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
    repo = createRepository(testConfig(db));
    await repo.migrate();
  });
  afterAll(async () => {
    await repo?.close();
    await db?.cleanup();
  });
  return {
    get db() {
      return ready(db, "db");
    },
    get repo() {
      return ready(repo, "repo");
    },
  };
}
