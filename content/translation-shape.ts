/**
 * A translation of a content document checked at run time, as `Translation<T>` (localize.ts) checks
 * it at compile time for the texts written in the repository: the English document's texts in its
 * shape, and nothing else. The content editor saves translations that may still miss texts (the
 * page shows the English there until they are written); it never saves one of another shape.
 */
import { NON_TEXT_KEYS } from "./localize.ts";

const nonText = new Set<string>(NON_TEXT_KEYS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The texts of an English document, in a translation's shape: what a translator translates. With
 * `fields`, only those of its top-level fields, or of its items' for a list (the others stay as they
 * are in every language).
 */
export function textsOf(english: unknown, fields?: readonly string[]): unknown {
  if (typeof english === "string") return english;
  if (Array.isArray(english)) return english.map((item) => textsOf(item, fields));
  if (!isRecord(english)) return undefined;
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    const text = nonText.has(key) || (fields && !fields.includes(key)) ? undefined : textsOf(value);
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

/** JSON with every object's keys in order: PostgreSQL's JSONB gives them back in its own order. */
export const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  );

/** Where a translation's value sits in its document: `0.faqs.2.answer`. */
const at = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/**
 * What is wrong with `translation` as one of the English `texts` (textsOf), by path: a value where
 * the English has no text, a list of another length, a text that is not text. A text not yet
 * written is not wrong (`missingTexts` lists those).
 */
export function shapeProblems(texts: unknown, translation: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const walk = (expected: unknown, given: unknown, where: string) => {
    if (given === undefined) return;
    if (given === null) {
      problems[where] = "Not a value: leave it out, and the page shows the English.";
      return;
    }
    if (typeof expected === "string") {
      if (typeof given !== "string") problems[where] = "Must be text.";
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(given)) problems[where] = "Must be a list.";
      else if (given.length !== expected.length)
        problems[where] =
          `Has ${given.length} items; the English has ${expected.length}. Add or remove items in English.`;
      else for (const [index, item] of given.entries()) walk(expected[index], item, at(where, index));
      return;
    }
    if (!isRecord(expected) || !isRecord(given)) {
      problems[where] = "Not a text of this document.";
      return;
    }
    for (const [key, value] of Object.entries(given)) {
      if (Object.hasOwn(expected, key)) walk(expected[key], value, at(where, key));
      else problems[at(where, key)] = "Not a text of this document: only the English can change it.";
    }
  };
  walk(texts, translation, "");
  return problems;
}

/** The paths of the English `texts` (textsOf) that `translation` does not give yet (empty or absent). */
export function missingTexts(texts: unknown, translation: unknown): string[] {
  const missing: string[] = [];
  const walk = (expected: unknown, given: unknown, where: string) => {
    if (typeof expected === "string") {
      if (typeof given !== "string" || !isWritten(given)) missing.push(where);
    } else if (Array.isArray(expected)) {
      for (const [index, item] of expected.entries())
        walk(item, Array.isArray(given) ? given[index] : undefined, at(where, index));
    } else if (isRecord(expected)) {
      for (const [key, value] of Object.entries(expected))
        walk(value, isRecord(given) && Object.hasOwn(given, key) ? given[key] : undefined, at(where, key));
    }
  };
  walk(texts, translation, "");
  return missing;
}

/** Whether a text shows something: not only spaces and invisible characters (zero-width spaces). */
export const isWritten = (text: string) => /[^\s\u200B-\u200D\u2060\uFEFF]/u.test(text);

/**
 * What of `translation` a page can show over `english`, the English document: each text written,
 * and each list as long as the English one. A list of another length (an item the English added,
 * removed or moved since) is left out whole, so the page shows the English there, never a
 * translation beside the wrong item.
 */
export function usableTranslation(english: unknown, translation: unknown): unknown {
  if (typeof english === "string")
    return typeof translation === "string" && isWritten(translation) ? translation : undefined;
  if (Array.isArray(english))
    return Array.isArray(translation) && translation.length === english.length
      ? english.map((item, index) => usableTranslation(item, translation[index]))
      : undefined;
  if (!isRecord(english) || !isRecord(translation)) return undefined;
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [
      key,
      usableTranslation(value, Object.hasOwn(translation, key) ? translation[key] : undefined),
    ]),
  );
}
