/**
 * Migration 15 (staff roles) on a database at migration 14 holding two accounts: both become
 * admin once, marked as made so by the migration (the command line says so until a role is set);
 * a new account keeps the role it was given; the database refuses a role that is not one.
 */
import { expect } from "vitest";
import { run } from "../../scripts/leads.ts";
import { STAFF_ROLES } from "../inbox/roles.ts";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the staff roles migration", 15);

test("makes the accounts before roles admin, says so until their role is set, and checks roles", async (raw, repo) => {
  for (const [id, email] of [
    ["u1", "priya@example.com"],
    ["u2", "arjun@example.com"],
  ] as const) {
    await raw.run(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at)
           VALUES (?, ?, ?, 'x', ?, ?)`,
      [id, email, email.split("@")[0]!, AT, AT],
    );
  }
  await repo.migrate();

  const staff = await repo.staff.listStaff();
  expect(staff.map((member) => [member.email, member.role, member.roleSetAt])).toEqual([
    ["arjun@example.com", "admin", null],
    ["priya@example.com", "admin", null],
  ]);

  let out = "";
  const cli = (argv: string[]) => {
    out = "";
    return run(argv, repo, {
      write: (chunk: string) => {
        out += chunk;
      },
      error: () => undefined,
      readLine: async () => "a long enough password",
    } as Parameters<typeof run>[2]);
  };
  const said = (email: string) =>
    `${email} was created before roles existed and is now admin; change it with \`users role ${email} <role>\`.\n`;
  await cli(["users", "list"]);
  expect(out).toContain(said("priya@example.com"));
  expect(out).toContain(said("arjun@example.com"));
  await cli(["users", "role", "priya@example.com", "admin"]);
  expect(out).toBe(`priya@example.com is now admin; its sessions have ended.\n${said("arjun@example.com")}`);
  await cli(["users", "role", "arjun@example.com", "sales"]);
  await cli(["users", "list"]);
  expect(out).not.toContain("before roles existed");

  for (const role of STAFF_ROLES) {
    const member = await repo.staff.addStaff(
      { email: `${role}@example.com`, name: role, role, passwordHash: "x" },
      new Date(),
    );
    expect((await repo.staff.findStaffByEmail(member.email))?.role).toBe(role);
  }
  await expect(raw.run("UPDATE staff_users SET role = 'owner' WHERE id = ?", ["u1"])).rejects.toThrow(
    /constraint/i,
  );
  await expect(
    raw.run(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at, password_changed_at, role)
           VALUES ('u9', 'x@example.com', 'x', 'x', ?, ?, NULL)`,
      [AT, AT],
    ),
  ).rejects.toThrow(/null/i);
});
