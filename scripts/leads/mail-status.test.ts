import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../server/db/outbox.ts";
import { mailNotSent } from "./mail-status.ts";

const entry = (partial: Partial<OutboxEntry>): OutboxEntry => ({
  leadId: "lead",
  recipient: "company",
  status: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: new Date("2026-11-23T06:00:00Z"),
  ...partial,
});

describe("mailNotSent", () => {
  it("names mail queued and never tried, mail being retried and mail given up; nothing for mail sent", async () => {
    expect(mailNotSent([entry({ status: "sent", attempts: 1 })])).toEqual([]);
    expect(
      mailNotSent([
        entry({ recipient: "visitor" }),
        entry({ attempts: 3, lastError: "451 4.3.0 Mail server\n busy" }),
        entry({ attempts: 1 }),
        entry({ recipient: "visitor", status: "dead", attempts: 1, lastError: "550 No such user" }),
      ]),
    ).toEqual([
      "    mail to visitor queued, not sent yet (no attempt yet; is SMTP_URL set?)",
      "    mail to company not sent yet (3 attempts, next try 23 Nov 2026, 11:30 am IST): 451 4.3.0 Mail server busy",
      "    mail to company not sent yet (1 attempt, next try 23 Nov 2026, 11:30 am IST): no answer",
      "    mail to visitor FAILED after 1 attempt: 550 No such user",
    ]);
  });
});
