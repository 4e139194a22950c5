import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../server/db/repository.ts";
import { mailProblems } from "./mail-status.ts";

const entry = (partial: Partial<OutboxEntry>): OutboxEntry => ({
  leadId: "lead",
  recipient: "company",
  status: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: new Date("2026-11-23T06:00:00Z"),
  ...partial,
});

describe("mailProblems", () => {
  it("names mail being retried and mail given up, and nothing else", () => {
    expect(mailProblems([entry({}), entry({ status: "sent", attempts: 1 })])).toEqual([]);
    expect(
      mailProblems([
        entry({ attempts: 3, lastError: "451 4.3.0 Mail server\n busy" }),
        entry({ recipient: "visitor", status: "dead", attempts: 1, lastError: "550 No such user" }),
      ]),
    ).toEqual([
      "    mail to company not sent yet (3 attempts, next try 23 Nov 2026, 11:30 am IST): 451 4.3.0 Mail server busy",
      "    mail to visitor FAILED after 1 attempt: 550 No such user",
    ]);
  });
});
