/**
 * What the loaders give every page in its language: its metadata and banner (content/pages.ts),
 * and for the root, the texts of the header and footer. Only loaders call these, so the
 * translations reach the page in its HTML and .data file, never in its JavaScript.
 */

import { type Company, type CompanyTexts, company, companyIn, openingTimes } from "../content/company.ts";
import { type ContentDocumentId, translatedFields } from "../content/documents.ts";
import type { Localized, Translation } from "../content/localize.ts";
import { type Navigation, navigationIn } from "../content/navigation.ts";
import { type PageKey, type Pages, pagesIn } from "../content/pages.ts";
import { sortedJson, textsOf } from "../content/translation-shape.ts";
import gu from "../messages/gu.json";
import hi from "../messages/hi.json";
import { CHROME_MESSAGES, type ChromeMessage } from "./components/chrome.ts";
import { withPhotos } from "./page-photos.ts";

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
 * The company in `locale` as published (else as written): for a loader or action that puts a
 * company fact into a text (a message with the support number). Components read `useCompany()`.
 */
export const companyShown = (context: PageContext | undefined, locale: Locale): Company =>
  contentIn(context, "company", locale, companyIn);

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
  return ({ request, context }: { request: Request; context?: PageContext }) =>
    withPhotos(context, {
      ...fixedPageData(key, request),
      ...(data?.(localeOfRequest(request), context) as Data),
    });
}

/** Whether a published English company is the one written in the repository, by published object. */
const builtCompanies = new WeakMap<object, boolean>();

/**
 * The company's English as published, when it differs from the one the page's JavaScript holds
 * (content/company.ts); else undefined. Compared rather than sent after any publish: a publish of
 * other content (the FAQs) leaves every page's bytes as they were, and a page carries a second copy
 * of the company only when the company changed. The published object stays the same until the next
 * publish, so the comparison runs once per publish.
 */
function publishedCompany(context: PageContext | undefined): Company | undefined {
  const published = context?.content?.("company", "en") as Company | undefined;
  if (!published) return undefined;
  let built = builtCompanies.get(published);
  if (built === undefined) {
    built = sortedJson(published) === sortedJson(company);
    builtCompanies.set(published, built);
  }
  return built ? undefined : published;
}

/**
 * The root's data: the header's and footer's texts and the company, as far as the page's JavaScript
 * lacks them (app/components/chrome.ts lays them over what it holds). On an English page, nothing
 * while the company is as built, else its published English (`publishedCompany`) and working hours.
 * On a Gujarati or Hindi page, its messages, the texts of its menus and of the company (as published)
 * and the working hours, and the published English as on an English page.
 */
export function chromeData(request: Request, context?: PageContext): RootData | null {
  const locale = localeOfRequest(request);
  const published = publishedCompany(context);
  const changed = published && {
    publishedCompany: published,
    openingTimes: openingTimes(locale, published.hours),
  };
  if (locale === "en") return changed ?? null;
  const messages = MESSAGES[locale];
  const shown = companyShown(context, locale);
  return {
    navigation: navigationIn.collection.translations[locale] as Translation<Navigation>,
    company: (context
      ? textsOf(shown, translatedFields("company"))
      : companyIn.collection.translations[locale]) as CompanyTexts,
    openingTimes: openingTimes(locale, shown.hours),
    messages: Object.fromEntries(
      Object.keys(CHROME_MESSAGES).map((key) => [key, messages[key as ChromeMessage]]),
    ) as Record<ChromeMessage, string>,
    ...changed,
  };
}

/** The root's data on any page but an English one whose company is as built (then null). */
export interface RootData {
  /** Gujarati and Hindi: the chrome's messages, the texts of the menus and of the company. */
  messages?: Record<ChromeMessage, string>;
  navigation?: Translation<Navigation>;
  company?: CompanyTexts;
  /** The working hours' times in the page's language (one per slot, null: closed). */
  openingTimes?: (string | null)[];
  /** The company's English as published, when it differs from the one built into the page. */
  publishedCompany?: Company;
}
