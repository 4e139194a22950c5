/**
 * A deploy's SIGTERM during a flood: the replica stops accepting, answers what reached it, gives
 * back its claimed notifications and exits 0 within 10 s. No acknowledged lead is lost, nothing that
 * was refused is stored, and no email goes out twice. Two replicas share the load (a refused
 * connection goes to the other, as a load balancer does), on one PostgreSQL or on one SQLite file
 * (as during a deploy on a single host, where old and new version overlap).
 */
import { describe, expect, it } from "vitest";
import { createRepository } from "../db/index.ts";
import { cleanupAfterEach } from "../testing/cleanup.ts";
import { createTestDatabase, DRIVERS, testConfig, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { mailsByLead, startReplicas, subjectOf } from "../testing/replicas.ts";
import { startSmtp, waitFor } from "../testing/smtp.ts";

const NOTIFY_TO = "sales-team@example.com";

describe.each(DRIVERS)("SIGTERM during a flood on %s", (driver) => {
  const track = cleanupAfterEach();

  it("loses no acknowledged lead, stores nothing refused and mails nothing twice", {
    timeout: 120_000,
  }, async () => {
    const db = track(await createTestDatabase(driver), (db) => db.cleanup());
    // Slow enough that mails are in flight when the signal comes.
    const smtp = track(await startSmtp({ delayMs: 20 }), (smtp) => smtp.close());
    const env = testEnv(db, {
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: NOTIFY_TO,
      LOG_LEVEL: "warn",
      // The default lease (2 minutes): the queue drains in time only if the leases are given back.
      OUTBOX_LEASE_SECONDS: "120",
    });
    const stopped = 1;
    const running = track(await startReplicas(2, env), (set) => set.stopAll());

    let exit: Promise<{ code: number | string; ms: number }> | undefined;
    const results = await running.flood({
      count: 400,
      concurrency: 8,
      path: VALID.webInquiry.path,
      body: (index) => ({
        ...VALID.webInquiry.body,
        email: `visitor${index}@example.com`,
        subject: `term ${index}`,
      }),
      headers: (index) => ({ "x-forwarded-for": `10.2.${index >> 8}.${index & 255}` }),
      retryRefused: true,
      onAnswer(_result, answered) {
        if (answered !== 150) return;
        const signalled = performance.now();
        exit = running.kill(stopped, "SIGTERM").then((code) => ({ code, ms: performance.now() - signalled }));
      },
    });
    const { code, ms } = await exit!;
    expect(code, running.output(stopped)).toBe(0);
    expect(ms).toBeLessThan(10_000);

    const acknowledged = results.filter((result) => result.outcome === 201);
    const other = results.filter((result) => result.outcome !== 201);
    // Only connections that never reached a server fail (a request may race a connection the
    // server was closing while idle); nothing gets an error answer.
    expect(other.filter((result) => typeof result.outcome === "number")).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const repo = createRepository(testConfig(db));
    try {
      const stored = await repo.listLeads();
      const storedIds = new Set(stored.map((lead) => lead.id));
      const subjects = new Set(stored.map((lead) => subjectOf(lead)));
      expect(acknowledged.filter((result) => !storedIds.has(result.id!))).toEqual([]);
      expect(other.filter((result) => subjects.has(`term ${result.index}`))).toEqual([]);
      expect(stored).toHaveLength(acknowledged.length);

      await waitFor(async () => (await repo.outboxStats()).pending === 0, 30_000, "the outbox to drain");
      expect(await repo.outboxStats()).toEqual({ pending: 0, sent: stored.length * 2, dead: 0 });
      const mails = mailsByLead(smtp.received, NOTIFY_TO);
      const wrong = stored
        .map((lead) => ({ id: lead.id, ...(mails.get(lead.id) ?? { company: 0, visitor: 0 }) }))
        .filter((counts) => counts.company !== 1 || counts.visitor !== 1);
      expect(wrong).toEqual([]);
    } finally {
      await repo.close();
    }
  });
});
