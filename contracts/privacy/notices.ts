/**
 * The short privacy notice beside each form's submit button, in the three languages: which data
 * that form collects, why, and how long it is kept (periods from the company config). The server
 * records with each lead which notice its form showed (server/privacy/notices.ts names each text
 * by a hash of itself). Each notice is a message (`…_privacy_notice`), imported by its form, so a
 * form page loads only its own notice; this table of them all is for the server and the tests.
 */

import { pages } from "../../content/pages.ts";
import { m } from "../../messages/compiled/messages.js";
import type { LeadKind } from "../leads/forms.ts";
import { type Locale, pathWithoutLocale } from "../locales.ts";
import { type NoticeMessage, noticeText, type RetentionMonths } from "./notice.ts";

export { type NoticeMessage, privacyLink, type RetentionMonths } from "./notice.ts";

/**
 * The forms that show a notice: one per lead kind, the lift planner's booking, the service request
 * and the privacy request.
 */
export const NOTICE_FORMS = [
  "appointment",
  "plannerBooking",
  "webInquiry",
  "question",
  "newsletter",
  "amcQuote",
  "service",
  "privacyRequest",
] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** Each form's notice. */
export const NOTICE_MESSAGES: Readonly<Record<NoticeForm, NoticeMessage>> = {
  appointment: m.forms_appointment_privacy_notice,
  plannerBooking: m.planner_booking_privacy_notice,
  webInquiry: m.contact_form_privacy_notice,
  question: m.faq_form_privacy_notice,
  newsletter: m.about_newsletter_privacy_notice,
  amcQuote: m.amc_form_privacy_notice,
  service: m.service_form_privacy_notice,
  privacyRequest: m.privacyform_privacy_notice,
};

/** The notice a form shows in `locale`, naming the company's retention periods (as published). */
export function formNotice(form: NoticeForm, locale: Locale, retention: RetentionMonths): string {
  return noticeText(NOTICE_MESSAGES[form], locale, retention);
}

/** The form a lead of `kind` sent from `sourcePage` was: a booking from the planner has its own notice. */
export function noticeFormOf(kind: LeadKind, sourcePage: string | null): NoticeForm {
  if (kind !== "appointment" || sourcePage === null) return kind;
  const pathname = new URL(sourcePage, "http://site.invalid").pathname;
  return pathWithoutLocale(pathname) === pages.liftPlanner.path ? "plannerBooking" : kind;
}
