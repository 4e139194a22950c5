/**
 * The site's languages and how a path carries one: English at the plain paths, Gujarati under
 * `/gu/`, Hindi under `/hi/`. Shared by the pages, the server (a lead's language is the language of
 * the page it came from) and the build (prerendered paths, sitemap).
 */

export const LOCALES = ["en", "gu", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in its own script, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  gu: "ગુજરાતી",
  hi: "हिन्दी",
};

/** The script each language but English is written in: a letter of it says a text is in that language. */
export const LOCALE_SCRIPTS = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u } as const;

/** For `Intl` and Open Graph: Indian English, Gujarati and Hindi as written in India. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that is `gu` or `hi`, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/gu/faq` -> `/faq`, `/hi` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `locale`: `localizedPath("/faq", "gu")` -> `/gu/faq`; `/` -> `/gu` (the server
 * answers a path ending in `/` with a redirect to the path without it).
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/"
    ? `/${locale}`
    : path.startsWith("/#") || path.startsWith("/?")
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}
