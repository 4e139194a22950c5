/**
 * The inbox's text search over a trigram index, the same for leads and service tickets: SQLite
 * keeps each row's search text in an FTS5 trigram table (the row's `search_rowid` names its
 * entry, kept by triggers), PostgreSQL in a generated, lower-cased `search_text` column with a
 * pg_trgm GIN index (when the extension is available; a scan otherwise). Migrations 2, 12 and 13.
 */
import { compactMobile, westernDigits } from "../../contracts/leads/schema.ts";
import type { SqlExecutor, SqlValue } from "./sql.ts";

/** Up to this many search hits, the list is read by the hits (see searchCondition). */
export const FEW_HITS = 2000;

/**
 * What the search looks for: lower-cased, and a phone number as its ten digits, also when typed in
 * Gujarati (૦–૯) or Devanagari (०–९) digits on a phone's keyboard (stored numbers are Western).
 * Other text keeps its digits as typed: a building's Gujarati number is found as it was written.
 */
export function searchTerm(text: string): string {
  const trimmed = text.trim().toLowerCase();
  const western = westernDigits(trimmed);
  if (/^[+\d\s\-().]{6,}$/.test(western)) return compactMobile(western);
  // A number's start ("૯૮૨૫૦") is looked for in Western digits, as the numbers are stored.
  return /^[+\d\s\-().]+$/.test(western) ? western : trimmed;
}

/** Where one table's search text is kept. */
export interface SearchIndex {
  /** The searched table ("leads"). */
  table: string;
  /** How the list's query names that table ("leads", or an alias such as "t"). */
  row: string;
  /** SQLite's FTS5 table of the search texts ("lead_search"). */
  entries: string;
}

/**
 * A condition on `index.row` for rows whose search text holds any of `terms` (lower-cased), in
 * two steps, the same on both databases. First the trigram index finds up to FEW_HITS matching
 * rows. When there are fewer (most searches: a name, a number), the list is read by them. When
 * there are more, reading the list's rows in its order and checking each is quicker, since enough
 * matches come soon; asking the planner to choose between the two misjudged rare terms.
 */
export async function searchCondition(
  sql: SqlExecutor,
  index: SearchIndex,
  terms: readonly string[],
): Promise<[string, SqlValue[]]> {
  const postgres = sql.dialect === "postgres";
  const likes = terms.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const any = (condition: string, count: number) =>
    count === 1 ? condition : `(${Array.from({ length: count }, () => condition).join(" OR ")})`;
  const hits = postgres ? await postgresHits(sql, index, likes) : await sqliteHits(sql, index, terms);
  if (hits.length < FEW_HITS) {
    return postgres
      ? [`${index.row}.id IN (SELECT value FROM json_array_elements_text(?::json))`, [JSON.stringify(hits)]]
      : [`${index.row}.search_rowid IN (SELECT value FROM json_each(?))`, [JSON.stringify(hits)]];
  }
  return postgres
    ? [any(`${index.row}.search_text LIKE ?`, likes.length), likes]
    : [
        any(
          `instr(unicode_lower((SELECT body FROM ${index.entries} WHERE ${index.entries}.rowid = ${index.row}.search_rowid)), ?) > 0`,
          terms.length,
        ),
        [...terms],
      ];
}

async function postgresHits(sql: SqlExecutor, index: SearchIndex, likes: readonly string[]) {
  const rows = await sql.all<{ id: string }>(
    `SELECT id FROM ${index.table} WHERE ${likes.map(() => "search_text LIKE ?").join(" OR ")} LIMIT ?`,
    [...likes, FEW_HITS],
  );
  return rows.map((row) => row.id);
}

/**
 * A trigram index answers a quoted phrase of 3+ characters (folding the case of every letter);
 * shorter terms are looked for in the index's text, lower-cased the same way (`unicode_lower`,
 * registered by the SQLite repository: SQLite's own LIKE and lower() fold only A-Z).
 */
async function sqliteHits(sql: SqlExecutor, index: SearchIndex, terms: readonly string[]) {
  const short = terms.some((term) => [...term].length < 3);
  const rows = await sql.all<{ rowid: number }>(
    short
      ? `SELECT rowid FROM ${index.entries} WHERE ${terms.map(() => "instr(unicode_lower(body), ?) > 0").join(" OR ")} LIMIT ?`
      : `SELECT rowid FROM ${index.entries} WHERE ${index.entries} MATCH ? LIMIT ?`,
    short
      ? [...terms, FEW_HITS]
      : [terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(" OR "), FEW_HITS],
  );
  return rows.map((row) => row.rowid);
}
