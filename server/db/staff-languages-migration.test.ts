/**
 * Migration 18 (a translator's languages) on a database at migration 17 holding a translator and
 * an editor: both have no languages after it; a translator is then given some and reads them back
 * in the site's order; the database refuses English, an unknown language, and languages for an
 * account that is not a translator.
 */
import { expect } from "vitest";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the staff languages migration", 18);

test("gives the accounts before it no languages, and lets only a translator have gu and hi", async (raw, repo) => {
  for (const [id, email, role] of [
    ["u1", "tara@example.com", "translator"],
    ["u2", "esha@example.com", "editor"],
  ] as const) {
    await raw.run(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at, role, role_set_at)
           VALUES (?, ?, ?, 'x', ?, ?, ?, ?)`,
      [id, email, email.split("@")[0]!, AT, AT, role, AT],
    );
  }
  await repo.migrate();

  const staff = await repo.staff.listStaff();
  expect(staff.map((member) => [member.email, member.role, member.languages])).toEqual([
    ["esha@example.com", "editor", []],
    ["tara@example.com", "translator", []],
  ]);

  await repo.staff.setLanguages("u1", ["hi", "gu"]);
  expect((await repo.staff.findStaffByEmail("tara@example.com"))?.languages).toEqual(["gu", "hi"]);
  expect(await raw.all("SELECT languages FROM staff_users WHERE id = 'u1'")).toEqual([
    { languages: "gu,hi" },
  ]);

  for (const [id, languages] of [
    ["u1", "en"],
    ["u1", "gu,en"],
    ["u1", "hi,gu"],
    ["u1", "fr"],
    ["u2", "gu"],
  ] as const) {
    await expect(
      raw.run("UPDATE staff_users SET languages = ? WHERE id = ?", [languages, id]),
    ).rejects.toThrow(/constraint/i);
  }
  await expect(raw.run("UPDATE staff_users SET role = 'editor' WHERE id = 'u1'", [])).rejects.toThrow(
    /constraint/i,
  );
  await expect(raw.run("UPDATE staff_users SET languages = NULL WHERE id = 'u2'", [])).rejects.toThrow(
    /null/i,
  );
});
