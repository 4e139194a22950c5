/**
 * The service desk under faults, with real server processes: tickets reported while the SMTP
 * server is down are accepted at once and, once it is back, each of their emails (the company's
 * notification, the acknowledgement, the step email) arrives exactly once; two replicas on one
 * PostgreSQL give concurrent tickets distinct numbers, of two moves of the same ticket at once
 * exactly one is made, and every email goes out exactly once.
 */
import { describe, expect, it } from "vitest";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import type { LeadRepository } from "../db/repository.ts";
import { hashToken } from "../privacy/links.ts";
import { moveTicketWithMail, ticketMailSettings } from "../service/ticket-mail.ts";
import { testConfig } from "../testing/databases.ts";
import { COMPANY_ADDRESS, mailingEnv, startedPerTest } from "../testing/fault-resources.ts";
import { VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import type { ReplicaSet } from "../testing/replicas.ts";
import { type ReceivedMail, startSmtp, waitFor } from "../testing/smtp.ts";
import { startFaultySmtp } from "../testing/smtp-faults.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** Reports ticket `index` through `replica`; its number and id. */
async function report(set: ReplicaSet, repo: LeadRepository, replica: number, index: number) {
  const answer = await set.request(replica, SERVICE_API_PATH, {
    body: { ...VALID_SERVICE_REQUEST, email: `customer${index}@example.com` },
    headers: { "x-forwarded-for": `10.2.${index >> 8}.${index & 255}` },
  });
  expect(answer.status).toBe(201);
  const trackPath = String(answer.body?.trackPath);
  const ticket = await repo.tickets.findByTokenHash(hashToken(trackPath.split("/").pop()!));
  return { number: String(answer.body?.ticket), id: ticket!.id };
}

/** The emails received per ticket (X-Ticket-Id): to the company, and to the customer. */
function mailsByTicket(received: readonly ReceivedMail[]) {
  const byTicket = new Map<string, { company: number; customer: number }>();
  for (const mail of received) {
    const id = mail.headers["x-ticket-id"];
    if (!id) continue;
    const counts = byTicket.get(id) ?? { company: 0, customer: 0 };
    if (mail.to.includes(COMPANY_ADDRESS)) counts.company++;
    else counts.customer++;
    byTicket.set(id, counts);
  }
  return byTicket;
}

describe("the service desk under faults", () => {
  const started = startedPerTest();

  it("accepts tickets while SMTP is down and sends each of their emails once when it is back", {
    timeout: 60_000,
  }, async () => {
    const db = await started.database("sqlite");
    const faulty = started.track(await startFaultySmtp("down"), (smtp) => smtp.close());
    const set = await started.replicas(
      1,
      mailingEnv(db, faulty, {
        OUTBOX_SEND_TIMEOUT_SECONDS: "2",
        OUTBOX_LEASE_SECONDS: "6",
        OUTBOX_RETRY_SECONDS: "0.25",
      }),
    );
    const repo = started.repository(db);
    const TICKETS = 3;
    const moment = performance.now();
    const tickets = [];
    for (let index = 0; index < TICKETS; index++) tickets.push(await report(set, repo, 0, index));
    expect(performance.now() - moment).toBeLessThan(TICKETS * 500);
    // Staff move each ticket on while the mail server is still down (as the inbox does).
    const settings = ticketMailSettings(testConfig(db));
    for (const { id } of tickets) {
      const move = { id, from: "call", to: "inform", userId: null, at: new Date() };
      expect(await moveTicketWithMail(repo, settings, move)).toBe(true);
    }
    // Each email queued, and retried in vain for a while (0.25 s, 0.5 s, 1 s...).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await repo.outbox.stats()).toEqual({ pending: TICKETS * 3, sent: 0, dead: 0 });

    await faulty.close();
    const smtp = started.track(await startSmtp({ port: faulty.port }), (smtp) => smtp.close());
    await waitFor(async () => (await repo.outbox.stats()).sent === TICKETS * 3, 20_000, "every email sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outboxIds = smtp.received.map((mail) => mail.headers["x-outbox-id"]);
    expect(new Set(outboxIds).size).toBe(TICKETS * 3);
    expect(outboxIds).toHaveLength(TICKETS * 3);
    const byTicket = mailsByTicket(smtp.received);
    for (const { id } of tickets) expect(byTicket.get(id)).toEqual({ company: 1, customer: 2 });
    await set.stopAll();
  });

  it.skipIf(!postgres)(
    "gives concurrent tickets on two replicas distinct numbers, makes one of two moves at once and mails each once",
    { timeout: 120_000 },
    async () => {
      const db = await started.database("postgres");
      const smtp = await started.smtp();
      const set = await started.replicas(2, mailingEnv(db, smtp, { OUTBOX_RETRY_SECONDS: "0.2" }));
      const repo = started.repository(db);
      const other = started.repository(db);
      const TICKETS = 40;
      const tickets = await Promise.all(
        Array.from({ length: TICKETS }, (_, index) => report(set, repo, index % 2, index)),
      );
      expect(new Set(tickets.map((ticket) => ticket.number)).size).toBe(TICKETS);
      expect(new Set(tickets.map((ticket) => ticket.id)).size).toBe(TICKETS);

      // Two staff members move every ticket at the same moment, each through another connection pool.
      const settings = ticketMailSettings(testConfig(db));
      const moves = await Promise.all(
        tickets.map(async ({ id }) => {
          const move = { id, from: "call", to: "inform", userId: null, at: new Date() };
          const made = await Promise.all([
            moveTicketWithMail(repo, settings, move),
            moveTicketWithMail(other, settings, move),
          ]);
          return made.filter(Boolean).length;
        }),
      );
      expect(moves.filter((made) => made !== 1)).toEqual([]);
      for (const { id } of tickets) {
        expect((await repo.tickets.get(id))?.steps.map((step) => step.step)).toEqual(["call", "inform"]);
      }

      await waitFor(async () => (await repo.outbox.stats()).pending === 0, 60_000, "the outbox to drain");
      expect(await repo.outbox.stats()).toEqual({ pending: 0, sent: TICKETS * 3, dead: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const byTicket = mailsByTicket(smtp.received);
      const notOnce = tickets.filter(
        ({ id }) => byTicket.get(id)?.company !== 1 || byTicket.get(id)?.customer !== 2,
      );
      expect(notOnce).toEqual([]);
      await set.stopAll();
    },
  );
});
