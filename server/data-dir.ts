/**
 * DATA_DIR checked before anything uses it: the server writes the SQLite database and the IP-hash
 * salt there, so the folder must exist (it is created if missing) and take a new file. Each check
 * answers with the problem in words, or undefined when the folder is usable.
 */
import fs from "node:fs";
import path from "node:path";

/** The SQLite database's file name in DATA_DIR. */
export const SQLITE_FILE = "leads.sqlite";

/** Read and written by the server's own user only: the database and the salt hold visitors' data and keys. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder and the missing folders above it one by one. (A recursive mkdir never
 * returns for a path under /proc, where a missing folder cannot be made.)
 */
function makeFolder(folder: string): void {
  const missing: string[] = [];
  for (let current = folder; !fs.existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const each of missing) fs.mkdirSync(each);
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/** Why `folder` cannot hold the server's files, or undefined. */
export function dataDirProblem(folder: string): string | undefined {
  try {
    makeFolder(folder);
    if (!fs.statSync(folder).isDirectory()) return `cannot create or use ${folder} (ENOTDIR)`;
  } catch (error) {
    return `cannot create or use ${folder} (${code(error)})`;
  }
  const probe = path.join(folder, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, "", { flag: "wx" });
    fs.rmSync(probe);
  } catch (error) {
    return `cannot write in ${folder} (${code(error)})`;
  }
  return undefined;
}

/**
 * Makes the SQLite database `file` private (PRIVATE_FILE_MODE) before SQLite opens it: created
 * empty (an empty file is an empty database) with that mode if missing, since SQLite would create
 * it 0644, readable by every user of the machine; and set to it if it exists. SQLite gives its WAL
 * and shared-memory files the database file's mode; those already there are set too. The mode is
 * set with chmod, so the umask neither widens nor narrows it. A file that is not ours to change is
 * left as it is (opening it says what is wrong, if anything).
 */
export function keepDatabasePrivate(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, "wx", PRIVATE_FILE_MODE));
  } catch (error) {
    if (code(error) !== "EEXIST") throw error;
  }
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(each, PRIVATE_FILE_MODE);
    } catch {
      // Missing (no WAL yet), or another user's: left as it is.
    }
  }
}

/** Why an existing database `file` (and its journal files) cannot be written, or undefined. */
export function databaseFileProblem(file: string): string | undefined {
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    if (!fs.existsSync(each)) continue;
    try {
      fs.closeSync(fs.openSync(each, "r+"));
    } catch (error) {
      return `cannot write the database file ${each} (${code(error)})`;
    }
  }
  return undefined;
}
