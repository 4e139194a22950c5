/**
 * A translator's languages in the staff store, on SQLite and PostgreSQL: given when the account is
 * made (none when left out), read back the same way by every read (list, by email, a session's
 * account) in the site's order, changed alone (ending the account's sessions) or with a role.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { repositoryPerSuite } from "../testing/suites.ts";

describe.each(DRIVERS)("a translator's languages in the staff store on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  const at = new Date("2026-06-01T10:00:00Z");

  it("stores the languages an account is made with, and none when left out", async () => {
    const tara = await suite.repo.staff.addStaff(
      {
        email: "tara@example.com",
        name: "Tara",
        role: "translator",
        languages: ["hi", "gu"],
        passwordHash: "x",
      },
      at,
    );
    expect(tara.languages).toEqual(["gu", "hi"]);
    const esha = await suite.repo.staff.addStaff(
      { email: "esha@example.com", name: "Esha", role: "editor", passwordHash: "x" },
      at,
    );
    expect(esha.languages).toEqual([]);
    expect((await suite.repo.staff.findStaffByEmail("tara@example.com"))?.languages).toEqual(["gu", "hi"]);
    expect((await suite.repo.staff.listStaff()).map((member) => [member.email, member.languages])).toEqual([
      ["esha@example.com", []],
      ["tara@example.com", ["gu", "hi"]],
    ]);
    await suite.repo.staff.createSession("tara-session", tara.id, at);
    expect((await suite.repo.staff.findSession("tara-session"))?.user.languages).toEqual(["gu", "hi"]);
  });

  it("changes a translator's languages and ends their sessions", async () => {
    const tara = (await suite.repo.staff.findStaffByEmail("tara@example.com"))!;
    await suite.repo.staff.setLanguages(tara.id, ["hi"]);
    expect((await suite.repo.staff.findStaffByEmail("tara@example.com"))?.languages).toEqual(["hi"]);
    expect(await suite.repo.staff.findSession("tara-session")).toBeUndefined();
  });

  it("sets the languages with a role, and takes them away with another role", async () => {
    const esha = (await suite.repo.staff.findStaffByEmail("esha@example.com"))!;
    await suite.repo.staff.setRole(esha.id, "translator", at, ["gu"]);
    expect((await suite.repo.staff.findStaffByEmail("esha@example.com"))?.languages).toEqual(["gu"]);
    const tara = (await suite.repo.staff.findStaffByEmail("tara@example.com"))!;
    await suite.repo.staff.setRole(tara.id, "editor", at);
    const editor = await suite.repo.staff.findStaffByEmail("tara@example.com");
    expect([editor?.role, editor?.languages]).toEqual(["editor", []]);
  });

  it("refuses languages for an account that is not a translator, and English for any", async () => {
    const sales = await suite.repo.staff.addStaff(
      { email: "sam@example.com", name: "Sam", role: "sales", passwordHash: "x" },
      at,
    );
    await expect(suite.repo.staff.setLanguages(sales.id, ["gu"])).rejects.toThrow(/constraint/i);
    const esha = (await suite.repo.staff.findStaffByEmail("esha@example.com"))!;
    await expect(suite.repo.staff.setLanguages(esha.id, ["en", "gu"])).rejects.toThrow(/constraint/i);
    expect((await suite.repo.staff.findStaffByEmail("esha@example.com"))?.languages).toEqual(["gu"]);
  });
});
