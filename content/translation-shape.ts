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
    if (given === undefined || given === null) return;
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
      if (key in expected) walk(expected[key], value, at(where, key));
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
      if (typeof given !== "string" || given.trim() === "") missing.push(where);
    } else if (Array.isArray(expected)) {
      for (const [index, item] of expected.entries())
        walk(item, Array.isArray(given) ? given[index] : undefined, at(where, index));
    } else if (isRecord(expected)) {
      for (const [key, value] of Object.entries(expected))
        walk(value, isRecord(given) ? given[key] : undefined, at(where, key));
    }
  };
  walk(texts, translation, "");
  return missing;
}

/** The translation without its empty texts, so the page shows the English text there instead. */
export function withoutEmptyTexts(translation: unknown): unknown {
  if (typeof translation === "string") return translation.trim() === "" ? undefined : translation;
  if (Array.isArray(translation)) return translation.map(withoutEmptyTexts);
  if (!isRecord(translation)) return translation;
  return Object.fromEntries(
    Object.entries(translation).map(([key, value]) => [key, withoutEmptyTexts(value)]),
  );
}
