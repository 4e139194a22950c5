/**
 * A copy of the database opens no private page. With a lead, a service ticket and a privacy request
 * that each mail their person a link (some emails sent, some still queued), a SQLite backup (`leads
 * backup`) and a PostgreSQL dump (`pg_dump`) are restored into fresh databases; every string in
 * the copy that has the shape of a token (every window of 43 or 32 base64url characters) is tried
 * there as a privacy link and as a tracking link, and none opens anything, while the real links,
 * derived from the server's secret, do open the restored records. The SQLite copy is readable by its
 * owner only.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import { backupLeads } from "../../scripts/leads/backup.ts";
import { SQLITE_FILE } from "../data-dir.ts";
import { loadIpSalt } from "../leads/ip-hash.ts";
import { hashToken } from "../privacy/links.ts";
import { privacyToken, trackingToken } from "../privacy/personal-links.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { postLead, submitLead, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { appPerSuite } from "../testing/suites.ts";
import { createRepository } from "./index.ts";
import type { LeadRepository } from "./repository.ts";

/** Every window of `length` base64url characters in the text: whatever could be a token. */
function candidates(text: string, length: number): Set<string> {
  const found = new Set<string>();
  for (const run of text.match(/[A-Za-z0-9_-]+/g) ?? [])
    for (let start = 0; start + length <= run.length; start++) found.add(run.slice(start, start + length));
  return found;
}

/** The copy as text, and the database it was restored into. */
async function copyAndRestore(source: TestDatabase): Promise<{ text: string; restored: TestDatabase }> {
  const restored = await createTestDatabase(source.driver);
  if (source.driver === "sqlite") {
    const file = path.join(restored.dataDir, "backup.sqlite");
    const umask = process.umask(0o022);
    try {
      await backupLeads({ DATA_DIR: source.dataDir }, file);
    } finally {
      process.umask(umask);
    }
    // The copy holds everyone's data: its owner's alone.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.copyFileSync(file, path.join(restored.dataDir, SQLITE_FILE));
    return { text: fs.readFileSync(file).toString("latin1"), restored };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schemaOf = (db: TestDatabase) => decodeURIComponent(db.databaseUrl!).match(/search_path=(\w+)/)![1]!;
  const dump = execFileSync("pg_dump", ["--no-owner", "--no-privileges", "-n", schemaOf(source), base], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // Into the fresh database's own schema (made empty by createTestDatabase).
  const into = dump.replaceAll(schemaOf(source), schemaOf(restored)).replace(/^CREATE SCHEMA \w+;$/m, "");
  execFileSync("psql", ["-q", "-v", "ON_ERROR_STOP=1", base], {
    input: into,
    stdio: ["pipe", "ignore", "pipe"],
  });
  return { text: dump, restored };
}

/** What a string opens in `repo` as a privacy link or as a tracking link. */
async function opens(repo: LeadRepository, token: string): Promise<boolean> {
  const hash = hashToken(token);
  return (
    (await repo.privacy.findLink(hash)) !== undefined ||
    (await repo.tickets.findByTokenHash(hash)) !== undefined
  );
}

describe.each(DRIVERS)("a copy of the database on %s", (driver) => {
  const suite = appPerSuite(driver);

  it("holds no string that opens a tracking or a privacy page", async () => {
    const email = (who: string) => `${who}.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const leadId = await submitLead(suite.app, "question", { email: email("lead") });
    const ticket = await postLead(suite.app, SERVICE_API_PATH, {
      ...VALID_SERVICE_REQUEST,
      email: email("ticket"),
    });
    const request = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
      request: "see",
      name: "Copy Person",
      email: email("request"),
    });
    expect([ticket.statusCode, request.statusCode]).toEqual([201, 201]);
    // Half the emails went out: sent and queued ones alike are in the copy.
    const claimed = await suite.app.db.outbox.claim(500, 60_000);
    for (const [index, item] of claimed.entries())
      await (index % 2 ? suite.app.db.outbox.markSent(item.id) : suite.app.db.outbox.release(item.id));

    const { text, restored } = await copyAndRestore(suite.db);
    const repo = createRepository(testConfig(restored));
    try {
      await repo.migrate();
      const ticketId = (
        await repo.tickets.findByTokenHash(hashToken(ticket.json().trackPath.split("/").pop()))
      )?.id;
      expect(ticketId).toBeDefined();
      // The real links open the restored records: the copy is whole, and the check below can fail.
      const secret = loadIpSalt(suite.app.config.DATA_DIR, suite.app.config.LEADS_IP_SALT);
      for (const real of [
        privacyToken(secret, { lead: leadId }).token,
        privacyToken(secret, { ticket: ticketId! }).token,
        privacyToken(secret, { request: request.json().id }).token,
        trackingToken(secret, ticketId!),
      ])
        expect(await opens(repo, real)).toBe(true);

      const tried = [...candidates(text, 43), ...candidates(text, 32)];
      expect(tried.length).toBeGreaterThan(100);
      const opening: string[] = [];
      for (const token of tried) if (await opens(repo, token)) opening.push(token);
      expect(opening).toEqual([]);
    } finally {
      await repo.close();
      await restored.cleanup();
    }
  });
});
