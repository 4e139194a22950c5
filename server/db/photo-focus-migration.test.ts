/**
 * Migration 23 (a photo's focal point) on a database at migration 22 holding a photo: the photo
 * keeps its centre, a new point is stored, and the database refuses one outside 0-100.
 */
import { expect } from "vitest";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the photo focus migration", 23);

test("gives the photos before it their centre, and keeps a point within the photo", async (raw, repo) => {
  const id = "0123456789abcdef0123456789abcdef";
  await raw.run(
    `INSERT INTO media_photos (id, content_type, size, width, height, placeholder, state, uploaded_at)
       VALUES (?, 'image/jpeg', 4, 400, 300, 'data:image/webp;base64,', 'ready', ?)`,
    [id, AT],
  );
  await repo.migrate();

  expect((await repo.media.get(id))?.focus).toEqual({ x: 50, y: 50 });
  expect(await repo.media.setFocus(id, { x: 20, y: 75 }, null, new Date(AT))).toBe(true);
  expect((await repo.media.get(id))?.focus).toEqual({ x: 20, y: 75 });
  await expect(raw.run("UPDATE media_photos SET focus_x = 101 WHERE id = ?", [id])).rejects.toThrow(
    /constraint/i,
  );
});
