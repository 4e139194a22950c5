/**
 * What a form needs to show its privacy notice, without the other forms' notices: each form
 * imports its own texts (this folder, one module each) and passes them to LeadFormShell, so a
 * page loads only the notice of the form it shows. The table of all notices, for the server:
 * ../privacy-notices.ts.
 */
import { company } from "../../content/company.ts";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "../locales.ts";
import { PRIVACY_PATH } from "../paths.ts";

/** One notice in each language, `{months}` (leads) or `{ticketMonths}` (closed tickets) filled from the company config. */
export type NoticeTexts = Readonly<Record<Locale, string>>;

/** The text of the link to the full notice. */
export const PRIVACY_LINK_TEXTS: NoticeTexts = {
  en: "How we handle your data",
  gu: "અમે તમારી માહિતી કેવી રીતે સંભાળીએ છીએ",
  hi: "हम आपकी जानकारी कैसे सँभालते हैं",
};

/** A message with its `{placeholder}`s filled; a placeholder without a value stays as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A notice in `locale`, its values filled in from the company config. */
export function noticeText(texts: NoticeTexts, locale: Locale = DEFAULT_LOCALE): string {
  const { leads, closedTickets } = company.privacy.retentionMonths;
  return fillMessage(texts[locale], { months: leads, ticketMonths: closedTickets });
}

/** The full notice's address in `locale` and the text of the link to it. */
export function privacyLink(locale: Locale = DEFAULT_LOCALE): { href: string; text: string } {
  return { href: localizedPath(PRIVACY_PATH, locale), text: PRIVACY_LINK_TEXTS[locale] };
}
