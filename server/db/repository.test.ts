/** The repository contract, identical for SQLite and PostgreSQL. */
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { newLead } from "../testing/fixtures.ts";
import { createRepository } from "./index.ts";
import type { LeadRecord, NewLead } from "./leads.ts";
import type { LeadRepository } from "./repository.ts";

const QUESTION = {
  kind: "question",
  data: { name: "Asha", email: "a@example.com", generalQuestions: "General Questions", questions: "When?" },
} as const;

let subscribers = 0;

/** A lead; a newsletter one subscribes an address of its own (one address is one subscriber). */
function lead(overrides: Partial<LeadRecord> & { kind?: "newsletter" | "question" } = {}): NewLead {
  const { kind = "newsletter", ...record } = overrides;
  const kindAndFields =
    kind === "question" ? QUESTION : { kind, data: { email: `reader${++subscribers}@example.com` } };
  return newLead({ ...kindAndFields, ...record });
}

const message = (to: string) => ({ recipient: "company" as const, message: { to, subject: "s", text: "t" } });

describe.each(DRIVERS)("repository on %s", (driver) => {
  let db: TestDatabase;
  const open: LeadRepository[] = [];
  const repository = () => {
    const repo = createRepository(testConfig(db));
    open.push(repo);
    return repo;
  };

  afterEach(async () => {
    for (const repo of open.splice(0)) await repo.close();
    await db?.cleanup();
  });

  it("migrates idempotently, also from several connections at once", async () => {
    db = await createTestDatabase(driver);
    const repos = [repository(), repository(), repository()];
    await Promise.all(repos.map((repo) => repo.migrate()));
    await repos[0]!.migrate();
    const again = repository();
    await again.migrate();
    await again.ping();
    expect(await again.leads.count()).toBe(0);
  });

  it("round-trips a lead with its fields", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    const row: NewLead = {
      ...lead({ flagged: true, idempotencyKey: "k", locale: "gu", noticeVersion: "0123456789ab" }),
      kind: "question",
      data: { ...QUESTION.data, questions: "ગુજરાતી 😀" },
      noticeAt: new Date("2026-11-25T10:00:00.000Z"),
    };
    expect(await repo.leads.insert(row, [])).toEqual({
      outcome: "created",
      id: row.id,
      createdAt: row.createdAt,
    });
    const stored = { ...row, consentWithdrawnAt: null, erasedAt: null };
    expect(await repo.leads.get(row.id)).toEqual(stored);
    expect(await repo.leads.findByIdempotencyKey("question", row.ipHash, "k")).toEqual(stored);
    expect(await repo.leads.findByIdempotencyKey("newsletter", row.ipHash, "k")).toBeUndefined();
    // A key belongs to its sender.
    expect(await repo.leads.findByIdempotencyKey("question", "another-sender", "k")).toBeUndefined();
  });

  it("isolates a failing insert from concurrent ones (one transaction each, or one savepoint each)", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    const first = lead();
    await repo.leads.insert(first, []);
    const results = await Promise.allSettled([
      repo.leads.insert(lead(), [message("a@example.com")]),
      repo.leads.insert({ ...lead(), id: first.id }, [message("b@example.com")]), // primary key clash
      repo.leads.insert(lead(), [message("c@example.com")]),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await repo.leads.count()).toBe(3);
    expect((await repo.outbox.stats()).pending).toBe(2);
  });

  it("applies the rate limit and idempotency inside the insert", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    const rateLimit = { max: 2, since: new Date(Date.now() - 60_000) };
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await repo.leads.insert(lead(), [], { rateLimit })).outcome);
    expect(outcomes).toEqual(["created", "created", "rate_limited"]);
    // Other address, other kind: not limited. Older leads fall out of the window.
    expect((await repo.leads.insert(lead({ ipHash: "hash-2" }), [], { rateLimit })).outcome).toBe("created");
    expect((await repo.leads.insert(lead({ kind: "question" }), [], { rateLimit })).outcome).toBe("created");
    const later = { max: 2, since: new Date(Date.now() + 1000) };
    expect((await repo.leads.insert(lead(), [], { rateLimit: later })).outcome).toBe("created");

    const keyed = lead({ idempotencyKey: "same" });
    await repo.leads.insert(keyed, []);
    const repeat = await repo.leads.insert(lead({ idempotencyKey: "same" }), [message("x@example.com")]);
    expect(repeat).toEqual({ outcome: "duplicate", id: keyed.id, createdAt: keyed.createdAt });
    // The same key from another sender is that sender's own lead.
    const theirs = lead({ idempotencyKey: "same", ipHash: "hash-3" });
    expect(await repo.leads.insert(theirs, [])).toEqual({
      outcome: "created",
      id: theirs.id,
      createdAt: theirs.createdAt,
    });
  });

  it("lists with filters and keyset pages; export streams everything in order", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    const base = Date.parse("2026-01-01T00:00:00Z");
    const same = new Date(base + 5000);
    for (let i = 0; i < 12; i++) {
      // Several rows share a timestamp: the id breaks ties.
      const createdAt = i % 3 === 0 ? same : new Date(base + i * 1000);
      await repo.leads.insert(lead({ createdAt, kind: i % 2 ? "question" : "newsletter" }), []);
    }
    const all = await repo.leads.list();
    expect(all).toHaveLength(12);
    const exported = [];
    for await (const row of repo.leads.export({}, 5)) exported.push(row.id);
    expect(exported).toEqual(all.map((row) => row.id));
    const desc = await repo.leads.list({ order: "desc", limit: 4 });
    expect(desc.map((row) => row.id)).toEqual(
      all
        .slice(-4)
        .reverse()
        .map((row) => row.id),
    );
    expect(await repo.leads.count({ kind: "question" })).toBe(6);
    expect(await repo.leads.count({ since: new Date(base + 9000) })).toBe(2);
  });

  it("purges old leads with their outbox rows", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    await repo.leads.insert(lead({ createdAt: new Date("2020-01-01T00:00:00Z") }), [
      message("a@example.com"),
    ]);
    await repo.leads.insert(lead(), [message("b@example.com")]);
    expect(await repo.leads.purgeBefore(new Date("2024-01-01T00:00:00Z"))).toBe(1);
    expect(await repo.leads.count()).toBe(1);
    expect(await repo.outbox.stats()).toEqual({ pending: 1, sent: 0, dead: 0 });
  });

  it("leases claimed messages, retries at the given time, and gives up when told", async () => {
    db = await createTestDatabase(driver);
    const a = repository();
    const b = repository();
    await a.leads.insert(lead(), [message("1@example.com"), message("2@example.com")]);
    const claimed = await a.outbox.claim(10, 60_000);
    expect(claimed.map((item) => item.attempts)).toEqual([1, 1]);
    expect(await b.outbox.claim(10, 60_000)).toEqual([]); // leased

    await a.outbox.markSent(claimed[0]!.id);
    await a.outbox.markFailed(claimed[1]!.id, "down", new Date(Date.now() + 60_000));
    expect(await b.outbox.claim(10, 60_000)).toEqual([]); // not due yet
    await a.outbox.markFailed(claimed[1]!.id, "down", new Date(Date.now() - 1));
    const retried = await b.outbox.claim(10, 60_000);
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ attempts: 2, message: { to: "2@example.com" } });
    await b.outbox.markFailed(retried[0]!.id, "550 no such user", null);
    expect(await a.outbox.stats()).toEqual({ pending: 0, sent: 1, dead: 1 });

    // A released message is claimable at once and the attempt is not counted.
    await a.leads.insert(lead(), [message("4@example.com")]);
    const [held] = await a.outbox.claim(10, 60_000);
    await a.outbox.release(held!.id);
    expect(await b.outbox.claim(10, 60_000)).toMatchObject([{ id: held!.id, attempts: 1 }]);

    // An expired lease makes a message claimable again (a worker died mid-send).
    await a.leads.insert(lead(), [message("3@example.com")]);
    expect(await a.outbox.claim(10, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.outbox.claim(10, 60_000)).toHaveLength(1);
  });
});
