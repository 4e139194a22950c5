/**
 * The company as the emails (and the API's messages that name a number) name it: as the company
 * published it on the site, else as content/company.ts holds it (before the content is read, and in
 * tests that give no content). Read as each email is composed, so a publish reaches the next email.
 */
import { type Company, companyIn } from "../../content/company.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { SiteContent } from "../content/site-content.ts";

/** What the mail settings carry to reach the published content (the server's `app.content`). */
export interface PublishedContent {
  content?: Pick<SiteContent, "shown"> | undefined;
}

/** The company in `locale` as the site shows it. */
export const mailCompany = (settings: PublishedContent, locale: Locale): Company =>
  (settings.content?.shown("company", locale) as Company | undefined) ?? companyIn(locale);
