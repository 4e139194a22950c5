/**
 * No hole in any translation: every message and every localized content collection has a
 * Gujarati and a Hindi text for each English one, with the same placeholders, figures, addresses,
 * links and pictures and the same number of items, and none left identical to the English outside
 * the names kept as they are.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../contracts/locales.ts";
import { KEPT_NAMES } from "./locales/kept-names.ts";
import type { Localized, OtherLocale } from "./localize.ts";
import { mismatches } from "./term-check.ts";

// Every localized collection: the exports of the content modules that `localized` made.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const localizedCollections = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Localized<unknown> => typeof value === "function" && "collection" in value)
  .map((accessor) => accessor.collection);

const OTHER_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== "en");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Each text of `english` beside its translation: [where, English, translated]. */
function pairs(english: unknown, translated: unknown, where: string): [string, string, unknown][] {
  if (typeof english === "string") return translated === undefined ? [] : [[where, english, translated]];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return translated === undefined ? [] : [[where, "(a list)", translated]];
    if (translated.length !== english.length)
      return [[`${where}.length`, String(english.length), translated.length]];
    return english.flatMap((item, index) => pairs(item, translated[index], `${where}[${index}]`));
  }
  if (english && typeof english === "object" && translated && typeof translated === "object") {
    return Object.entries(english).flatMap(([key, value]) =>
      pairs(value, (translated as Record<string, unknown>)[key], `${where}.${key}`),
    );
  }
  return [];
}

function holes(english: unknown, translated: unknown, where: string): string[] {
  return pairs(english, translated, where).flatMap(([path, source, text]) => {
    if (path.endsWith(".length")) return [`${path}: ${text} items, English has ${source}`];
    if (typeof text !== "string" || text.trim() === "") return [`${path}: no text`];
    if (text === source && !KEPT_NAMES.has(text)) return [`${path}: same as English ("${text}")`];
    if (placeholders(text).join() !== placeholders(source).join()) return [`${path}: placeholders differ`];
    // The figures, addresses, links and pictures a translator may not change (term-check.ts).
    return mismatches(source, text).map(
      ({ kind, english, translation }) =>
        `${path}: ${kind} differ (English: ${english.join(", ") || "none"}; this text: ${translation.join(", ") || "none"})`,
    );
  });
}

describe("messages", () => {
  const read = (locale: string): Record<string, string> => {
    const { $schema: _, ...messages } = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
    return messages;
  };
  const english = read("en");

  it.each(OTHER_LOCALES)("%s has exactly the English keys, each translated", (locale) => {
    const translated = read(locale);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const problems = Object.entries(english).flatMap(([key, text]) => holes(text, translated[key], key));
    expect(problems).toEqual([]);
  });
});

describe("content", () => {
  it("has localized collections", () => {
    expect(localizedCollections.map((collection) => collection.name)).toEqual(
      expect.arrayContaining([
        "navigation",
        "about",
        "testimonials",
        "specialists",
        "valueCards",
        "partners",
        "certificates",
        "career",
      ]),
    );
  });

  it.each(OTHER_LOCALES)("%s translates every text of every collection", (locale) => {
    const problems = localizedCollections.flatMap((collection) =>
      holes(collection.english, collection.translations[locale], collection.name),
    );
    expect(problems).toEqual([]);
  });
});
