/**
 * Migration 6 on a database that already holds leads and their emails (SQLite rebuilds its outbox,
 * PostgreSQL alters it): every row keeps its id and content, ids go on from where they were, and a
 * message must belong to a lead or a ticket.
 */
import { expect } from "vitest";
import { newLead } from "../testing/fixtures.ts";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the ticket outbox migration", 6);

test("keeps every lead email with its id, goes on numbering after the last, and requires an owner", async (raw, repo) => {
  const old = newLead();
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'webInquiry', ?, ?)", [
    old.id,
    JSON.stringify(old.data),
    AT,
  ]);
  for (const recipient of ["company", "visitor", "visitor"]) {
    await raw.run(
      `INSERT INTO outbox (lead_id, recipient, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)`,
      [old.id, recipient, JSON.stringify({ to: "a@example.com", subject: recipient, text: "t" }), AT, AT],
    );
  }
  // The newest email was deleted: its id is not given out again.
  await raw.script("DELETE FROM outbox WHERE id = 3");

  await repo.migrate();
  const kept = await repo.outbox.claim(10, 60_000);
  expect(kept.map((item) => [item.id, item.leadId, item.ticketId, item.message.subject])).toEqual([
    ["1", old.id, null, "company"],
    ["2", old.id, null, "visitor"],
  ]);
  const next = newLead();
  await repo.leads.insert(next, [
    { recipient: "company", message: { to: "b@example.com", subject: "new", text: "t" } },
  ]);
  const [added] = await repo.outbox.claim(10, 60_000);
  expect(Number(added!.id)).toBeGreaterThan(3);
  await expect(
    raw.run(
      "INSERT INTO outbox (recipient, message, next_attempt_at, created_at) VALUES ('company', '{}', ?, ?)",
      ["2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ),
  ).rejects.toThrow();
});
