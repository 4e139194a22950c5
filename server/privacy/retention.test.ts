/**
 * Retention by rule: two app instances (replicas) on one database ask at the same moment; one of
 * them removes exactly what is past its period, once, and logs it; the other does nothing.
 * SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { LAST_STEP } from "../../contracts/service/schema.ts";
import { buildApp } from "../app.ts";
import type { NewLead } from "../db/leads.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { newLead, newTicket, VALID } from "../testing/fixtures.ts";
import { monthsBefore, RetentionJob, retentionCutoffs } from "./retention.ts";

const NOW = new Date("2026-11-25T03:00:00.000Z");
const monthsAgo = (months: number, plusMs = 0) => new Date(monthsBefore(NOW, months).getTime() + plusMs);
const {
  leads: LEADS,
  audit: AUDIT,
  securityLogs: SECURITY,
  closedTickets: TICKETS,
} = company.privacy.retentionMonths;

function lead(kind: "webInquiry" | "newsletter", createdAt: Date, flagged = false): NewLead {
  const data =
    kind === "newsletter" ? { email: `${crypto.randomUUID()}@example.com` } : VALID.webInquiry.body;
  return newLead({ kind, data, createdAt, flagged } as Partial<NewLead>);
}

const mail = { recipient: "company" as const, message: { to: "sales@example.com", subject: "s", text: "t" } };

describe("monthsBefore", () => {
  it("counts calendar months and keeps to the target month's last day", () => {
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-25T03:00:00Z"), 24).toISOString()).toBe("2024-11-25T03:00:00.000Z");
  });
});

describe.each(DRIVERS)("the daily retention on %s", (driver) => {
  let db: TestDatabase;
  let replicas: FastifyInstance[];
  const kept: string[] = [];
  const removed: string[] = [];
  const keptTickets: string[] = [];
  const removedTickets: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    replicas = [
      await buildApp(testConfig(db), { logger: false }),
      await buildApp(testConfig(db), { logger: false }),
    ];
    const repo = replicas[0]!.db;
    const store = async (item: NewLead, list: string[]) => {
      await repo.leads.insert(item, [mail]);
      list.push(item.id);
    };
    await store(lead("webInquiry", monthsAgo(LEADS, -1)), removed);
    await store(lead("webInquiry", monthsAgo(LEADS, 1)), kept);
    await store(lead("newsletter", monthsAgo(LEADS + 12)), kept);
    await store(lead("newsletter", monthsAgo(LEADS, -1), true), removed);
    // Closed tickets count from their completion; an open ticket stays however old it is.
    const storeTicket = async (createdAt: Date, completedAt: Date | null, list: string[]) => {
      const item = newTicket({ createdAt });
      await repo.tickets.insert(item, { mail: () => [mail] });
      if (completedAt) await repo.tickets.move(item.id, "call", LAST_STEP, null, completedAt);
      list.push(item.id);
    };
    await storeTicket(monthsAgo(TICKETS + 1), monthsAgo(TICKETS, -1), removedTickets);
    await storeTicket(monthsAgo(TICKETS + 1), monthsAgo(TICKETS, 1), keptTickets);
    await storeTicket(monthsAgo(TICKETS + 6), null, keptTickets);
    const audit = repo.staff;
    await audit.recordAudit({ at: monthsAgo(AUDIT, -1), userId: null, action: "view", detail: "old view" });
    await audit.recordAudit({ at: monthsAgo(AUDIT, 1), userId: null, action: "view", detail: "recent view" });
    await audit.recordAudit({
      at: monthsAgo(SECURITY, -1),
      userId: null,
      action: "sign-in-failed",
      detail: "old",
    });
    await audit.recordAudit({
      at: monthsAgo(SECURITY, 1),
      userId: null,
      action: "sign-in-failed",
      detail: "new",
    });
    await audit.recordSignInFailure("old-key", monthsAgo(SECURITY, -1), monthsAgo(SECURITY, -2));
    await audit.recordSignInFailure("new-key", monthsAgo(SECURITY, 1), monthsAgo(SECURITY));
  });

  afterAll(async () => {
    for (const app of replicas ?? []) await app.close();
    await db?.cleanup();
  });

  it("is applied by one replica of two asking at once: exactly what is past its period", async () => {
    const reports = await Promise.all(replicas.map((app) => app.retention.runIfDue(NOW)));
    const ran = reports.filter((report) => report !== undefined);
    expect(ran).toEqual([
      {
        leads: 2,
        "closed tickets": 1,
        "audit events": 1,
        "sign-in records": 1,
        "sign-in failure counts": 1,
        "withdrawn subscriptions": 0,
        "privacy requests": 0,
      },
    ]);
    const repo = replicas[1]!.db;
    for (const id of removed) expect(await repo.leads.get(id)).toBeUndefined();
    for (const id of kept) expect(await repo.leads.get(id)).toBeDefined();
    expect(await repo.outbox.forLeads(removed)).toEqual([]);
    expect((await repo.outbox.forLeads(kept)).length).toBe(kept.length);
    for (const id of removedTickets) expect(await repo.tickets.get(id)).toBeUndefined();
    for (const id of keptTickets) expect(await repo.tickets.get(id)).toBeDefined();
    const ticketMail = await replicas[0]!.db.outbox.claim(100, 60_000);
    expect(
      ticketMail
        .filter((item) => item.ticketId !== null)
        .map((item) => item.ticketId)
        .sort(),
    ).toEqual([...keptTickets].sort());
    const details = (await repo.staff.listAudit({})).map((event) => event.detail).sort();
    expect(details).toEqual(["new", "recent view"]);
    const failures = await repo.staff.signInFailures(["old-key", "new-key"]);
    expect([...failures.keys()]).toEqual(["new-key"]);
  });

  it("runs once a day: not again the same day on either replica, then again a day later", async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await Promise.all(replicas.map((app) => app.retention.runIfDue(later)))).toEqual([
      undefined,
      undefined,
    ]);
    const nextDay = new Date(NOW.getTime() + 24 * 3_600_000);
    const reports = await Promise.all(replicas.map((app) => app.retention.runIfDue(nextDay)));
    expect(reports.filter((report) => report !== undefined)).toHaveLength(1);
  });

  it("logs what it removed", async () => {
    const lines: unknown[] = [];
    const job = new RetentionJob({
      repo: replicas[0]!.db,
      log: { info: (...args: unknown[]) => lines.push(args), error: () => undefined },
    });
    const inTwoDays = new Date(NOW.getTime() + 48 * 3_600_000);
    const report = await job.runIfDue(inTwoDays);
    expect(lines).toEqual([[{ removed: report }, "retention applied"]]);
    expect(Object.keys(retentionCutoffs(inTwoDays, company.privacy.retentionMonths))).toEqual(
      Object.keys(company.privacy.retentionMonths),
    );
  });
});
