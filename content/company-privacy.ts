/**
 * The company's privacy facts in a page's language: the contact's name and what each processor
 * does are texts, translated in `content/locales/<language>/company-privacy.ts`; numbers and
 * addresses as configured in `company.privacy`. A module of its own, apart from company.ts (which
 * every page loads), so only the pages and emails that name the contact carry its translations.
 */
import { company } from "./company.ts";
import { companyPrivacyTexts as gu } from "./locales/gu/company-privacy.ts";
import { companyPrivacyTexts as hi } from "./locales/hi/company-privacy.ts";
import { type Localized, localized, type Translation } from "./localize.ts";
import type { CompanyPrivacy } from "./site.schema.ts";

/** The privacy facts a page shows as text: the contact's name and what each processor does. */
export type CompanyPrivacyTexts = Translation<Pick<CompanyPrivacy, "contact" | "processors">>;

/** The privacy facts in a page's language (the full notice, the personal link's pages and emails). */
export const companyPrivacyIn: Localized<CompanyPrivacy> = localized<CompanyPrivacy, CompanyPrivacyTexts>(
  "companyPrivacy",
  company.privacy,
  { gu, hi },
);
