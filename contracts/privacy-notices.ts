/**
 * The short privacy notice beside each form's submit button, in the three languages: which data
 * that form collects, why, and how long it is kept (periods from the company config). The server
 * records with each lead which notice its form showed (server/privacy/notices.ts names each text
 * by a hash of itself). Each notice is a module of its own (privacy-notices/), imported by its form,
 * so a form page loads only its own notice; this table of them all is for the server and the tests.
 */
import { pages } from "../content/pages.ts";
import type { LeadKind } from "./lead-forms.ts";
import { LOCALES, type Locale, pathWithoutLocale } from "./locales.ts";
import { amcQuoteNotice } from "./privacy-notices/amc-quote.ts";
import { appointmentNotice } from "./privacy-notices/appointment.ts";
import { newsletterNotice } from "./privacy-notices/newsletter.ts";
import { type NoticeTexts, noticeText, PRIVACY_LINK_TEXTS } from "./privacy-notices/notice.ts";
import { plannerBookingNotice } from "./privacy-notices/planner-booking.ts";
import { privacyRequestNotice } from "./privacy-notices/privacy-request.ts";
import { questionNotice } from "./privacy-notices/question.ts";
import { serviceNotice } from "./privacy-notices/service.ts";
import { webInquiryNotice } from "./privacy-notices/web-inquiry.ts";

export { fillMessage, type NoticeTexts, privacyLink } from "./privacy-notices/notice.ts";

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

/** Each form's notice in each language. */
export const NOTICE_TEXTS: Readonly<Record<NoticeForm, NoticeTexts>> = {
  appointment: appointmentNotice,
  plannerBooking: plannerBookingNotice,
  webInquiry: webInquiryNotice,
  question: questionNotice,
  newsletter: newsletterNotice,
  amcQuote: amcQuoteNotice,
  service: serviceNotice,
  privacyRequest: privacyRequestNotice,
};

type NoticeMessages = Record<NoticeForm | "privacyLink", string>;

/** Every notice and the link's text, by language. */
export const NOTICE_MESSAGES: Readonly<Record<Locale, NoticeMessages>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...Object.fromEntries(NOTICE_FORMS.map((form) => [form, NOTICE_TEXTS[form][locale]])),
      privacyLink: PRIVACY_LINK_TEXTS[locale],
    },
  ]),
) as Record<Locale, NoticeMessages>;

/** The notice a form shows in `locale`, its values filled in from the company config. */
export function formNotice(form: NoticeForm, locale?: Locale): string {
  return noticeText(NOTICE_TEXTS[form], locale);
}

/** The form a lead of `kind` sent from `sourcePage` was: a booking from the planner has its own notice. */
export function noticeFormOf(kind: LeadKind, sourcePage: string | null): NoticeForm {
  if (kind !== "appointment" || sourcePage === null) return kind;
  const pathname = new URL(sourcePage, "http://site.invalid").pathname;
  return pathWithoutLocale(pathname) === pages.liftPlanner.path ? "plannerBooking" : kind;
}
