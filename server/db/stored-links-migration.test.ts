/**
 * Migration 16 on a database at migration 15 whose visitors' emails hold their links, as they were
 * stored before the tokens were derived: every token of a privacy or tracking link in an email to a
 * visitor is gone (sent, queued or given up), while the company's emails, which quote what the
 * visitor typed, and every other character of a message are kept.
 */
import crypto from "node:crypto";
import { expect } from "vitest";
import { AT, migrationTest } from "../testing/older-schema.ts";

const token = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");

const test = migrationTest("the stored links migration", 16);

test("removes every link's token from the visitors' emails and nothing else", async (raw, repo) => {
  const leadId = crypto.randomUUID();
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'webInquiry', '{}', ?)", [
    leadId,
    AT,
  ]);
  const privacy = token(32);
  const tracking = token(24);
  const visitor = {
    to: "meera@example.com",
    subject: "Ticket SR-2026-00001",
    text: `Track it: https://x.example/gu/track/${tracking}\n\nErase: https://x.example/gu/privacy/request/${privacy}\n"quoted"`,
    html: `<a href="https://x.example/privacy/request/${privacy}">link</a>`,
  };
  // The company's email quotes the visitor, who may have typed anything after a path.
  const typed = {
    to: "sales@example.com",
    subject: "New",
    text: `I saw /track/${token(24)} and /track/short"`,
  };
  const rows = [
    ["visitor", "sent", visitor],
    ["visitor", "pending", { ...visitor, text: `Erase: /privacy/request/${privacy}` }],
    ["visitor", "dead", { ...visitor, text: `/track/${tracking}` }],
    ["company", "pending", typed],
  ] as const;
  for (const [recipient, status, message] of rows)
    await raw.run(
      `INSERT INTO outbox (lead_id, recipient, message, status, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [leadId, recipient, JSON.stringify(message), status, AT, AT],
    );

  await repo.migrate();

  const after = await raw.all<{ recipient: string; message: unknown }>(
    "SELECT recipient, message FROM outbox ORDER BY id",
  );
  const messages = after.map((row) =>
    typeof row.message === "string" ? JSON.parse(row.message) : row.message,
  );
  expect(messages[0]).toEqual({
    ...visitor,
    text: visitor.text.replace(tracking, "(removed)").replace(privacy, "(removed)"),
    html: visitor.html.replace(privacy, "(removed)"),
  });
  expect(messages[1].text).toBe("Erase: /privacy/request/(removed)");
  expect(messages[2].text).toBe("/track/(removed)");
  expect(messages[3]).toEqual(typed);
  const dump = JSON.stringify(messages.slice(0, 3));
  expect(dump).not.toContain(privacy);
  expect(dump).not.toContain(tracking);
});
