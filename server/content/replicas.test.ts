/**
 * A publish on one replica served by another (two apps on one database, each with its own
 * connections): on PostgreSQL at once by its announcement, also after the other replica's listening
 * connection was killed (it listens again, and reads what it missed), with the check every
 * CONTENT_POLL_SECONDS far away; on one SQLite file by that check alone.
 */
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import {
  createTestDatabase,
  DRIVERS,
  type Driver,
  type TestDatabase,
  testConfig,
} from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";

/** Resolves once `check` holds, trying every 50 ms for at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const POLL: Record<Driver, string> = { postgres: "60", sqlite: "0.2" };

describe.each(DRIVERS)("two replicas on one %s database", (driver) => {
  let db: TestDatabase;
  let replicas: FastifyInstance[];
  let cookie: string;
  beforeAll(async () => {
    db = await createTestDatabase(driver);
    const env = {
      CONTENT_POLL_SECONDS: POLL[driver],
      ...(hasSiteBuild ? { BUILD_DIR: SITE_BUILD_DIR } : {}),
    };
    replicas = [];
    for (let index = 0; index < 2; index++)
      replicas.push(await buildApp(testConfig(db, env), { logger: false }));
    await addStaff(replicas[0]!, "editor@example.com", "Content Editor", "editor");
    cookie = await signedIn(replicas[0]!, "editor@example.com");
  });
  afterAll(async () => {
    for (const app of replicas ?? []) await app.close();
    await db?.cleanup();
  });

  /** Saves a Gujarati FAQ title on the first replica and publishes it there. */
  const publish = async (title: string) => {
    const first = replicas[0]!;
    const { revision, draft } = (
      await first.inject({ url: "/api/staff/content/faqs", headers: { cookie } })
    ).json();
    draft.gu[0].title = title;
    const headers = { cookie };
    await first.inject({
      method: "PUT",
      url: "/api/staff/content/faqs",
      headers,
      payload: { revision, locale: "gu", data: draft.gu },
    });
    return (
      await first.inject({ method: "POST", url: "/api/staff/content/publish", headers, payload: {} })
    ).json().version;
  };
  /** Whether the second replica serves `title` (its page, with the site build; else its content). */
  const served = (title: string) => async () => {
    const second = replicas[1]!;
    const health = (await second.inject({ url: "/api/health" })).json();
    if (health.contentVersion === 0) return false;
    if (!hasSiteBuild) return JSON.stringify(second.content.shown("faqs", "gu")).includes(title);
    return (await second.inject({ url: "/gu/faq", headers: { host: "localhost" } })).body.includes(title);
  };

  it("serves a publish made on the other replica", async () => {
    await publish("પહેલો ફેરફાર");
    const took = await within(driver === "postgres" ? 5_000 : 3_000, served("પહેલો ફેરફાર"));
    expect(took).toBeLessThan(60_000);
  });

  it.runIf(driver === "postgres")("serves it again after its listening connection was killed", async () => {
    const admin = new pg.Client({ connectionString: db.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Published while the listener is down: its announcement is lost, listening again reads it.
    await publish("બીજો ફેરફાર");
    await within(10_000, served("બીજો ફેરફાર"));
  });
});
