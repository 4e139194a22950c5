/**
 * Two real server processes on one PostgreSQL database and one SMTP server on 127.0.0.1: a flood
 * spread over both with one replica SIGKILLed and restarted in the middle, the same
 * Idempotency-Key sent to both at once, the per-IP rate limit counted across replicas, and an
 * inbox session that holds on both and ends on both at sign-out.
 * Runs when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../inbox/passwords.ts";
import type { TestDatabase } from "../testing/databases.ts";
import {
  COMPANY_ADDRESS,
  inquiryFlood,
  leadsNotMailedOnce,
  mailingEnv,
  startedPerSuite,
  startedPerTest,
} from "../testing/fault-resources.ts";
import { VALID } from "../testing/fixtures.ts";
import { PASSWORD } from "../testing/inbox.ts";
import { mailsByLead, type ReplicaSet, subjectOf } from "../testing/replicas.ts";
import { waitFor } from "../testing/smtp.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)("two replicas on one PostgreSQL", () => {
  const started = startedPerTest();

  async function start(overrides: Record<string, string> = {}) {
    const db = await started.database("postgres");
    const smtp = await started.smtp();
    const env = mailingEnv(db, smtp, {
      // A killed replica's claimed notifications go to the other one after 30 s. A send may take
      // 10 s before it is abandoned: longer than the SMTP server is held below even on a loaded
      // machine, since a send abandoned while held would be delivered at release and again on retry.
      OUTBOX_LEASE_SECONDS: "30",
      OUTBOX_SEND_TIMEOUT_SECONDS: "10",
      OUTBOX_RETRY_SECONDS: "0.2",
      ...overrides,
    });
    const set = await started.replicas(2, env);
    return { db, smtp, set };
  }

  it("stores every acknowledged lead once and mails it once when a replica is killed mid-flood", {
    timeout: 120_000,
  }, async () => {
    const { db, smtp, set } = await start();
    const repo = started.repository(db);
    const CONCURRENCY = 16;
    let killedAt = -1;
    let restart: Promise<void> | undefined;
    let answeredByRestarted = 0;
    let answeredTotal = 0;
    const results = await set.flood({
      // At least 600, and on until the restarted replica has taken 100 (at most 3000).
      count: 3000,
      stopWhen: () => answeredTotal >= 600 && answeredByRestarted >= 100,
      concurrency: CONCURRENCY,
      ...inquiryFlood("flood"),
      retryRefused: true,
      async onAnswer(result, answered) {
        answeredTotal = answered;
        if (answered === 250) {
          // Mails the SMTP server has not yet answered are in flight when the replica dies: they
          // must be sent again by the other replica, and nothing already accepted may be repeated.
          smtp.hold();
          // Every mail the SMTP server accepted is recorded as sent before the kill: the test
          // speaks of mails in flight, not of a kill between "250" and the database write.
          await waitFor(
            async () => (await repo.outbox.stats()).sent >= smtp.received.length,
            20_000,
            "accepted mail recorded as sent",
          );
          expect(await set.kill(1)).toBe("SIGKILL");
          killedAt = answered;
          await smtp.release();
        }
        // The load balancer sends replica 1's share to replica 0 meanwhile; then it comes back.
        if (killedAt > 0 && !restart && answered >= killedAt + 100) restart = set.restart(1);
        if (restart && set.alive(1) && result.replica === 1 && result.outcome === 201) answeredByRestarted++;
      },
    });
    await restart;
    expect(killedAt).toBeGreaterThanOrEqual(250);

    const acknowledged = results.filter((result) => result.outcome === 201);
    const unexpected = results.filter((result) => result.outcome !== 201 && result.outcome !== "reset");
    expect(unexpected).toEqual([]);
    // Cut off by the kill: at most one request per sender in flight, plus one per sender that went
    // out on a kept-alive connection the kill had just closed.
    expect(acknowledged.length).toBeGreaterThanOrEqual(results.length - 2 * CONCURRENCY);
    expect(answeredByRestarted).toBeGreaterThanOrEqual(100);

    const stored = await repo.leads.list();
    const bySubject = new Map<string, number>();
    for (const lead of stored) {
      const subject = subjectOf(lead);
      bySubject.set(subject, (bySubject.get(subject) ?? 0) + 1);
    }
    // Stored exactly once: every acknowledged one, and nothing twice.
    expect([...bySubject.values()].filter((n) => n !== 1)).toEqual([]);
    const storedIds = new Set(stored.map((lead) => lead.id));
    expect(acknowledged.filter((result) => !storedIds.has(result.id!))).toEqual([]);

    await waitFor(async () => (await repo.outbox.stats()).pending === 0, 60_000, "the outbox to drain");
    expect(await repo.outbox.stats()).toEqual({ pending: 0, sent: stored.length * 2, dead: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leadsNotMailedOnce(stored, smtp.received)).toEqual([]);
    expect(mailsByLead(smtp.received, COMPANY_ADDRESS).size).toBe(stored.length);
  });

  describe("one pair of replicas for the short checks", () => {
    // Started once for the three tests below (a pair's start is most of each one's time): each test
    // uses client addresses, keys and accounts of its own.
    const shared = startedPerSuite();
    let db: TestDatabase;
    let set: ReplicaSet;
    beforeAll(async () => {
      db = await shared.database("postgres");
      const smtp = await shared.smtp();
      set = await shared.replicas(2, mailingEnv(db, smtp, { LEADS_RATE_LIMIT: "3" }));
    }, 120_000);

    it("stores one lead when both replicas get the same Idempotency-Key at once", async () => {
      const leads = shared.repository(db).leads;
      const before = await leads.count();
      for (let round = 0; round < 10; round++) {
        const key = `same-key-${round}`;
        const send = (replica: number) =>
          set.request(replica, VALID.appointment.path, {
            body: VALID.appointment.body,
            // A client address per round: two sends each, under the rate limit of three.
            headers: { "idempotency-key": key, "x-forwarded-for": `203.0.113.${100 + round}` },
          });
        const [first, second] = await Promise.all([send(0), send(1)]);
        expect([first.status, second.status]).toEqual([201, 201]);
        expect(first.body?.id).toBeTypeOf("string");
        expect(second.body?.id).toBe(first.body?.id);
      }
      expect(await leads.count()).toBe(before + 10);
    });

    it("counts the per-IP rate limit across replicas", async () => {
      const headers = { "x-forwarded-for": "203.0.113.7" };
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          set
            .request(index % 2, VALID.question.path, {
              body: { ...VALID.question.body, questions: `question ${index}` },
              headers,
            })
            .then((answer) => answer.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      // Another visitor is not affected.
      const other = await set.request(1, VALID.question.path, {
        body: VALID.question.body,
        headers: { "x-forwarded-for": "203.0.113.8" },
      });
      expect(other.status).toBe(201);
    });

    it("keeps an inbox session valid on both replicas and ends it on both at sign-out", async () => {
      const repo = shared.repository(db);
      await repo.migrate();
      await repo.staff.addStaff(
        {
          email: "sales@example.com",
          name: "Sales",
          role: "sales",
          passwordHash: await hashPassword(PASSWORD),
        },
        new Date(),
      );
      const signIn = await set.request(0, "/api/inbox/session", {
        body: { email: "sales@example.com", password: PASSWORD },
        headers: { "x-forwarded-for": "203.0.113.20" },
      });
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
      expect(cookie).toMatch(/=./);
      const leadsOn = (replica: number) => set.request(replica, "/api/inbox/leads", { headers: { cookie } });

      expect((await leadsOn(0)).status).toBe(200);
      expect((await leadsOn(1)).status).toBe(200);

      const signOut = await set.request(1, "/api/inbox/session", { method: "DELETE", headers: { cookie } });
      expect(signOut.status).toBe(204);
      expect((await leadsOn(0)).status).toBe(401);
      expect((await leadsOn(1)).status).toBe(401);
    });
  });
});
