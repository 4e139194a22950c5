/**
 * Migration 9 on a database at migration 8 that holds queued, sent and given-up emails of leads and
 * service tickets (SQLite rebuilds its outbox again, PostgreSQL replaces the owner constraint):
 * every row keeps its id, owner, status and content, ids go on from where they were, a privacy
 * request's emails are queued and claimed with their owner, and a message belongs to exactly one
 * of a lead, a ticket and a privacy request.
 */
import crypto from "node:crypto";
import { expect } from "vitest";
import { VALID } from "../testing/fixtures.ts";
import { AT, migrationTest } from "../testing/older-schema.ts";
import type { NewPrivacyRequest } from "./privacy-requests.ts";

const test = migrationTest("the privacy request outbox migration", 9);

test("keeps every queued, sent and given-up email of leads and tickets, and requires exactly one owner", async (raw, repo) => {
  const leadId = crypto.randomUUID();
  const ticketId = crypto.randomUUID();
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'webInquiry', ?, ?)", [
    leadId,
    JSON.stringify(VALID.webInquiry.body),
    AT,
  ]);
  await raw.run(
    `INSERT INTO service_tickets (id, number, token_hash, data, problem, locale, step, created_at)
         VALUES (?, 'SR-2026-0001', 'hash', '{}', 'breakdown', 'gu', 'call', ?)`,
    [ticketId, AT],
  );
  const rows: [owner: "lead_id" | "ticket_id", status: string, subject: string][] = [
    ["lead_id", "pending", "lead to company"],
    ["lead_id", "sent", "lead to visitor"],
    ["ticket_id", "pending", "ticket to customer"],
    ["ticket_id", "dead", "ticket to company"],
    ["lead_id", "pending", "deleted later"],
  ];
  for (const [owner, status, subject] of rows) {
    await raw.run(
      `INSERT INTO outbox (${owner}, recipient, message, status, next_attempt_at, created_at)
           VALUES (?, 'company', ?, ?, ?, ?)`,
      [
        owner === "lead_id" ? leadId : ticketId,
        JSON.stringify({ to: "a@example.com", subject, text: "t" }),
        status,
        AT,
        AT,
      ],
    );
  }
  // The newest email was deleted: its id is not given out again.
  await raw.script("DELETE FROM outbox WHERE id = 5");
  const before = await raw.all("SELECT * FROM outbox ORDER BY id");

  await repo.migrate();
  const after = await raw.all<Record<string, unknown>>("SELECT * FROM outbox ORDER BY id");
  expect(after.map(({ privacy_request_id, ...rest }) => rest)).toEqual(before);
  expect(after.map((row) => row.privacy_request_id)).toEqual([null, null, null, null]);
  const queued = await repo.outbox.claim(10, 60_000);
  expect(
    queued.map((item) => [item.id, item.leadId, item.ticketId, item.privacyRequestId, item.message.subject]),
  ).toEqual([
    ["1", leadId, null, null, "lead to company"],
    ["3", null, ticketId, null, "ticket to customer"],
  ]);

  const request: NewPrivacyRequest = {
    id: crypto.randomUUID(),
    data: {
      request: "see",
      name: "Asha Patel",
      mobileNo: "9825012345",
      email: "",
      correction: "",
      message: "",
    },
    locale: "gu",
    noticeVersion: null,
    receivedAt: new Date(),
    deadlineAt: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000),
    sourcePage: "/gu/privacy",
    userAgent: null,
    ipHash: "sender",
    flagged: false,
    idempotencyKey: null,
    privacyTokenHash: null,
  };
  const message = { to: "privacy@example.com", subject: "request", text: "t" };
  expect(await repo.privacyRequests.insert(request, [{ recipient: "company", message }])).toMatchObject({
    outcome: "created",
  });
  const [added] = await repo.outbox.claim(10, 60_000);
  expect(added).toMatchObject({ leadId: null, ticketId: null, privacyRequestId: request.id });
  expect(Number(added!.id)).toBeGreaterThan(5);

  const owned = (columns: string, values: (string | null)[]) =>
    raw.run(
      `INSERT INTO outbox (${columns}, recipient, message, next_attempt_at, created_at)
           VALUES (${values.map(() => "?").join(", ")}, 'company', '{}', ?, ?)`,
      [...values, AT, AT],
    );
  await expect(owned("lead_id", [null])).rejects.toThrow();
  await expect(owned("lead_id, ticket_id", [leadId, ticketId])).rejects.toThrow();
  await expect(owned("lead_id, privacy_request_id", [leadId, request.id])).rejects.toThrow();
  await expect(owned("ticket_id, privacy_request_id", [ticketId, request.id])).rejects.toThrow();
  await owned("privacy_request_id", [request.id]);
  // Deleting the request deletes its emails, as a lead's and a ticket's.
  await raw.run("DELETE FROM privacy_requests WHERE id = ?", [request.id]);
  expect(await raw.all("SELECT id FROM outbox WHERE privacy_request_id IS NOT NULL")).toEqual([]);
});
