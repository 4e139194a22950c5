import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS, type ContentDocumentId } from "../../../content/documents.ts";
import { checkedDraft } from "../documents.ts";
import { valueAt, withValueAt } from "../form.ts";
import { plainMessage } from "./FormFields.tsx";

describe("the editor's plain messages", () => {
  it.each([
    ["Too small: expected array to have >=1 items", "Keep at least one item in this list."],
    ["Too small: expected array to have >=3 items", "Keep at least 3 items in this list."],
    ["must be a lowercase slug", "Use only lowercase letters, digits and dashes, without spaces."],
    ["duplicate id", "Another item of this list already uses this id: choose another one."],
    ["must be a real date", "Write a date that exists, as YYYY-MM-DD."],
    [
      "must be a web address starting https://",
      "Write a web address starting https:// (a secure page), such as https://www.facebook.com/urdhva.",
    ],
    ["Invalid email address", "Write an email address, such as name@example.com."],
    [
      "must be +91 followed by 10 digits",
      "Write +91 and the 10 digits without spaces, such as +919825012345.",
    ],
    [
      "must dial the number shown",
      "A tap on the number must call the number shown: write the same 10 digits in both.",
    ],
    ["Something else", "Something else"],
    // A field's problems, one a line: each in plain words, one after the other.
    [
      'Too small: expected string to have >=40 characters\n"General" is an English word: write it in Gujarati.',
      'Write at least 40 characters. "General" is an English word: write it in Gujarati.',
    ],
  ])("says %j as %j", (message, plain) => {
    expect(plainMessage(message)).toBe(plain);
  });
});

/** Whether an editor reads `message` as plain English: a sentence, none of zod's own words or signs. */
const looksPlain = (message: string) =>
  /^[A-Z"/]/.test(message) &&
  /[.)]$/.test(message) &&
  !/expected|received|Too (small|big)|Invalid|Unrecognized|>=|<=/.test(message);

/** The paths of every value of `data` (not inside a list's items but its first and last). */
function valuePaths(data: unknown, path = ""): string[] {
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  if (Array.isArray(data)) {
    const ends = [...new Set([0, data.length - 1])].filter((index) => index >= 0);
    return [path, ...ends.flatMap((index) => valuePaths(data[index], at(index)))];
  }
  if (data && typeof data === "object")
    return [path, ...Object.entries(data).flatMap(([key, value]) => valuePaths(value, at(key)))];
  return [path];
}

/** What an editor could put in a field: empty, too long, another type, out of range, not a choice. */
const WRONG_VALUES: unknown[] = [
  "",
  "x".repeat(5000),
  "Not a value of this field ☃",
  "http://www.example.com",
  "javascript:alert(1)",
  "[a link](javascript:alert(1)) ![a picture](https://example.org/a.png)",
  0,
  -1,
  1.5,
  9999,
  1e15,
  null,
  true,
  [],
  {},
];

describe("no raw zod message reaches the editor", () => {
  it.each(Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[])(
    "for each kind of check of the %s document",
    (id) => {
      const english = CONTENT_DOCUMENTS[id].seed.english;
      const messages = new Set<string>();
      for (const path of valuePaths(english)) {
        const value = valueAt(english, path);
        // A list also doubled (too long, its ids twice) and with an unknown field in its first item.
        const doubled = Array.isArray(value) ? [[...value, ...value]] : [];
        const extra =
          value && typeof value === "object" && !Array.isArray(value)
            ? [{ ...value, unknownField: "x" }]
            : [];
        for (const wrong of [...WRONG_VALUES, ...doubled, ...extra]) {
          const { errors } = checkedDraft(id, "en", withValueAt(english, path, wrong), english);
          for (const message of Object.values(errors)) messages.add(message);
        }
      }
      expect(messages.size).toBeGreaterThan(0);
      const raw = [...messages].filter((message) => !looksPlain(plainMessage(message)));
      expect(raw.map((message) => `${message} -> ${plainMessage(message)}`)).toEqual([]);
    },
  );
});
