/**
 * A deploy's SIGTERM during a flood: the replica stops accepting, answers what reached it, gives
 * back its claimed notifications and exits 0 within 10 s. No acknowledged lead is lost, nothing that
 * was refused is stored, and no email goes out twice. Two replicas share the load (a refused
 * connection goes to the other, as a load balancer does), on one PostgreSQL or on one SQLite file
 * (as during a deploy on a single host, where old and new version overlap).
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { inquiryFlood, leadsNotMailedOnce, mailingEnv, startedPerTest } from "../testing/fault-resources.ts";
import { subjectOf } from "../testing/replicas.ts";
import { waitFor } from "../testing/smtp.ts";

describe.each(DRIVERS)("SIGTERM during a flood on %s", (driver) => {
  const started = startedPerTest();

  it("loses no acknowledged lead, stores nothing refused and mails nothing twice", {
    timeout: 120_000,
  }, async () => {
    const db = await started.database(driver);
    // Slow enough that mails are in flight when the signal comes.
    const smtp = await started.smtp({ delayMs: 20 });
    const env = mailingEnv(db, smtp, {
      // The default lease (2 minutes): the queue drains in time only if the leases are given back.
      OUTBOX_LEASE_SECONDS: "120",
    });
    const stopped = 1;
    const running = await started.replicas(2, env);

    let exit: Promise<{ code: number | string; ms: number }> | undefined;
    const results = await running.flood({
      count: 400,
      concurrency: 8,
      ...inquiryFlood("term"),
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

    const repo = started.repository(db);
    const stored = await repo.leads.list();
    const storedIds = new Set(stored.map((lead) => lead.id));
    const subjects = new Set(stored.map((lead) => subjectOf(lead)));
    expect(acknowledged.filter((result) => !storedIds.has(result.id!))).toEqual([]);
    expect(other.filter((result) => subjects.has(`term ${result.index}`))).toEqual([]);
    expect(stored).toHaveLength(acknowledged.length);

    await waitFor(async () => (await repo.outbox.stats()).pending === 0, 30_000, "the outbox to drain");
    expect(await repo.outbox.stats()).toEqual({ pending: 0, sent: stored.length * 2, dead: 0 });
    expect(leadsNotMailedOnce(stored, smtp.received)).toEqual([]);
  });
});
