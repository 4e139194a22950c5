/**
 * mayWriteContent for every role and every language: admin and editor write every one, a
 * translator only the languages given to the account and never English, sales and service none
 * (whatever languages their account holds). Photographs are the English content's: exactly the
 * roles that write English may upload and delete them.
 */
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../contracts/locales.ts";
import { can, mayWriteContent, STAFF_ROLES, type StaffRole, TRANSLATOR_LOCALES } from "./roles.ts";

/** Who writes what: each role with the languages of its account, and the languages it may write. */
const CASES: readonly [StaffRole, readonly Locale[], readonly Locale[]][] = [
  ["admin", [], ["en", "gu", "hi"]],
  ["editor", [], ["en", "gu", "hi"]],
  ["translator", ["gu", "hi"], ["gu", "hi"]],
  ["translator", ["gu"], ["gu"]],
  ["translator", ["hi"], ["hi"]],
  ["translator", [], []],
  // English is never a translator's, even if an account held it.
  ["translator", ["en", "hi"], ["hi"]],
  ["sales", [], []],
  ["sales", ["gu", "hi"], []],
  ["service", [], []],
  ["service", ["gu", "hi"], []],
];

describe("mayWriteContent", () => {
  it("covers every role", () => {
    expect(new Set(CASES.map(([role]) => role))).toEqual(new Set(STAFF_ROLES));
  });

  it.each(CASES)("lets %s with languages %j write exactly %j", (role, languages, writes) => {
    for (const locale of LOCALES)
      expect(mayWriteContent({ role, languages }, locale), locale).toBe(writes.includes(locale));
  });

  it("lets exactly the roles that write English upload and delete photographs", () => {
    for (const role of STAFF_ROLES)
      expect(can({ role }, "photos"), role).toBe(
        mayWriteContent({ role, languages: TRANSLATOR_LOCALES }, "en"),
      );
  });

  it("offers a translator the site's languages but English", () => {
    expect(TRANSLATOR_LOCALES).toEqual(["gu", "hi"]);
  });
});
