/**
 * Figures as the page's language writes them, with `Intl` and Western digits: "1,800 mm" on an
 * English page, "1,800 મિમી" on a Gujarati one, "1,800 मिमी" on a Hindi one: the units as the
 * pages' texts write them too (content/locales/).
 */
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "../../contracts/locales.ts";
import { WORD_JOINER } from "../typography.ts";

type Unit = "millimeter" | "kilogram" | "meter-per-second";

/**
 * Intl's short Hindi units carry abbreviation marks (मि॰मी॰, कि॰ग्रा॰) that nobody writes; its narrow
 * ones are the usual मिमी and किग्रा. English's narrow ones lose the space ("1,800mm").
 */
const UNIT_DISPLAY: Record<Locale, "short" | "narrow"> = { en: "short", gu: "short", hi: "narrow" };

const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, unit?: Unit): Intl.NumberFormat {
  const key = `${locale} ${unit ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      numberingSystem: "latn",
      ...(unit && { style: "unit", unit, unitDisplay: UNIT_DISPLAY[locale] }),
      // Speeds as the company's tables print them: "1.0", "0.5", "1.75".
      ...(unit === "meter-per-second" && { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    });
    formats.set(key, format);
  }
  return format;
}

/** A unit's slash followed by a word joiner: the line never breaks inside the unit. */
const UNIT_SLASH = `/${WORD_JOINER}`;

/** 1800 -> "1,800". */
export const formatNumber = (locale: Locale, value: number) => formatter(locale).format(value);
export const mm = (locale: Locale, value: number) => formatter(locale, "millimeter").format(value);
export const kg = (locale: Locale, value: number) => formatter(locale, "kilogram").format(value);
/**
 * "1.0 m/s". In Gujarati and Hindi a word joiner after the slash keeps the long unit on one line
 * ("मी॰/से॰", "મીટર/સેકન્ડ", written so in content/locales/ too); the English text, which also goes
 * into stored plans and emails, stays plain.
 */
export const speed = (locale: Locale, value: number) => {
  const text = formatter(locale, "meter-per-second").format(value);
  return locale === DEFAULT_LOCALE ? text : text.replace("/", UNIT_SLASH);
};
/** "1,100 × 900 mm". */
export const size = (locale: Locale, width: number, depth: number) =>
  `${formatNumber(locale, width)} × ${mm(locale, depth)}`;

/** "a and b", "a, b and c". */
export function listInWords(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: "conjunction" }).format(items);
}
