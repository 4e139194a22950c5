/**
 * Each short notice's version: the first 12 hex digits of the SHA-256 of that language's text as
 * the form shows it (placeholders filled with the retention periods as published), so a changed
 * sentence or a published retention period is a new version by itself and no version can name a
 * text it was not made from.
 */
import crypto from "node:crypto";
import { LOCALES, type Locale, localeOfPath } from "../../contracts/locales.ts";
import { formNotice, NOTICE_FORMS, type NoticeForm } from "../../contracts/privacy/notices.ts";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";

export interface NoticeRecord {
  form: NoticeForm;
  locale: Locale;
  version: string;
  text: string;
}

export function versionOf(text: string): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12);
}

/** The notice a form shows in `locale` with the company's facts as `published` (the server's `app`), with its version. */
export function currentNotice(form: NoticeForm, locale: Locale, published: PublishedContent): NoticeRecord {
  const text = formNotice(form, locale, shownCompany(published, "en").privacy.retentionMonths);
  return { form, locale, version: versionOf(text), text };
}

/** Every notice the forms show with the company's facts as `published`, in every language. */
export const currentNotices = (published: PublishedContent): NoticeRecord[] =>
  NOTICE_FORMS.flatMap((form) => LOCALES.map((locale) => currentNotice(form, locale, published)));

/** The language of the page a lead was sent from (its path and query as stored); English when unknown. */
export function localeOfSourcePage(sourcePage: string | null): Locale {
  return sourcePage === null ? "en" : localeOfPath(new URL(sourcePage, "http://site.invalid").pathname);
}
