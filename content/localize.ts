/**
 * Content in Gujarati and Hindi: a collection is written once in English (with its slugs, paths,
 * images and numbers), and each other language gives only its texts, in a file of the same shape
 * under `content/locales/<language>/`. `Translation<T>` is that shape: every text of `T`, nothing
 * else, so a text missing in one language or one too many is a type error. `localize` lays a
 * translation over the English collection.
 */
import type { Locale } from "../contracts/locales.ts";

/** Fields that hold no visible text (slugs, links, images, ids): a translation leaves them out. */
export const NON_TEXT_KEYS = [
  "id",
  "slug",
  "path",
  "href",
  "image",
  "src",
  "icon",
  "logo",
  "logoOnDark",
  "ogImage",
  "tel",
  "phone",
  "display",
  "email",
  "postalCode",
  "country",
  "schemaDays",
  "number",
  "published",
  "postId",
  "specialistId",
  "color",
  "opens",
  "closes",
  "siteUrl",
  "doors",
  "field",
  "material",
  "suffix",
] as const;
type NonTextKey = (typeof NON_TEXT_KEYS)[number];

/** The visible texts of `T`, in the same shape. */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : T extends object
        ? {
            readonly [K in keyof T as K extends NonTextKey
              ? never
              : [Translation<T[K]>] extends [never]
                ? never
                : K]: Translation<T[K]>;
          }
        : never;

/** The English value with every text of `translation` put in its place. */
export function overlay<T>(english: T, translation: unknown): T {
  if (translation === undefined) return english;
  if (typeof english === "string") return translation as T;
  if (Array.isArray(english)) {
    const items = translation as readonly unknown[];
    return english.map((item, index) => overlay(item, items[index])) as T;
  }
  if (english && typeof english === "object") {
    const texts = translation as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, overlay(value, texts[key])]),
    ) as T;
  }
  return english;
}

export type OtherLocale = Exclude<Locale, "en">;

/** A collection in every language, as `localized` returns it. */
export interface Localized<T> {
  (locale: Locale): T;
  /** What translations.test.ts checks: no text missing, none left in English. */
  readonly collection: { name: string; english: T; translations: Record<OtherLocale, unknown> };
}

/**
 * A collection with no text to translate (numbers and ids): the same in every language. It has no
 * translations; as a content document it is registered with `translated: []` (content/documents.ts).
 */
export /* @__NO_SIDE_EFFECTS__ */ function sameInEveryLanguage<T>(name: string, english: T): Localized<T> {
  return Object.assign((_locale: Locale): T => english, {
    collection: { name, english, translations: { gu: undefined, hi: undefined } },
  });
}

/**
 * A collection in every language: English as written, the others from their translations.
 * Free of side effects, so a bundle that never calls the result (a page that gets the collection
 * from its loader) carries no translation of it.
 */
export /* @__NO_SIDE_EFFECTS__ */ function localized<T, Texts = Translation<T>>(
  name: string,
  english: T,
  translations: Record<OtherLocale, Texts>,
): Localized<T> {
  const byLocale: Record<Locale, T> = {
    en: english,
    gu: overlay(english, translations.gu),
    hi: overlay(english, translations.hi),
  };
  return Object.assign((locale: Locale): T => byLocale[locale], {
    collection: { name, english, translations },
  });
}
