/**
 * Migration 21 (the photographs) on a database at migration 20 holding a staff account: the
 * account uploads a photo afterwards and is named as its uploader; the database refuses a state
 * or a variant format it does not know; PostgreSQL keeps the bytes out of line, uncompressed.
 */
import { expect } from "vitest";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the media migration", 21);

test("adds the photographs' tables, which know their states and formats", async (raw, repo) => {
  await raw.run(
    `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at, role, role_set_at)
       VALUES ('u1', 'esha@example.com', 'Esha', 'x', ?, ?, 'editor', ?)`,
    [AT, AT, AT],
  );
  await repo.migrate();

  const id = "0123456789abcdef0123456789abcdef";
  const { photo } = await repo.media.add({
    id,
    contentType: "image/jpeg",
    original: Buffer.from([0xff, 0xd8, 0xff, 0x00]),
    width: 4000,
    height: 3000,
    placeholder: "data:image/webp;base64,",
    uploadedBy: "u1",
    at: new Date(AT),
  });
  expect(photo).toMatchObject({ id, size: 4, state: "processing", uploadedBy: { id: "u1", name: "Esha" } });

  await expect(raw.run("UPDATE media_photos SET state = 'done' WHERE id = ?", [id])).rejects.toThrow(
    /constraint/i,
  );
  await expect(
    raw.run(
      "INSERT INTO media_variants (photo_id, format, width, height, size, data) VALUES (?, 'gif', 1, 1, 1, ?)",
      [id, Buffer.from("x")],
    ),
  ).rejects.toThrow(/constraint/i);

  if (repo.driver === "postgres") {
    const storage = await raw.all<{ attname: string; attstorage: string }>(
      `SELECT attname, attstorage FROM pg_attribute
       WHERE attrelid IN ('media_originals'::regclass, 'media_variants'::regclass) AND attname = 'data'`,
    );
    expect(storage).toEqual([
      { attname: "data", attstorage: "e" },
      { attname: "data", attstorage: "e" },
    ]);
  }
});
