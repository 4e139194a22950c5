/**
 * The newsletter's one subscriber per address: what "the same address" is, and the migration that
 * brings a database holding repeated subscriptions to one per address (SQLite and PostgreSQL).
 */
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { createRepository } from "./index.ts";
import type { NewLead } from "./leads.ts";
import { MIGRATIONS } from "./migrations.ts";
import { numberedPlaceholders, type SqlValue } from "./sql.ts";
import { subscriberAddress, subscriberOf } from "./subscribers.ts";

/** A newsletter subscription as the lead API would store it. */
function newsletterLead(email: string): NewLead {
  return {
    id: crypto.randomUUID(),
    kind: "newsletter",
    data: { email },
    createdAt: new Date(),
    sourcePage: null,
    userAgent: null,
    ipHash: null,
    flagged: false,
    idempotencyKey: null,
    locale: "en",
    noticeVersion: null,
    noticeAt: null,
    privacyTokenHash: null,
  };
}

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

/** Plain SQL on a test database, below the repository (to build an older schema). */
interface RawDatabase {
  script(sql: string): Promise<void>;
  run(sql: string, params: readonly SqlValue[]): Promise<void>;
  close(): Promise<void>;
}

async function openRaw(db: TestDatabase): Promise<RawDatabase> {
  if (!db.databaseUrl) {
    const raw = new Database(path.join(db.dataDir, "leads.sqlite"));
    return {
      script: async (sql) => void raw.exec(sql),
      run: async (sql, params) => void raw.prepare(sql).run(...params),
      close: async () => void raw.close(),
    };
  }
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  return {
    script: async (sql) => void (await client.query(sql)),
    run: async (sql, params) => void (await client.query(numberedPlaceholders(sql), [...params])),
    close: () => client.end(),
  };
}

/** The schema as it was before the subscribers migration, recorded as migrated. */
async function schemaBeforeSubscribers(raw: RawDatabase, driver: TestDatabase["driver"]) {
  const before = MIGRATIONS.slice(
    0,
    MIGRATIONS.findIndex((migration) => migration.name === "newsletter: one subscriber per address"),
  );
  await raw.script(
    `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${driver === "sqlite" ? "TEXT NOT NULL" : "TIMESTAMPTZ NOT NULL DEFAULT now()"})`,
  );
  for (const migration of before) {
    await raw.script(migration[driver]);
    await raw.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
      migration.version,
      migration.name,
      "2026-01-01T00:00:00.000Z",
    ]);
  }
}

describe.each(DRIVERS)("upgrading a %s database that holds repeated subscriptions", (driver) => {
  it("keeps the oldest subscription of each address, with the notes of the later ones", async () => {
    const db = await createTestDatabase(driver);
    const raw = await openRaw(db);
    const repo = createRepository(testConfig(db));
    try {
      await schemaBeforeSubscribers(raw, driver);
      await raw.run(
        "INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?)",
        ["staff", "sales@example.com", "Sales", "x", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
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
    } finally {
      await raw.close().catch(() => undefined);
      await repo.close();
      await db.cleanup();
    }
  });
});
