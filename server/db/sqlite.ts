/**
 * SQLite implementation of the lead repository (the default): one file, WAL journal,
 * synchronous=FULL so a commit is on disk before the API answers, busy_timeout so several
 * processes (server + CLI) can share the file. Writes of one event-loop turn share one durable
 * commit (sql.ts).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { keepDatabasePrivate } from "../data-dir.ts";
import { MIGRATIONS } from "./migrations.ts";
import { LeadRepository, type RepositoryOptions } from "./repository.ts";
import { sqliteExecutor } from "./sql.ts";

function open(file: string): Database.Database {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 0600 like the salt, and so its WAL and shared-memory files, which take its mode.
    keepDatabasePrivate(file);
  }
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Deleted and overwritten rows are zeroed in the file, not left in its free space (erasure).
  db.pragma("secure_delete = ON");
  // SQLite's own lower() and LIKE fold only A-Z; the inbox's search needs every letter (Ñ, Ü).
  db.function("unicode_lower", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? text.toLowerCase() : text,
  );
  return db;
}

const migrated = new WeakSet<Database.Database>();

/** Applies the migrations not applied yet, in one immediate transaction. */
function migrate(db: Database.Database): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const apply = db.transaction(() => {
    const done = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  });
  apply.immediate();
  migrated.add(db);
}

/** The database, migrated first if migrate() was not called. */
function migratedOnce(db: Database.Database): Database.Database {
  if (!migrated.has(db)) migrate(db);
  return db;
}

export class SqliteLeadRepository extends LeadRepository {
  readonly driver = "sqlite" as const;
  private readonly db: Database.Database;

  constructor(
    readonly file: string,
    options: RepositoryOptions = {},
  ) {
    const db = open(file);
    super(
      sqliteExecutor(() => migratedOnce(db)),
      options,
    );
    this.db = db;
  }

  async migrate(): Promise<void> {
    migrate(this.db);
  }

  /**
   * A write that must reach the disk: bumps the header's user_version (the schema version lives in
   * schema_migrations). SQLite skips rewriting unchanged rows, so the probe changes a value.
   */
  async probeWrite(): Promise<void> {
    const db = migratedOnce(this.db);
    db.transaction(() => {
      const probes = db.pragma("user_version", { simple: true }) as number;
      db.pragma(`user_version = ${(probes + 1) % 2 ** 31}`);
    }).immediate();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
