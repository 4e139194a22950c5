/**
 * Test support: a fresh database per test suite. SQLite in a temporary DATA_DIR always;
 * PostgreSQL too when TEST_DATABASE_URL is set (a private schema per suite, dropped afterwards).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "../config.ts";

export type Driver = "sqlite" | "postgres";

/** The drivers to run database-backed suites against. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  driver: Driver;
  dataDir: string;
  /** Set for PostgreSQL: TEST_DATABASE_URL pointed at the suite's own schema. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

export function withSearchPath(url: string, schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${url}${url.includes("?") ? "&" : "?"}options=${options}`;
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-leads-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (driver === "sqlite") {
    return { driver, dataDir, cleanup: async () => removeDir() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    driver,
    dataDir,
    databaseUrl: withSearchPath(base, schema),
    async cleanup() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      removeDir();
    },
  };
}

/** The environment for a server process or config using this database. */
export function testEnv(db: TestDatabase, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    LOG_LEVEL: "silent",
    LEADS_RATE_LIMIT: "0",
    // The tests give each simulated visitor its own X-Forwarded-For address, as a proxy would.
    TRUST_PROXY: "true",
    BUILD_DIR: path.join(db.dataDir, "no-build"),
    ...overrides,
  };
}

export function testConfig(db: TestDatabase, overrides: Record<string, string> = {}): Config {
  return loadConfig(testEnv(db, overrides));
}
