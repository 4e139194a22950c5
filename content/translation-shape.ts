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
 * are in every language); a field may be a path into one (`privacy.contact`: only that part of it).
 */
export function textsOf(english: unknown, fields?: readonly string[]): unknown {
  if (typeof english === "string") return english;
  if (Array.isArray(english)) return english.map((item) => textsOf(item, fields));
  if (!isRecord(english)) return undefined;
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    const inner = fields && fieldsWithin(fields, key);
    const text = nonText.has(key) || inner === null ? undefined : textsOf(value, inner);
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

/** The paths of `fields` inside field `key`: undefined for all of it, null for none of it. */
function fieldsWithin(fields: readonly string[], key: string): readonly string[] | undefined | null {
  if (fields.includes(key)) return undefined;
  const inner = fields
    .filter((field) => field.startsWith(`${key}.`))
    .map((field) => field.slice(key.length + 1));
  return inner.length > 0 ? inner : null;
}

/** JSON with every object's keys in order: PostgreSQL's JSONB gives them back in its own order. */
export const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  );

/** Whether two values are the same JSON, key order aside (undefined and null alike). */
export const sameJson = (a: unknown, b: unknown) => sortedJson(a ?? null) === sortedJson(b ?? null);

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

/** Whether a translation (or a part of one) has any text written. */
export const hasWrittenText = (value: unknown): boolean =>
  typeof value === "string"
    ? isWritten(value)
    : Array.isArray(value)
      ? value.some(hasWrittenText)
      : isRecord(value) && Object.values(value).some(hasWrittenText);

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

/** A translation with nothing written yet for `english`: "" for a text, an empty object or list. */
const emptyLike = (english: unknown): unknown =>
  typeof english === "string" ? "" : Array.isArray(english) ? [] : isRecord(english) ? {} : undefined;

/** The id a list's item is known by, when it has one. */
const idOf = (item: unknown) => (isRecord(item) && typeof item.id === "string" ? item.id : undefined);

/**
 * For each item of the list `after`, the index of the same item in the list `before` (-1: none, an
 * item added): the same id, else the same content, else the same place when that place's item was
 * edited (and no other item took it).
 */
function itemsFound(before: readonly unknown[], after: readonly unknown[]): number[] {
  const used = new Set<number>();
  const take = (index: number) => {
    if (index < 0 || used.has(index)) return -1;
    used.add(index);
    return index;
  };
  const found = after.map((item) => {
    const id = idOf(item);
    const index = id === undefined ? -1 : before.findIndex((old, at) => !used.has(at) && idOf(old) === id);
    return index >= 0
      ? take(index)
      : take(before.findIndex((old, at) => !used.has(at) && sameJson(old, item)));
  });
  // An item edited where it stands keeps its place, when no other item took it.
  return found.map((index, at) =>
    index >= 0 ? index : idOf(after[at]) === undefined && at < before.length ? take(at) : -1,
  );
}

/**
 * A translation of `before` (the English it was written for) moved onto `after` (the English as
 * changed): in each list, an item keeps its translation when it is found again in the new English
 * (itemsFound), so a removed or moved question takes its translation with it; an added item has
 * none yet (the page shows its English until it is translated).
 */
export function realignedTranslation(before: unknown, after: unknown, translation: unknown): unknown {
  if (translation === undefined || translation === null) return translation;
  if (Array.isArray(after)) {
    if (!Array.isArray(before) || !Array.isArray(translation)) return undefined;
    // An item without its translation yet: its texts empty, so the page shows its English.
    return itemsFound(before, after).map((index, at) =>
      index >= 0 ? realignedTranslation(before[index], after[at], translation[index]) : emptyLike(after[at]),
    );
  }
  if (isRecord(after) && isRecord(before) && isRecord(translation)) {
    return Object.fromEntries(
      Object.entries(translation).map(([key, value]) => [
        key,
        realignedTranslation(before[key], after[key], value),
      ]),
    );
  }
  return translation;
}

/**
 * The paths (`0.faqs.4`) of the list items of `after` that `before` does not have (itemsFound):
 * those realignedTranslation leaves without a translation. An item inside an added one is not
 * named again.
 */
export function addedItems(before: unknown, after: unknown, path = ""): string[] {
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return [];
    return itemsFound(before, after).flatMap((index, itemAt) =>
      index >= 0 ? addedItems(before[index], after[itemAt], at(path, itemAt)) : [at(path, itemAt)],
    );
  }
  if (!isRecord(after) || !isRecord(before)) return [];
  return Object.keys(after).flatMap((key) => addedItems(before[key], after[key], at(path, key)));
}

/**
 * What a translation is written for once saved, text by text: the English `now` where the
 * translator wrote the text in this save (`before` and `after` differ there) or said it still fits
 * (`confirmed` paths, such as `0.faqs.2.answer`), else the English `writtenFor` it was written for
 * until then. So a change of the English that the translator did not answer stays marked, whatever
 * else they saved. A text with no English kept for it is written for `now`'s.
 */
export function writtenForAfterSave(
  now: unknown,
  writtenFor: unknown,
  before: unknown,
  after: unknown,
  confirmed: ReadonlySet<string>,
  path = "",
): unknown {
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  if (typeof now === "string") {
    const answered = before !== after || confirmed.has(path);
    return typeof writtenFor === "string" && !answered ? writtenFor : now;
  }
  const item = (value: unknown, key: string | number) =>
    Array.isArray(value) || isRecord(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  if (Array.isArray(now))
    return now.map((text, index) =>
      writtenForAfterSave(
        text,
        item(writtenFor, index),
        item(before, index),
        item(after, index),
        confirmed,
        at(index),
      ),
    );
  if (!isRecord(now)) return now;
  return Object.fromEntries(
    Object.entries(now).map(([key, text]) => [
      key,
      writtenForAfterSave(
        text,
        item(writtenFor, key),
        item(before, key),
        item(after, key),
        confirmed,
        at(key),
      ),
    ]),
  );
}
