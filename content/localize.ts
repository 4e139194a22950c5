/**
 * Content in Gujarati and Hindi: a collection is written once in English (with its slugs, paths,
 * images and numbers), and each other language gives only its texts, in a file of the same shape
 * under `content/locales/<language>/`. `Translation<T>` is that shape: every text of `T`, nothing
 * else, so a text missing in one language or one too many is a type error. `localize` lays a
 * translation over the English collection.
 */
import type { Locale } from "../contracts/locales.ts";

/** Fields that hold no visible text (slugs, links, images, ids): a translation leaves them out. */
type NonTextKey =
  | "id"
  | "slug"
  | "path"
  | "href"
  | "image"
  | "src"
  | "icon"
  | "logo"
  | "logoOnDark"
  | "ogImage"
  | "tel"
  | "phone"
  | "display"
  | "email"
  | "postalCode"
  | "country"
  | "schemaDays"
  | "number"
  | "published"
  | "postId"
  | "specialistId"
  | "color"
  | "opens"
  | "closes"
  | "siteUrl"
  | "doors"
  | "field"
  | "material";

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

interface LocalizedCollection {
  name: string;
  english: unknown;
  translations: Record<OtherLocale, unknown>;
}

/** Every localized collection, for the check that no translation has a hole (translations.test.ts). */
export const localizedCollections: LocalizedCollection[] = [];

/** A collection in every language: English as written, the others from their translations. */
export function localized<T, Texts = Translation<T>>(
  name: string,
  english: T,
  translations: Record<OtherLocale, Texts>,
) {
  localizedCollections.push({ name, english, translations });
  const byLocale: Record<Locale, T> = {
    en: english,
    gu: overlay(english, translations.gu),
    hi: overlay(english, translations.hi),
  };
  return (locale: Locale): T => byLocale[locale];
}
