/**
 * A form's short privacy notice is a message (messages/*.json, `…_privacy_notice`, keyed by the
 * area of the page that shows the form, so a page loads only its own form's notice) with its
 * retention periods filled in from the company's facts as published (`useCompany()` on a page,
 * `shownCompany` on the server). The table of every form's notice, for the server: notices.ts.
 */

import type { CompanyPrivacy } from "../../content/site.schema.ts";
import { m } from "../../messages/compiled/messages.js";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "../locales.ts";
import { PRIVACY_PATH } from "../paths.ts";

/** `{months}` (leads) and `{ticketMonths}` (closed tickets); a notice names one or the other. */
type NoticeValues = { months: number; ticketMonths: number };

/** One form's notice: a compiled message. */
export type NoticeMessage = (values: NoticeValues, options: { locale: Locale }) => string;

/** The retention periods a notice names: the company's `privacy.retentionMonths`. */
export type RetentionMonths = CompanyPrivacy["retentionMonths"];

/** A notice in `locale`, its values filled in from the company's retention periods. */
export function noticeText(notice: NoticeMessage, locale: Locale, retention: RetentionMonths): string {
  return notice({ months: retention.leads, ticketMonths: retention.closedTickets }, { locale });
}

/** The full notice's address in `locale` and the text of the link to it. */
export function privacyLink(locale: Locale = DEFAULT_LOCALE): { href: string; text: string } {
  return { href: localizedPath(PRIVACY_PATH, locale), text: m.common_privacy_link({}, { locale }) };
}
