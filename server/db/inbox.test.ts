/** The inbox's list queries on both databases: filters, search, keyset pages, counts, purge. */
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DRIVERS } from "../testing/databases.ts";
import { newLead } from "../testing/fixtures.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import type { InboxFilter } from "./inbox.ts";
import type { NewLead } from "./leads.ts";
import { MIGRATIONS } from "./migrations.ts";
import { SqliteLeadRepository } from "./sqlite.ts";

const base = Date.parse("2026-03-01T06:00:00Z");
let counter = 0;

/** The n-th lead of a suite is "lead-00n", received n hours after `base`. */
function lead(kind: NewLead["kind"], data: Record<string, string>, flagged = false): NewLead {
  counter++;
  const id = `lead-${String(counter).padStart(3, "0")}`;
  return newLead({
    id,
    kind,
    data,
    createdAt: new Date(base + counter * 3_600_000),
    flagged,
  } as Partial<NewLead>);
}

describe.each(DRIVERS)("inbox store on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  let staffId: string;

  beforeAll(async () => {
    const { repo } = suite;
    counter = 0;
    staffId = (
      await repo.staff.addStaff(
        { email: "s@example.com", name: "S", role: "sales", passwordHash: "x" },
        new Date(),
      )
    ).id;
    const leads = [
      lead("webInquiry", {
        name: "Asha Patel",
        email: "asha@example.com",
        mobileNo: "9876543210",
        message: "Lift for Vesu",
      }),
      lead("appointment", {
        name: "Ravi Shah",
        email: "ravi@example.com",
        mobileNo: "9123456780",
        comments: "G+5",
      }),
      lead("question", {
        name: "Meera Joshi",
        email: "meera@example.com",
        questions: "100% stainless_steel?",
      }),
      lead("newsletter", { email: "news@example.com" }),
      lead(
        "webInquiry",
        { name: "Spam Bot", email: "bot@example.com", mobileNo: "9000000000", message: "x" },
        true,
      ),
      lead("webInquiry", {
        name: "ÄRGER Ümlaut",
        email: "u@example.com",
        mobileNo: "9111111111",
        message: "Großer Aufzug",
      }),
    ];
    for (const item of leads) await repo.leads.insert(item, []);
    await repo.inbox.updateLead(
      "lead-002",
      { status: "contacted" },
      { at: new Date(), userId: staffId, action: "status" },
    );
    await repo.inbox.updateLead(
      "lead-002",
      { assigneeId: staffId },
      { at: new Date(), userId: staffId, action: "assignee" },
    );
  });

  const ids = async (filter: Partial<InboxFilter>) =>
    (await suite.repo.inbox.listInbox({ limit: 50, ...filter })).map((item) => item.id);

  it("lists unflagged leads newest first, in keyset pages", async () => {
    expect(await ids({})).toEqual(["lead-006", "lead-004", "lead-003", "lead-002", "lead-001"]);
    const first = await suite.repo.inbox.listInbox({ limit: 2 });
    const last = first[1]!;
    expect(await ids({ limit: 2, before: { createdAt: last.createdAt, id: last.id } })).toEqual([
      "lead-003",
      "lead-002",
    ]);
  });

  it("filters by kind, status, assignee and received time", async () => {
    expect(await ids({ kind: "webInquiry" })).toEqual(["lead-006", "lead-001"]);
    expect(await ids({ status: "contacted" })).toEqual(["lead-002"]);
    expect(await ids({ status: "new", kind: "appointment" })).toEqual([]);
    expect(await ids({ assignee: staffId })).toEqual(["lead-002"]);
    expect(await ids({ assignee: "none" })).toEqual(["lead-006", "lead-004", "lead-003", "lead-001"]);
    const hour = (n: number) => new Date(base + n * 3_600_000);
    expect(await ids({ from: hour(2), to: hour(4) })).toEqual(["lead-003", "lead-002"]);
  });

  it("searches name, email, mobile and text as a case-insensitive substring", async () => {
    expect(await ids({ search: "patel" })).toEqual(["lead-001"]);
    expect(await ids({ search: "VESU" })).toEqual(["lead-001"]);
    expect(await ids({ search: "news@" })).toEqual(["lead-004"]);
    expect(await ids({ search: "+91 91234 56780" })).toEqual(["lead-002"]);
    expect(await ids({ search: "45678" })).toEqual(["lead-002"]);
    expect(await ids({ search: "g+" })).toEqual(["lead-002"]);
    expect(await ids({ search: "100%" })).toEqual(["lead-003"]);
    expect(await ids({ search: "_s" })).toEqual(["lead-003"]);
    expect(await ids({ search: 'a"b' })).toEqual([]);
    expect(await ids({ search: "ärger" })).toEqual(["lead-006"]);
    expect(await ids({ search: "spam" })).toEqual([]);
    expect(await ids({ search: "joshi", kind: "question", status: "new" })).toEqual(["lead-003"]);
  });

  it("counts unflagged leads per status", async () => {
    expect(await suite.repo.inbox.countByStatus()).toEqual({
      new: 4,
      contacted: 1,
      qualified: 0,
      won: 0,
      lost: 0,
    });
  });

  it("keeps the search and the counts in step when leads are purged", async () => {
    await suite.repo.leads.purgeBefore(new Date(base + 1.5 * 3_600_000));
    expect(await ids({ search: "patel" })).toEqual([]);
    expect(await ids({ search: "shah" })).toEqual(["lead-002"]);
    expect(await suite.repo.inbox.countByStatus()).toEqual({
      new: 3,
      contacted: 1,
      qualified: 0,
      won: 0,
      lost: 0,
    });
  });

  it("finds a term that thousands of leads contain, newest first", { timeout: 60_000 }, async () => {
    const many = Array.from({ length: 2100 }, (_, index) =>
      lead("webInquiry", { name: `Visitor ${index}`, email: `v${index}@example.com`, message: "Common ask" }),
    );
    for (let start = 0; start < many.length; start += 100) {
      await Promise.all(many.slice(start, start + 100).map((item) => suite.repo.leads.insert(item, [])));
    }
    const newest = many
      .slice(-3)
      .reverse()
      .map((item) => item.id);
    expect(await ids({ search: "common", limit: 3 })).toEqual(newest);
    expect(await ids({ search: "n a", limit: 3 })).toEqual(newest);
    expect(await ids({ search: "common", status: "contacted" })).toEqual([]);
    expect((await suite.repo.inbox.countByStatus()).new).toBe(2103);
  });
});

describe("upgrading a SQLite database that already holds leads", () => {
  it("indexes the existing leads for search and gives them the status new", async () => {
    const db = await createTestDatabase("sqlite");
    const file = path.join(db.dataDir, "leads.sqlite");
    const raw = new Database(file);
    raw.exec(MIGRATIONS[0]!.sqlite);
    raw.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    raw
      .prepare("INSERT INTO schema_migrations VALUES (1, 'leads and outbox', '2026-01-01T00:00:00.000Z')")
      .run();
    raw
      .prepare("INSERT INTO leads (id, kind, data, created_at, flagged) VALUES ('old', 'question', ?, ?, 0)")
      .run(JSON.stringify({ name: "Old Timer", email: "old@example.com" }), "2026-01-02T00:00:00.000Z");
    raw.close();
    const repo = new SqliteLeadRepository(file);
    try {
      await repo.migrate();
      expect(
        (await repo.inbox.listInbox({ search: "timer", limit: 5 })).map((item) => [item.id, item.status]),
      ).toEqual([["old", "new"]]);
    } finally {
      await repo.close();
      await db.cleanup();
    }
  });
});
