/**
 * What the loaders give every page in its language: its metadata and banner (content/pages.ts),
 * and for the root, the texts of the header and footer. Only loaders call these, so the
 * translations reach the page in its HTML and .data file, never in its JavaScript.
 */

import { type CompanyTexts, companyIn, openingTimes } from "../content/company.ts";
import type { ContentDocumentId } from "../content/documents.ts";
import type { Localized, Translation } from "../content/localize.ts";
import { type Navigation, navigationIn } from "../content/navigation.ts";
import { type PageKey, type Pages, pagesIn } from "../content/pages.ts";
import gu from "../messages/gu.json";
import hi from "../messages/hi.json";
import { CHROME_MESSAGES, type ChromeMessage } from "./components/chrome.ts";

const MESSAGES = { gu, hi };

import { type Locale, localeOfPath } from "../contracts/locales.ts";
import type { PageContext } from "../contracts/page-context.ts";

export const localeOfRequest = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/** A fixed page's metadata and banner in the language of the request. */
export function fixedPageData<Key extends PageKey>(key: Key, request: Request): { page: Pages[Key] } {
  return { page: pagesIn(localeOfRequest(request))[key] };
}

/**
 * A content document in `locale` as the company published it (the server's load context), else as
 * the repository holds it (`written`: the build prerenders from it, and the database's first
 * revision is the same).
 */
export const contentIn = <T>(
  context: PageContext | undefined,
  id: ContentDocumentId,
  locale: Locale,
  written: Localized<T>,
): T => (context?.content?.(id, locale) as T | undefined) ?? written(locale);

/**
 * The loader of a fixed page: its metadata and banner, and what `data` gives its sections in the
 * request's language (with the load context, for the company's published content).
 *
 *   export const loader = fixedPageLoader("faq", (locale) => ({ groups: faqGroupsIn(locale) }));
 */
export function fixedPageLoader<Key extends PageKey, Data extends object = object>(
  key: Key,
  data?: (locale: Locale, context: PageContext | undefined) => Data,
) {
  return ({ request, context }: { request: Request; context?: PageContext }) => ({
    ...fixedPageData(key, request),
    ...(data?.(localeOfRequest(request), context) as Data),
  });
}

/**
 * The header's and footer's texts for a Gujarati or Hindi page: its messages and the texts of its
 * menus and company facts (laid over the English ones the page already has,
 * app/components/chrome.ts); nothing for an English one.
 */
export function chromeData(request: Request) {
  const locale = localeOfRequest(request);
  if (locale === "en") return null;
  const messages = MESSAGES[locale];
  return {
    navigation: navigationIn.collection.translations[locale] as Translation<Navigation>,
    company: companyIn.collection.translations[locale] as CompanyTexts,
    openingTimes: openingTimes(locale),
    messages: Object.fromEntries(
      Object.keys(CHROME_MESSAGES).map((key) => [key, messages[key as ChromeMessage]]),
    ) as Record<ChromeMessage, string>,
  };
}
export type ChromeTexts = NonNullable<ReturnType<typeof chromeData>>;
