/**
 * Durability with the real server process: a flood of concurrent submissions, SIGKILL in the
 * middle, restart: every submission that was answered 201 is in the database. And leads survive
 * a normal (SIGTERM) restart. SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createRepository } from "../db/index.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { type ServerProcess, startServer } from "../testing/server-process.ts";
import { freePort } from "../testing/smtp.ts";

describe.each(DRIVERS)("server process on %s", (driver) => {
  let db: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    server = undefined;
    await db?.cleanup();
    db = undefined;
  });

  it("keeps every acknowledged submission when killed mid-flood", { timeout: 90_000 }, async () => {
    db = await createTestDatabase(driver);
    const env = testEnv(db, { LOG_LEVEL: "warn" });
    const port = await freePort();
    server = await startServer(env, port);
    const url = `${server.url}${VALID.webInquiry.path}`;

    const acknowledged: string[] = [];
    let failed = 0;
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...VALID.webInquiry.body, subject: `flood ${n}-${i}` }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
          else failed++;
        } catch {
          failed++;
          if (server?.child.exitCode !== null || server?.child.signalCode !== null) return;
        }
      }
    };
    const flood = Array.from({ length: 24 }, (_, n) => worker(n));
    // Kill once a good number of submissions have been acknowledged, while many are in flight.
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    stop = true;
    await Promise.all(flood);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(failed).toBeGreaterThan(0); // requests were cut off mid-flight

    server = await startServer(env, port);
    const repo = createRepository(testConfig(db));
    try {
      const missing: string[] = [];
      for (const id of acknowledged) if (!(await repo.leads.get(id))) missing.push(id);
      expect(missing).toEqual([]);
      const stored = await repo.leads.count();
      expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await repo.close();
    }
    // The restarted server takes new submissions.
    const after = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(VALID.webInquiry.body),
    });
    expect(after.status).toBe(201);
  });

  it("keeps leads across a graceful restart", { timeout: 60_000 }, async () => {
    db = await createTestDatabase(driver);
    const env = testEnv(db, { LOG_LEVEL: "warn" });
    const port = await freePort();
    server = await startServer(env, port);
    const ids: string[] = [];
    for (const spec of Object.values(VALID)) {
      const response = await fetch(`${server.url}${spec.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(spec.body),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    server = await startServer(env, port);
    const repo = createRepository(testConfig(db));
    try {
      for (const id of ids) expect(await repo.leads.get(id)).toBeDefined();
      expect(await repo.leads.count()).toBe(ids.length);
    } finally {
      await repo.close();
    }
  });
});
