/**
 * The company as the server names it where the site itself does not render it: in emails, in the
 * API's messages (a phone number to call), in the privacy request's deadline, the retention job and
 * the service desk's clock. As the company published it, else as content/company.ts holds it (before
 * the content is read, and in tests that give no content). Read each time it is used, so a publish
 * reaches the next email or answer.
 */
import { type Company, companyIn } from "../../content/company.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { SiteContent } from "./site-content.ts";

/** What reaches the published content (the server's `app.content`; mail settings carry it too). */
export interface PublishedContent {
  content?: Pick<SiteContent, "shown"> | undefined;
}

/** The company in `locale` as the site shows it. */
export const shownCompany = (published: PublishedContent, locale: Locale): Company =>
  (published.content?.shown("company", locale) as Company | undefined) ?? companyIn(locale);
