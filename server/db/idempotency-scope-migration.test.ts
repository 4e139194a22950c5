/**
 * Migration 17 on a database at migration 16 whose leads hold Idempotency-Keys as sent: each key
 * becomes its sender's (scoped by the lead's IP hash), so the sender's repeat still finds its lead
 * and another sender with the same key stores its own.
 */
import crypto from "node:crypto";
import { expect } from "vitest";
import { newLead, VALID } from "../testing/fixtures.ts";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the Idempotency-Key scope migration", 17);

test("scopes the keys already stored to their senders", async (raw, repo) => {
  const first = crypto.randomUUID();
  const erased = crypto.randomUUID();
  await raw.run(
    "INSERT INTO leads (id, kind, data, created_at, ip_hash, idempotency_key) VALUES (?, 'question', ?, ?, ?, ?)",
    [first, JSON.stringify(VALID.question.body), AT, "sender-a", "key-1"],
  );
  // An erased lead keeps neither its IP hash nor its key.
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'question', '{}', ?)", [
    erased,
    AT,
  ]);
  await repo.migrate();
  const stored = await raw.all<{ id: string; idempotency_key: string | null }>(
    "SELECT id, idempotency_key FROM leads ORDER BY id",
  );
  expect(new Map(stored.map((row) => [row.id, row.idempotency_key]))).toEqual(
    new Map([
      [first, "sender-a key-1"],
      [erased, null],
    ]),
  );
  expect((await repo.leads.findByIdempotencyKey("question", "sender-a", "key-1"))?.id).toBe(first);
  expect((await repo.leads.get(first))?.idempotencyKey).toBe("key-1");

  const lead = (ipHash: string) =>
    newLead({ kind: "question", data: VALID.question.body, ipHash, idempotencyKey: "key-1" });
  expect((await repo.leads.insert(lead("sender-a"), [])).outcome).toBe("duplicate");
  const other = lead("sender-b");
  expect(await repo.leads.insert(other, [])).toEqual({
    outcome: "created",
    id: other.id,
    createdAt: other.createdAt,
  });
});
