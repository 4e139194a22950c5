/**
 * The SQLite database holds every visitor's data: its file, and the WAL and shared-memory files
 * beside it, are readable and writable by the server's own user only (0600), as the IP-hash salt
 * is, whatever the umask; a database made before with 0644 is made private when opened.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../data-dir.ts";
import { createTestDatabase, type TestDatabase, testConfig } from "../testing/databases.ts";
import { createRepository } from "./index.ts";
import type { LeadRepository } from "./repository.ts";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe("the SQLite database's files", () => {
  let db: TestDatabase | undefined;
  let repo: LeadRepository | undefined;
  afterEach(async () => {
    await repo?.close();
    await db?.cleanup();
  });

  /** Opens the database, writes to it (so the WAL and shared-memory files exist) and returns its files. */
  async function openAndWrite(): Promise<string[]> {
    repo = createRepository(testConfig(db!));
    await repo.migrate();
    await repo.probeWrite();
    const file = path.join(db!.dataDir, SQLITE_FILE);
    const files = [file, `${file}-wal`, `${file}-shm`];
    for (const each of files) expect(fs.existsSync(each), each).toBe(true);
    return files;
  }

  it.each(["022", "002", "000"])("are created 0600 under umask %s", async (umask) => {
    db = await createTestDatabase("sqlite");
    const before = process.umask(Number.parseInt(umask, 8));
    try {
      for (const file of await openAndWrite())
        expect({ file, mode: modeOf(file).toString(8) }).toEqual({ file, mode: "600" });
    } finally {
      process.umask(before);
    }
  });

  it("are made 0600 when a database made before was readable by every user", async () => {
    db = await createTestDatabase("sqlite");
    const file = path.join(db.dataDir, SQLITE_FILE);
    await openAndWrite();
    await repo!.close();
    for (const each of [file, `${file}-wal`, `${file}-shm`])
      if (fs.existsSync(each)) fs.chmodSync(each, 0o644);
    for (const each of await openAndWrite())
      expect({ each, mode: modeOf(each).toString(8) }).toEqual({ each, mode: "600" });
  });
});
