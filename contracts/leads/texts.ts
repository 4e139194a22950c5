/**
 * Every lead form's texts by kind, in the page's language: each is a message of
 * messages/<language>.json (compiled by Paraglide JS into messages/compiled/), called with a locale.
 * Each form imports its own texts (form-texts/), so a page loads only those of the forms it shows;
 * this table of them all is for the server and the send pages, which serve every kind. The API
 * answers its English texts (`locale: "en"`) to a request from no localized page, and the page's
 * language to one from `/gu/...` or `/hi/...`.
 */

import type { Locale } from "../locales.ts";
import { amcQuoteTexts } from "./form-texts/amc-quote.ts";
import { appointmentTexts } from "./form-texts/appointment.ts";
import { newsletterTexts } from "./form-texts/newsletter.ts";
import { questionTexts } from "./form-texts/question.ts";
import type { FormTexts } from "./form-texts/texts.ts";
import { webInquiryTexts } from "./form-texts/web-inquiry.ts";
import type { LeadKind } from "./forms.ts";

export type { FormTexts, Message } from "./form-texts/texts.ts";

export const FORM_TEXTS: Readonly<Record<LeadKind, FormTexts>> = {
  appointment: appointmentTexts,
  webInquiry: webInquiryTexts,
  question: questionTexts,
  newsletter: newsletterTexts,
  amcQuote: amcQuoteTexts,
};

/** A kind's text in `locale`: `formText("appointment", "success", "gu")`. */
export function formText(kind: LeadKind, text: keyof FormTexts, locale: Locale): string {
  return FORM_TEXTS[kind][text]({}, { locale });
}
