/**
 * `npm run leads -- backup <file>` while the server process takes a flood of submissions: the copy
 * opens, passes SQLite's integrity check, and holds whole transactions only (every lead with both
 * of its queued emails), at least every lead acknowledged before the backup began.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { type ReplicaSet, startReplicas } from "../testing/replicas.ts";

const exec = promisify(execFile);

describe("backup of the SQLite database", () => {
  let db: TestDatabase | undefined;
  let set: ReplicaSet | undefined;

  afterEach(async () => {
    await set?.stopAll();
    await db?.cleanup();
    set = db = undefined;
  });

  it("makes a consistent copy under write load while the server runs", { timeout: 60_000 }, async () => {
    db = await createTestDatabase("sqlite");
    const env = testEnv(db, { LOG_LEVEL: "warn" });
    set = await startReplicas(1, env);
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
  });
});
