/**
 * Erasure leaves no bytes behind. A person's lead (with a staff note, its search entry and its
 * emails, sent), their service ticket and their privacy request are erased by their personal link;
 * once the confirmation has gone out, SQLite's database file and its write-ahead log, read as bytes,
 * hold none of their name, mobile, email or message. On PostgreSQL a dump holds none of it either,
 * and every table that held it is vacuumed soon after (docs/privacy.md says what that guarantees).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import { SQLITE_FILE } from "../data-dir.ts";
import { PERSONAL_TABLES } from "../db/sql.ts";
import { DRIVERS } from "../testing/databases.ts";
import { dumpDatabase } from "../testing/dump.ts";
import { postLead, submitLead, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF } from "../testing/inbox.ts";
import { openRaw } from "../testing/older-schema.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { PrivacyRequests } from "./requests.ts";

const PERSON = {
  name: "Zenobia Quarterhouse",
  mobileNo: "9812340987",
  email: "zenobia.quarterhouse@example.com",
  message: "Our lift at Vesu Heights rattles near the ninth floor",
};
/** What must not be left anywhere: each as the person typed it and as the search index folds it. */
const TRACES = [
  "Zenobia",
  "Quarterhouse",
  "quarterhouse",
  PERSON.mobileNo,
  "98123 40987",
  PERSON.email,
  "Vesu Heights",
  "ninth floor",
];

describe.each(DRIVERS)("erasure leaves no bytes behind on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const requests = () => new PrivacyRequests({ repo: suite.app.db, log: { info: () => undefined } });

  /** Sends every queued email, as the worker would; the token of the lead's privacy link. */
  async function sendAll(leadId?: string): Promise<string | undefined> {
    const sent = await claimAsSent(suite.app, 500, 60_000);
    for (const item of sent) await suite.app.db.outbox.markSent(item.id);
    const ack = sent.find((item) => item.leadId === leadId && item.recipient === "visitor");
    return /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(ack?.message.text ?? "")?.[1];
  }

  /** Stores the person's lead (with a note), ticket and privacy request, sends their emails; their link. */
  async function storePerson(): Promise<string> {
    const leadId = await submitLead(suite.app, "webInquiry", {
      ...PERSON,
      subject: "Rattle at Vesu Heights",
    });
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[0].email);
    await suite.app.db.inbox.addNote(
      leadId,
      staff!.id,
      `Called ${PERSON.name} on ${PERSON.mobileNo}`,
      new Date(),
    );
    const ticket = await postLead(suite.app, SERVICE_API_PATH, {
      ...VALID_SERVICE_REQUEST,
      name: PERSON.name,
      mobileNo: PERSON.mobileNo,
      email: PERSON.email,
      building: "Vesu Heights",
    });
    expect(ticket.statusCode).toBe(201);
    const request = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
      request: "see",
      name: PERSON.name,
      email: PERSON.email,
      message: PERSON.message,
    });
    expect(request.statusCode).toBe(201);
    // Their emails went out, so older versions of those rows were written too.
    const token = await sendAll(leadId);
    expect(token).toBeDefined();
    return token!;
  }

  /** The SQLite database file and its write-ahead log, as one string of their bytes. */
  function sqliteBytes(): string {
    const file = path.join(suite.db.dataDir, SQLITE_FILE);
    return [file, `${file}-wal`]
      .filter((name) => fs.existsSync(name))
      .map((name) => fs.readFileSync(name).toString("latin1"))
      .join("\n");
  }

  it("erases by the person's link and then reads the database's files", async () => {
    const token = await storePerson();
    const erasedAt = new Date();
    expect(await requests().erase(token)).toBeDefined();
    await sendAll(); // the confirmation; its content is erased once it is sent

    const dump = await dumpDatabase(suite.db);
    for (const trace of TRACES) expect(dump, trace).not.toContain(trace);

    if (driver === "sqlite") {
      const bytes = sqliteBytes();
      expect(bytes.length).toBeGreaterThan(0);
      for (const trace of TRACES) expect(bytes.includes(trace), trace).toBe(false);
      return;
    }
    // PostgreSQL: every table that held the person's data is vacuumed, soon after.
    const raw = await openRaw(suite.db);
    try {
      const deadline = Date.now() + 20_000;
      let vacuumed: string[] = [];
      while (Date.now() < deadline) {
        const rows = await raw.all<{ relname: string }>(
          `SELECT relname FROM pg_stat_user_tables
           WHERE relname IN (${PERSONAL_TABLES.map((table) => `'${table}'`).join(", ")})
             AND greatest(last_vacuum, last_autovacuum) >= ?`,
          [erasedAt],
        );
        vacuumed = rows.map((row) => row.relname).sort();
        if (vacuumed.length === PERSONAL_TABLES.length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(vacuumed).toEqual([...PERSONAL_TABLES].sort());
    } finally {
      await raw.close();
    }
  });

  it.runIf(driver === "sqlite")(
    "does not wait for another process reading the file, and empties the log once it is done",
    async () => {
      const token = await storePerson();
      // The leads command or a backup reading the file at that moment, in a transaction of its own.
      const reader = new Database(path.join(suite.db.dataDir, SQLITE_FILE), { readonly: true });
      reader.exec("BEGIN");
      reader.prepare("SELECT count(*) FROM leads").get();
      const started = Date.now();
      try {
        expect(await requests().erase(token)).toBeDefined();
        await sendAll();
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        reader.exec("COMMIT");
        reader.close();
      }
      const deadline = Date.now() + 10_000;
      let left = TRACES.filter((trace) => sqliteBytes().includes(trace));
      while (left.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        left = TRACES.filter((trace) => sqliteBytes().includes(trace));
      }
      expect(left).toEqual([]);
    },
  );
});
