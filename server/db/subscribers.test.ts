/**
 * The newsletter's one subscriber per address: what "the same address" is, and the migration that
 * brings a database holding repeated subscriptions to one per address (SQLite and PostgreSQL).
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { newLead } from "../testing/fixtures.ts";
import { AT, withRawDatabase } from "../testing/older-schema.ts";
import type { NewLead } from "./leads.ts";
import { MIGRATIONS } from "./migrations.ts";
import { subscriberAddress, subscriberOf } from "./subscribers.ts";

/** A newsletter subscription as the lead API would store it. */
const newsletterLead = (email: string) => newLead({ kind: "newsletter", data: { email } });

describe("the same address", () => {
  it("lower-cases ASCII letters, local part and domain, and keeps everything else as typed", () => {
    expect(subscriberAddress("Priya.Shah@Example.COM")).toBe("priya.shah@example.com");
    expect(subscriberAddress("ravi+News@example.com")).toBe("ravi+news@example.com");
    expect(subscriberAddress("Ünal@Bücher.example")).toBe("Ünal@bücher.example");
  });

  it("belongs to unflagged newsletter leads only", () => {
    const newsletter = newsletterLead("A@B.co");
    expect(subscriberOf(newsletter)).toBe("a@b.co");
    expect(subscriberOf({ ...newsletter, flagged: true })).toBeNull();
    const question: NewLead = {
      ...newsletter,
      kind: "question",
      data: { name: "A", email: "A@B.co", generalQuestions: "General Questions", questions: "?" },
    };
    expect(subscriberOf(question)).toBeNull();
  });
});

/** The version of the migration to one subscriber per address. */
const SUBSCRIBERS = MIGRATIONS.find(
  (migration) => migration.name === "newsletter: one subscriber per address",
)!;

describe.each(DRIVERS)("upgrading a %s database that holds repeated subscriptions", (driver) => {
  it("keeps the oldest subscription of each address, with the notes of the later ones", () =>
    withRawDatabase(driver, { before: SUBSCRIBERS.version }, async (raw, repo) => {
      await raw.run(
        "INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?)",
        ["staff", "sales@example.com", "Sales", "x", AT, AT],
      );
      const leads: [id: string, kind: string, email: string, day: string, flagged: number][] = [
        ["asha-1", "newsletter", "Asha@Example.com", "2026-01-02", 0],
        ["asha-2", "newsletter", "asha@example.com", "2026-01-03", 0],
        ["asha-3", "newsletter", "ASHA@EXAMPLE.COM", "2026-01-04", 0],
        ["asha-bot", "newsletter", "asha@example.com", "2026-01-01", 1],
        ["asha-question", "question", "asha@example.com", "2026-01-05", 0],
        ["unal-1", "newsletter", "Ünal@example.com", "2026-01-02", 0],
        ["unal-2", "newsletter", "ünal@example.com", "2026-01-03", 0],
        // Stored in the same instant: the smaller id counts as the older.
        ["tie-b", "newsletter", "tie@example.com", "2026-01-02", 0],
        ["tie-a", "newsletter", "Tie@example.com", "2026-01-02", 0],
      ];
      for (const [id, kind, email, day, flagged] of leads) {
        await raw.run("INSERT INTO leads (id, kind, data, created_at, flagged) VALUES (?, ?, ?, ?, ?)", [
          id,
          kind,
          JSON.stringify({ email }),
          `${day}T10:00:00.000Z`,
          flagged,
        ]);
      }
      await raw.run(
        "INSERT INTO outbox (lead_id, recipient, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)",
        [
          "asha-2",
          "visitor",
          JSON.stringify({ to: "asha@example.com" }),
          "2026-01-03T10:00:00.000Z",
          "2026-01-03T10:00:00.000Z",
        ],
      );
      await raw.run("INSERT INTO lead_notes (lead_id, author_id, body, created_at) VALUES (?, ?, ?, ?)", [
        "asha-2",
        "staff",
        "Asked for the brochure",
        "2026-01-03T11:00:00.000Z",
      ]);
      await raw.close();

      await repo.migrate();
      const kept = (await repo.leads.list()).map((lead) => lead.id).sort();
      expect(kept).toEqual(["asha-1", "asha-bot", "asha-question", "tie-a", "unal-1", "unal-2"]);
      expect(await repo.outbox.forLeads(["asha-2"])).toEqual([]);
      expect((await repo.inbox.listNotes("asha-1")).map((note) => note.body)).toEqual([
        "Asked for the brochure",
      ]);
      // The inbox's counts (kept by triggers) lost the deleted leads too.
      expect((await repo.inbox.countByStatus()).new).toBe(5);

      // From now on the index answers for the address.
      const again = newsletterLead("asha@EXAMPLE.com");
      expect(await repo.leads.insert(again, [])).toEqual({
        outcome: "already_subscribed",
        id: "asha-1",
        createdAt: new Date("2026-01-02T10:00:00.000Z"),
      });
    }));
});
