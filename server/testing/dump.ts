/**
 * Test support: every row of every table of a test database as text, as a dump would show it
 * (SQLite: every table in the file, the search index's own tables included; PostgreSQL: every
 * table of the suite's schema), for checking that some text is stored nowhere. The random tokens
 * of personal links in stored emails show as `<token>`: 43 random letters could spell a name. The
 * site's content (`content_*` tables: the company's texts, whose people's names are its own staff
 * and customers' quotes) holds nothing a visitor sent, and is left out.
 */
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { PRIVACY_REQUEST_PREFIX, TRACK_PATH_PREFIX } from "../../contracts/paths.ts";
import { SQLITE_FILE } from "../data-dir.ts";
import type { TestDatabase } from "./databases.ts";
import { openRaw, type RawDatabase } from "./older-schema.ts";

const LINK_TOKEN = new RegExp(`(${PRIVACY_REQUEST_PREFIX}|${TRACK_PATH_PREFIX})[A-Za-z0-9_-]+`, "g");

export async function dumpDatabase(db: TestDatabase): Promise<string> {
  return (await dumpRows(db)).replace(LINK_TOKEN, "$1<token>");
}

async function dumpRows(db: TestDatabase): Promise<string> {
  if (!db.databaseUrl) {
    const file = new Database(path.join(db.dataDir, SQLITE_FILE), { readonly: true });
    try {
      const tables = file
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'content\\_%' ESCAPE '\\'",
        )
        .pluck()
        .all() as string[];
      return tables
        .map((table) => {
          const rows = file.prepare(`SELECT * FROM "${table}"`).all();
          return `${table}: ${JSON.stringify(rows, (_key, value) => (Buffer.isBuffer(value) ? value.toString("latin1") : value))}`;
        })
        .join("\n");
    } finally {
      file.close();
    }
  }
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name NOT LIKE 'content\\_%'",
    );
    const lines: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
      lines.push(`${name}: ${rows.map((row) => row.row).join("\n")}`);
    }
    return lines.join("\n");
  } finally {
    await client.end();
  }
}

/** `use` on a raw connection to a test database, closed afterwards. */
async function onRaw<T>(db: TestDatabase, use: (raw: RawDatabase) => Promise<T>): Promise<T> {
  const raw = await openRaw(db);
  try {
    return await use(raw);
  } finally {
    await raw.close();
  }
}

/** Runs one statement (`?` placeholders) on a test database directly, for rows no API writes yet. */
export const runSql = (db: TestDatabase, sql: string, params: readonly (string | null)[]): Promise<void> =>
  onRaw(db, (raw) => raw.run(sql, params));

/** The rows one query (`?` placeholders) reads from a test database directly. */
export const queryRows = (
  db: TestDatabase,
  sql: string,
  params: readonly (string | null)[],
): Promise<Record<string, unknown>[]> => onRaw(db, (raw) => raw.all(sql, params));
