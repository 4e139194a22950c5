/** The service desk's storage, identical on SQLite and PostgreSQL. */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { serviceRequestSchema } from "../../contracts/service/schema.ts";
import { DRIVERS, testConfig } from "../testing/databases.ts";
import { VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import { createRepository } from "./index.ts";
import type { NewTicket } from "./tickets.ts";

let senders = 0;

function ticket(overrides: Partial<NewTicket> = {}): NewTicket {
  return {
    id: crypto.randomUUID(),
    tokenHash: crypto.randomBytes(32).toString("hex"),
    data: serviceRequestSchema.parse(VALID_SERVICE_REQUEST),
    locale: "gu",
    createdAt: new Date("2026-03-02T05:00:00Z"),
    sourcePage: "/gu/service",
    userAgent: "test",
    ipHash: `sender-${++senders}`,
    flagged: false,
    idempotencyKey: null,
    noticeVersion: "0123456789ab",
    noticeAt: new Date("2026-03-02T05:00:00Z"),
    ...overrides,
  };
}

describe.each(DRIVERS)("service tickets on %s", (driver) => {
  const suite = repositoryPerSuite(driver);

  it("stores a ticket at the customer's call, numbered in the company's year, found by its token's hash", async () => {
    const first = ticket({ createdAt: new Date("2025-06-01T10:00:00Z") });
    const result = await suite.repo.tickets.insert(first);
    expect(result).toEqual({
      outcome: "created",
      id: first.id,
      number: "SR-2025-00001",
      createdAt: first.createdAt,
    });
    const second = await suite.repo.tickets.insert(ticket({ createdAt: new Date("2025-06-01T11:00:00Z") }));
    expect(second).toMatchObject({ number: "SR-2025-00002" });
    // 19:00 UTC on 31 December is already 1 January in Surat.
    const newYear = await suite.repo.tickets.insert(ticket({ createdAt: new Date("2025-12-31T19:00:00Z") }));
    expect(newYear).toMatchObject({ number: "SR-2026-00001" });

    const stored = await suite.repo.tickets.findByTokenHash(first.tokenHash);
    expect(stored).toMatchObject({
      id: first.id,
      number: "SR-2025-00001",
      locale: "gu",
      step: "call",
      completedAt: null,
      engineer: null,
      plannedVisitAt: null,
      noticeVersion: "0123456789ab",
      noticeAt: first.noticeAt,
      data: { ...first.data, mobileNo: "9825012345" },
      steps: [{ step: "call", at: first.createdAt, userId: null }],
      pauses: [],
    });
    expect(await suite.repo.tickets.findByTokenHash("0".repeat(64))).toBeUndefined();
  });

  it("gives concurrent tickets distinct numbers", async () => {
    const createdAt = new Date("2024-02-01T06:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => suite.repo.tickets.insert(ticket({ createdAt }))),
    );
    const numbers = results.map((result) => (result.outcome === "created" ? result.number : ""));
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 12 }, (_, index) => `SR-2024-${String(index + 1).padStart(5, "0")}`),
    );
  });

  it("answers a sender's repeated Idempotency-Key with its first ticket; another sender's key is its own", async () => {
    const first = ticket({ idempotencyKey: "key-1" });
    const created = await suite.repo.tickets.insert(first);
    const again = await suite.repo.tickets.insert(ticket({ idempotencyKey: "key-1", ipHash: first.ipHash }));
    expect(again).toEqual({ ...created, outcome: "duplicate" });
    const other = await suite.repo.tickets.insert(ticket({ idempotencyKey: "key-1" }));
    expect(other.outcome).toBe("created");
  });

  it("refuses a sender's ticket beyond the rate limit", async () => {
    const ipHash = "busy-sender";
    const rateLimit = { max: 2, since: new Date("2026-03-02T04:50:00Z") };
    const outcomes = [];
    for (let index = 0; index < 3; index++)
      outcomes.push((await suite.repo.tickets.insert(ticket({ ipHash }), { rateLimit })).outcome);
    expect(outcomes).toEqual(["created", "created", "rate_limited"]);
    const later = { max: 2, since: new Date("2026-03-02T05:00:01Z") };
    expect((await suite.repo.tickets.insert(ticket({ ipHash }), { rateLimit: later })).outcome).toBe(
      "created",
    );
  });

  it("has the ticket stored when the insert resolves (another connection reads it)", async () => {
    const stored = ticket();
    await suite.repo.tickets.insert(stored);
    const other = createRepository(testConfig(suite.db));
    try {
      expect((await other.tickets.get(stored.id))?.tokenHash).toBe(stored.tokenHash);
    } finally {
      await other.close();
    }
  });

  it("moves a ticket one step at a time; of two moves from the same step only the first counts", async () => {
    const stored = ticket();
    await suite.repo.tickets.insert(stored);
    const at = new Date("2026-03-02T05:20:00Z");
    const moves = await Promise.all([
      suite.repo.tickets.move(stored.id, "call", "inform", null, at),
      suite.repo.tickets.move(stored.id, "call", "inform", null, at),
    ]);
    expect(moves.toSorted()).toEqual([false, true]);
    expect(await suite.repo.tickets.move(stored.id, "call", "visit", null, at)).toBe(false);
    const moved = await suite.repo.tickets.get(stored.id);
    expect(moved?.step).toBe("inform");
    expect(moved?.steps.map((step) => step.step)).toEqual(["call", "inform"]);
    expect(moved?.completedAt).toBeNull();
    for (const [from, to] of [
      ["inform", "visit"],
      ["visit", "work"],
      ["work", "meet"],
      ["meet", "complete"],
    ])
      expect(await suite.repo.tickets.move(stored.id, from!, to!, null, at)).toBe(true);
    expect((await suite.repo.tickets.get(stored.id))?.completedAt).toEqual(at);
  });

  it("sets and clears the engineer and planned visit", async () => {
    const stored = ticket();
    await suite.repo.tickets.insert(stored);
    const engineer = await suite.repo.staff.addStaff(
      { email: `engineer${senders}@example.com`, name: "Ramesh Patel", role: "service", passwordHash: "x" },
      new Date(),
    );
    const visit = new Date("2026-03-02T08:30:00Z");
    await suite.repo.tickets.assign(stored.id, engineer.id, visit);
    expect(await suite.repo.tickets.get(stored.id)).toMatchObject({
      engineer: { id: engineer.id, name: "Ramesh Patel" },
      plannedVisitAt: visit,
    });
    await suite.repo.tickets.assign(stored.id, null, null);
    expect(await suite.repo.tickets.get(stored.id)).toMatchObject({ engineer: null, plannedVisitAt: null });
  });

  it("counts a sender's tracking links that matched nothing, forgetting old ones", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 5, minute));
    for (const minute of [0, 1, 2])
      await suite.repo.tickets.recordTrackMiss("guesser", at(minute), at(minute - 10));
    expect(await suite.repo.tickets.countTrackMisses("guesser", at(0))).toBe(3);
    expect(await suite.repo.tickets.countTrackMisses("guesser", at(1))).toBe(2);
    expect(await suite.repo.tickets.countTrackMisses("someone-else", at(0))).toBe(0);
    await suite.repo.tickets.recordTrackMiss("guesser", at(20), at(10));
    expect(await suite.repo.tickets.countTrackMisses("guesser", at(0))).toBe(1);
  });
});
