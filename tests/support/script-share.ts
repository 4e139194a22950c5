/**
 * How much of a Gujarati or Hindi page is written in its own script: the languages tests' check,
 * for prerendered pages (tests/languages.test.ts) and pages rendered on request (a ticket's
 * tracking page) alike.
 */
import { KEPT_NAMES } from "../../content/locales/kept-names.ts";
import type { Locale } from "../../contracts/locales.ts";

export const SCRIPT: Record<Exclude<Locale, "en">, RegExp> = {
  gu: /\p{Script=Gujarati}/u,
  hi: /\p{Script=Devanagari}/u,
};

/** The least share of a page's letters in its script. */
export const MIN_SHARE = 0.7;

/** The text a visitor reads (and a screen reader hears in alt texts and labels), names removed. */
export function visibleText(page: string, names: Iterable<string> = KEPT_NAMES): string {
  const body = page.slice(page.indexOf("<body"));
  let text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*\b(?:alt|aria-label|placeholder)="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.split(name).join(" ");
  return text;
}

/** The share of letters in `script`, and the longest run of other letters (for the message). */
export function scriptShare(text: string, script: RegExp) {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  const inScript = letters.filter((char) => script.test(char)).length;
  const latin = text.match(/[A-Za-z][A-Za-z ,.'’-]{12,}/g) ?? [];
  return { share: letters.length ? inScript / letters.length : 0, sample: latin.slice(0, 3) };
}
