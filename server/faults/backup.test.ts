/**
 * Backups as docs/deploy.md describes them, with its commands. SQLite: `npm run leads -- backup
 * <file>` while the server process takes a flood of submissions; the copy opens, passes SQLite's
 * integrity check, holds whole transactions only (every lead with both of its queued emails) and
 * at least every lead acknowledged before the backup began; restored, the server serves it.
 * PostgreSQL: pg_dump while the server runs, leads lost, pg_restore brings every one back.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../data-dir.ts";
import { cleanupAfterEach } from "../testing/cleanup.ts";
import { createTestDatabase, type Driver, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { startReplicas } from "../testing/replicas.ts";

const exec = promisify(execFile);
const track = cleanupAfterEach();

/** A fresh database and one server process on it. */
async function serverOn(driver: Driver) {
  const db = track(await createTestDatabase(driver), (db) => db.cleanup());
  const env = testEnv(db, { LOG_LEVEL: "warn" });
  const set = track(await startReplicas(1, env), (set) => set.stopAll());
  return { db, env, set };
}

describe("backup of the SQLite database", () => {
  it("makes a consistent copy under write load while the server runs", { timeout: 60_000 }, async () => {
    const { db, env, set } = await serverOn("sqlite");
    const file = path.join(db.dataDir, "copy", "leads-backup.sqlite");
    fs.mkdirSync(path.dirname(file));

    let acknowledgedBefore = -1;
    let backup: Promise<{ stdout: string }> | undefined;
    const backedUp = false;
    const results = await set.flood({
      // Writes go on until the backup is done (at most 2500).
      count: 2500,
      stopWhen: () => backedUp,
      concurrency: 8,
      path: VALID.webInquiry.path,
      body: (index) => ({ ...VALID.webInquiry.body, subject: `backup ${index}` }),
      onAnswer(_result, answered) {
        if (answered !== 200) return;
        acknowledgedBefore = answered;
        backup = exec("npm", ["run", "-s", "leads", "--", "backup", file], {
          env: { ...process.env, ...env },
        });
      },
    });
    const { stdout } = await backup!;
    expect(results.every((result) => result.outcome === 201)).toBe(true);
    expect(stdout).toMatch(/^Backed up \d+ lead\(s\) to .*leads-backup\.sqlite \(\d+ KiB, integrity ok\)\./);

    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const leads = copy.prepare("SELECT count(*) FROM leads").pluck().get() as number;
      expect(leads).toBeGreaterThanOrEqual(acknowledgedBefore);
      // Submissions were stored after the copy was taken: it was taken under load.
      expect(leads).toBeLessThan(results.length);
      expect(stdout).toContain(`Backed up ${leads} lead(s)`);
      const incomplete = copy
        .prepare(
          "SELECT count(*) FROM leads WHERE (SELECT count(*) FROM outbox WHERE outbox.lead_id = leads.id) <> 2",
        )
        .pluck()
        .get();
      expect(incomplete).toBe(0);
    } finally {
      copy.close();
    }

    // An existing file is never overwritten.
    const again = await exec("npm", ["run", "-s", "leads", "--", "backup", file], {
      env: { ...process.env, ...env },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 2, stderr: expect.stringContaining("already exists") });

    // Restore: stop the server, replace the database file, start it again.
    expect(await set.kill(0, "SIGTERM")).toBe(0);
    const live = path.join(db.dataDir, SQLITE_FILE);
    await exec("rm", ["-f", `${live}-wal`, `${live}-shm`]);
    await exec("cp", [file, live]);
    await set.restart(0);
    const listed = await exec("npm", ["run", "-s", "leads", "--", "list"], {
      env: { ...process.env, ...env },
    });
    expect(listed.stdout).toContain(`20 of ${/Backed up (\d+)/.exec(stdout)![1]} leads shown`);
    expect((await set.request(0, VALID.webInquiry.path, { body: VALID.webInquiry.body })).status).toBe(201);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("backup of the PostgreSQL database", () => {
  it("restores every lead from a pg_dump taken while the server runs", { timeout: 60_000 }, async () => {
    const { db, set } = await serverOn("postgres");
    for (let i = 0; i < 20; i++) {
      const answer = await set.request(0, VALID.question.path, {
        body: { ...VALID.question.body, questions: `question ${i}` },
      });
      expect(answer.status).toBe(201);
    }
    const url = db.databaseUrl!;
    // The test database is shared by many suites: dump only this suite's schema.
    const schema = /search_path=(\w+)/.exec(new URL(url).searchParams.get("options") ?? "")![1]!;
    const dump = path.join(db.dataDir, "urdhva.dump");
    await exec("pg_dump", ["--format=custom", `--file=${dump}`, `--schema=${schema}`, url]);

    expect(await set.kill(0, "SIGTERM")).toBe(0);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const count = async () => (await client.query("SELECT count(*)::int AS n FROM leads")).rows[0].n;
    try {
      await client.query("DELETE FROM leads");
      expect(await count()).toBe(0);
      await exec("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${url}`, dump]);
      expect(await count()).toBe(20);
      const outbox = await client.query("SELECT count(*)::int AS n FROM outbox");
      expect(outbox.rows[0].n).toBe(40);
    } finally {
      await client.end();
    }
    await set.restart(0);
    expect((await set.request(0, VALID.question.path, { body: VALID.question.body })).status).toBe(201);
  });
});
