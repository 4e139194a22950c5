/**
 * What the privacy texts (messages/*.json: `privacylink_…` on a personal privacy link's page,
 * `email_privacy_…` in emails, `privacyform_…` on the request form) are filled with: the outcomes
 * of a link's actions, the company's values and a day as the person reads it.
 */
import { company } from "../../content/company.ts";
import { privacyContactName } from "../../content/privacy-contact.ts";
import { LOCALE_TAGS, type Locale } from "../locales.ts";

export const PRIVACY_OUTCOMES = ["withdrawn", "erased"] as const;
export type PrivacyOutcome = (typeof PRIVACY_OUTCOMES)[number];

/**
 * The company's values the privacy texts name, in `locale`: the contact's name as the config
 * writes it in that language (`privacyContactName`), the rest as configured.
 */
export function privacyValues(locale: Locale) {
  return {
    company: company.name,
    contact: privacyContactName(locale),
    email: company.privacy.contact.email,
    days: String(company.privacy.grievanceResponseDays),
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
