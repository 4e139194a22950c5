/**
 * `npm run leads -- backup <file>`: a consistent copy of the SQLite lead database, taken while the
 * server keeps running and writing. It uses SQLite's online backup API (better-sqlite3's
 * `db.backup()`), not a file copy: a copy of the file under write load can catch half a
 * transaction, and misses what still sits in the -wal file. The copy is checked (integrity check,
 * lead count) before the command says it is done. PostgreSQL is backed up with pg_dump instead.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { keepDatabasePrivate, SQLITE_FILE } from "../../server/data-dir.ts";

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  pages: number;
  leads: number;
  bytes: number;
}

export interface BackupConfig {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export async function backupLeads(config: BackupConfig, target: string | undefined): Promise<BackupResult> {
  if (config.DATABASE_URL) {
    throw new BackupError(
      "backup copies the SQLite database; for PostgreSQL use pg_dump (see docs/deploy.md#backup-and-restore).",
    );
  }
  if (!target)
    throw new BackupError("backup needs a file name, e.g. npm run leads -- backup leads-backup.sqlite");
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  const source = path.join(config.DATA_DIR, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new BackupError(`There is no lead database at ${source}.`);

  // The copy holds everyone's data: readable by its owner only, whatever the umask.
  keepDatabasePrivate(file);
  const db = new Database(source, { fileMustExist: true });
  let pages = 0;
  try {
    db.pragma("busy_timeout = 5000");
    pages = (
      await db.backup(file, {
        // After the first step, copy everything left in one step: one read transaction, so writes
        // from the server cannot make the backup start over again and again.
        progress: ({ totalPages }) => Math.max(totalPages, 100),
      })
    ).totalPages;
  } finally {
    db.close();
  }

  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma("integrity_check", { simple: true });
    if (integrity !== "ok")
      throw new BackupError(`The copy failed its integrity check: ${String(integrity)}`);
    const leads = copy.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    return { file, pages, leads, bytes: fs.statSync(file).size };
  } finally {
    copy.close();
  }
}
