/**
 * What the privacy texts (messages/*.json: `privacylink_…` on a personal privacy link's page,
 * `email_privacy_…` in emails, `privacyform_…` on the request form) are filled with: the outcomes
 * of a link's actions, the company's values and a day as the person reads it.
 */
import type { Company } from "../../content/company.ts";
import { LOCALE_TAGS, type Locale } from "../locales.ts";

export const PRIVACY_OUTCOMES = ["withdrawn", "erased"] as const;
export type PrivacyOutcome = (typeof PRIVACY_OUTCOMES)[number];

/**
 * The company's values the privacy texts name, from `company` in the reader's language as the site
 * shows it (as published: `useCompany()` on a page, `shownCompany` on the server): its name, the
 * data contact's name and address and the days within which a request is answered.
 */
export function privacyValues({ name, privacy }: Company) {
  return {
    company: name,
    contact: privacy.contact.name,
    email: privacy.contact.email,
    days: String(privacy.grievanceResponseDays),
  };
}

/** A day as people in India read it, in `locale` (Western digits). */
export function privacyDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(date);
}
