/**
 * The AMC quote page's own texts (messages `amc_page_*`) in a page's language, for its loader: they
 * reach the page in its HTML and .data file in that one language, not in its JavaScript in all
 * three (the form's texts stay messages: the send page shows the form too). Run by loaders only.
 */
import type { Locale } from "../../../contracts/locales.ts";
import en from "../../../messages/en.json";
import gu from "../../../messages/gu.json";
import hi from "../../../messages/hi.json";

const MESSAGES = { en, gu, hi };

const PREFIX = "amc_page_";

type PageMessage = Extract<keyof typeof en, `${typeof PREFIX}${string}`>;
/** Each text by its key without the prefix: `texts.title` is `amc_page_title`. */
export type AmcPageTexts = {
  readonly [K in PageMessage as K extends `${typeof PREFIX}${infer Name}` ? Name : never]: string;
};

export function amcPageTexts(locale: Locale): AmcPageTexts {
  const messages: Record<string, string> = MESSAGES[locale];
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => key.startsWith(PREFIX))
      .map(([key, text]) => [key.slice(PREFIX.length), text]),
  ) as AmcPageTexts;
}
