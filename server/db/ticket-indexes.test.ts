/**
 * The tickets' indexes of migration 13 on SQLite and PostgreSQL. The search index: tickets stored before it are
 * indexed by the migration, new ones as they are stored; the search is answered from the index
 * (SQLite's FTS5 table, PostgreSQL's trigram GIN index), by the hits when there are few and by
 * the newest tickets when there are many; an erased ticket is found by its number alone and its
 * words leave the index; a deleted ticket's entry goes with it. The list's counts: the completed
 * tickets are counted from an index, never by reading every ticket (SQLite read them all).
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { serviceRequestSchema } from "../../contracts/service/schema.ts";
import { DRIVERS } from "../testing/databases.ts";
import { newTicket, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { type RawDatabase, withRawDatabase } from "../testing/older-schema.ts";
import type { LeadRepository } from "./repository.ts";
import { FEW_HITS } from "./text-search.ts";
import { TICKET_COUNTS } from "./ticket-store.ts";

const DAY = 86_400_000;
const START = Date.parse("2026-03-02T05:00:00Z");

/** A ticket row as the bulk seeding of the benchmark writes it (raw SQL, below the repository). */
async function storeRaw(
  raw: RawDatabase,
  driver: string,
  count: number,
  fields: Record<string, string>,
  { completed = false, year = 2025 } = {},
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    number: `SR-${year}-${String(index + 1).padStart(5, "0")}`,
    token_hash: crypto.randomBytes(32).toString("hex"),
    data: JSON.stringify({ ...VALID_SERVICE_REQUEST, mobileNo: "9825012345", ...fields }),
    created_at: new Date(START - (count - index) * DAY).toISOString(),
    completed_at: completed ? new Date(START - (count - index - 1) * DAY).toISOString() : null,
  }));
  await raw.run(
    driver === "sqlite"
      ? `INSERT INTO service_tickets (id, number, token_hash, data, problem, locale, step, created_at, completed_at)
         SELECT json_extract(value, '$.id'), json_extract(value, '$.number'), json_extract(value, '$.token_hash'),
           json_extract(value, '$.data'), 'stopped', 'en', 'call', json_extract(value, '$.created_at'),
           json_extract(value, '$.completed_at')
         FROM json_each(?)`
      : `INSERT INTO service_tickets (id, number, token_hash, data, problem, locale, step, created_at, completed_at)
         SELECT id, number, token_hash, data::jsonb, 'stopped', 'en', 'call', created_at::timestamptz,
           completed_at::timestamptz
         FROM jsonb_to_recordset(?::jsonb)
           AS r (id text, number text, token_hash text, data text, created_at text, completed_at text)`,
    [JSON.stringify(rows)],
  );
  return rows;
}

async function insertTicket(repo: LeadRepository, fields: Record<string, string>, createdAt: Date) {
  const ticket = newTicket({
    data: serviceRequestSchema.parse({ ...VALID_SERVICE_REQUEST, ...fields }),
    createdAt,
    privacyTokenHash: crypto.randomBytes(32).toString("hex"),
  });
  await repo.tickets.insert(ticket);
  return ticket.id;
}

/** Whether the database answers `words` from the index itself (not by reading every ticket). */
async function indexHolds(raw: RawDatabase, driver: string, words: string): Promise<boolean> {
  if (driver === "sqlite") {
    const rows = await raw.all("SELECT rowid FROM ticket_search WHERE ticket_search MATCH ?", [`"${words}"`]);
    return rows.length > 0;
  }
  await raw.script("SET enable_seqscan = off");
  const plan = await raw.all<{ "QUERY PLAN": string }>(
    "EXPLAIN SELECT id FROM service_tickets WHERE search_text LIKE ?",
    [`%${words}%`],
  );
  expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("service_tickets_search");
  const rows = await raw.all("SELECT id FROM service_tickets WHERE search_text LIKE ?", [`%${words}%`]);
  return rows.length > 0;
}

