/**
 * The lead API and its database: leads kept across a restart, and readable 503s (with health
 * saying so) when the database is gone or was never reachable. SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { afterEach, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { buildApp } from "../app.ts";
import { unavailableMessage } from "../plugins/errors.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";

/** The answer when a submission cannot be stored: the sales number as the repository holds it (nothing published). */
const UNAVAILABLE = unavailableMessage("en", company.phones.sales.display);

describe.each(DRIVERS)("persistence on %s", (driver) => {
  let db: TestDatabase;
  afterEach(async () => {
    await db?.cleanup();
  });

  it("keeps leads across a restart and migrates idempotently", async () => {
    db = await createTestDatabase(driver);
    const first = await buildApp(testConfig(db), { logger: false });
    const created = await first.inject({
      method: "POST",
      url: VALID.webInquiry.path,
      payload: VALID.webInquiry.body,
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await buildApp(testConfig(db), { logger: false });
    expect((await second.db.leads.get(created.json().id))?.data).toMatchObject({ subject: "AMC" });
    expect(await second.db.leads.count()).toBe(1);
    await second.close();
  });

  it("answers 503 with a readable message when the database is gone, and health says so", async () => {
    db = await createTestDatabase(driver);
    const app = await buildApp(testConfig(db), { logger: false });
    await app.db.close();
    const response = await app.inject({
      method: "POST",
      url: VALID.webInquiry.path,
      payload: VALID.webInquiry.body,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE });
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);
    await app.close();
  });
});

describe("PostgreSQL unreachable", () => {
  it("starts anyway, answers 503 on submissions and health, without internal details", async () => {
    const db = await createTestDatabase("sqlite");
    const app = await buildApp(
      testConfig(db, { DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" }),
      { logger: false },
    );
    const response = await app.inject({
      method: "POST",
      url: VALID.question.path,
      payload: VALID.question.body,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|secret|stack/);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);
    await app.close();
    await db.cleanup();
  });
});
