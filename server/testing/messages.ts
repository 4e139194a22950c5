/** Test support: an interface text as messages/<language>.json has it, placeholders unfilled. */
import { readFileSync } from "node:fs";
import type { Locale } from "../../contracts/locales.ts";

const byLocale = new Map<Locale, Record<string, string>>();

export function messageText(locale: Locale, key: string): string {
  let texts = byLocale.get(locale);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"));
    byLocale.set(locale, texts!);
  }
  const text = texts![key];
  if (text === undefined) throw new Error(`messages/${locale}.json has no ${key}`);
  return text;
}

/** A text with its `{name}` placeholders filled, as the compiled message fills them. */
export const filled = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