describe.each(DRIVERS)("the tickets' indexes (migration 13) on %s", (driver) => {
  it("indexes stored and new tickets, serves few and many hits, forgets erased and deleted ones", () =>
    withRawDatabase(driver, { before: 13 }, async (raw, repo) => {
      // Stored before the index: more tickets of one building than the search reads by hits.
      const common = await storeRaw(raw, driver, FEW_HITS + 5, { building: "Gokul Dham" });
      await repo.migrate();
      const search = async (text: string, offset = 0) =>
        (await repo.tickets.search({ search: text, offset, limit: 25 })).map((ticket) => ticket.number);

      const newest = common
        .slice(-25)
        .map((row) => row.number)
        .reverse();
      expect(await search("gokul")).toEqual(newest);
      expect(await search("GOKUL DHAM", 25)).toEqual(
        common
          .slice(-50, -25)
          .map((row) => row.number)
          .reverse(),
      );
      expect(await search(common[7]!.number)).toEqual([common[7]!.number]);
      expect(await indexHolds(raw, driver, "gokul")).toBe(true);

      const rare = await insertTicket(
        repo,
        { name: "Hetalben Vyas", mobileNo: "98795 11122", building: "શાંતિ નિવાસ", city: "Navsari" },
        new Date(START),
      );
      const rareNumber = (await repo.tickets.get(rare))!.number;
      for (const text of ["hetalBEN", "+91 98795-11122", "9879511122", "શાંતિ", "navsari", rareNumber])
        expect(await search(text), text).toEqual([rareNumber]);
      expect(await indexHolds(raw, driver, "hetalben")).toBe(true);
      expect(await search("no such name")).toEqual([]);

      const link = await repo.privacy.findTicket(rare);
      await repo.privacy.erase(link!, new Date(START + DAY), undefined);
      expect(await search("hetalben")).toEqual([]);
      expect(await search("navsari")).toEqual([]);
      expect(await search(rareNumber)).toEqual([rareNumber]);
      expect(await indexHolds(raw, driver, "hetalben")).toBe(false);

      await raw.run("DELETE FROM service_tickets WHERE id = ?", [common[0]!.id]);
      expect(await search(common[0]!.number)).toEqual([]);
      if (driver === "sqlite") {
        const entries = await raw.all<{ n: number }>("SELECT count(*) AS n FROM ticket_search");
        expect(entries[0]!.n).toBe(common.length);
      }
    }));

  it("counts the completed tickets from an index, not by reading every ticket", () =>
    withRawDatabase(driver, {}, async (raw, repo) => {
      await repo.migrate();
      await storeRaw(raw, driver, 3000, {}, { completed: true });
      await storeRaw(raw, driver, 7, { building: "Open Towers" }, { year: 2024 });
      const staff = await repo.staff.addStaff(
        { email: "e@example.com", name: "E", role: "service", passwordHash: "x" },
        new Date(),
      );
      expect(await repo.tickets.count(staff.id, new Date(START))).toMatchObject({ open: 7, completed: 3000 });
      if (driver === "sqlite") {
        // The open tickets are a few hundred (their index, completed_at = NULL); the completed ones
        // are counted from an index alone, with the planner's statistics and without them.
        for (const analyze of ["", "ANALYZE"]) {
          if (analyze) await raw.script(analyze);
          const plan = await raw.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${TICKET_COUNTS}`, [START, "x"]);
          const reads = plan
            .map((step) => step.detail)
            .filter((detail) => detail.includes("service_tickets"));
          expect(reads).toHaveLength(2);
          for (const read of reads) expect(read).toMatch(/COVERING INDEX|completed_at=\?/);
        }
      }
    }));

  it.runIf(driver === "sqlite")(
    "takes deleted entries out of both search indexes' stored pages at once (migrations 13 and 14)",
    () =>
      withRawDatabase(driver, {}, async (raw, repo) => {
        await repo.migrate();
        for (const index of ["lead_search", "ticket_search"]) {
          const option = await raw.all<{ v: number }>(
            `SELECT v FROM ${index}_config WHERE k = 'secure-delete'`,
          );
          expect(option, index).toEqual([{ v: 1 }]);
        }
      }),
  );
});
