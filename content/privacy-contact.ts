/**
 * The data contact's name in a page's language, read straight from the translations of the
 * company's privacy facts (`content/locales/<language>/company-privacy.ts`, which
 * `companyPrivacyIn` reads too). For the personal link's pages, which a browser renders as well:
 * calling `companyPrivacyIn` there would put the translation machinery into the chunk every page
 * loads.
 */
import type { Locale } from "../contracts/locales.ts";
import { company } from "./company.ts";
import { companyPrivacyTexts as gu } from "./locales/gu/company-privacy.ts";
import { companyPrivacyTexts as hi } from "./locales/hi/company-privacy.ts";

export function privacyContactName(locale: Locale): string {
  return locale === "en" ? company.privacy.contact.name : { gu, hi }[locale].contact.name;
}
