/**
 * The visitor-facing texts of the lead forms, in the page's language: each is a message of
 * messages/<language>.json (compiled by Paraglide JS into app/paraglide/), called with a locale.
 * Shared by the forms, the no-JavaScript pages and the server: the API answers its English texts
 * (`locale: "en"`) to a request from no localized page, and the page's language to one from
 * `/gu/...` or `/hi/...`.
 */
import { m } from "../app/paraglide/messages.js";
import type { LeadKind } from "./lead-forms.ts";
import type { Locale } from "./locales.ts";

/** A message: the same text in each language, `{name}` filled from `inputs`. */
export type Message<Inputs = Record<string, never>> = (inputs: Inputs, options: { locale: Locale }) => string;

export interface FormTexts {
  /** The form's accessible name when no visible heading labels it (and the send page's title). */
  label: Message;
  /** The submit button's idle text. */
  submit: Message;
  /** The submit button's text while the request is in flight. */
  busy: Message;
  /** Shown by the form, the API's 201 answer and the thank-you page. */
  success: Message;
  /** Shown when the server gives no message of its own. */
  failure: Message;
}

export const FORM_TEXTS: Readonly<Record<LeadKind, FormTexts>> = {
  appointment: {
    label: m.forms_appointment_label,
    submit: m.forms_appointment_submit,
    busy: m.forms_appointment_busy,
    success: m.forms_appointment_success,
    failure: m.forms_appointment_failure,
  },
  webInquiry: {
    label: m.forms_web_inquiry_label,
    submit: m.forms_web_inquiry_submit,
    busy: m.forms_web_inquiry_busy,
    success: m.forms_web_inquiry_success,
    failure: m.forms_web_inquiry_failure,
  },
  question: {
    label: m.forms_question_label,
    submit: m.forms_question_submit,
    busy: m.forms_question_busy,
    success: m.forms_question_success,
    failure: m.forms_question_failure,
  },
  newsletter: {
    label: m.forms_newsletter_label,
    submit: m.forms_newsletter_submit,
    busy: m.forms_newsletter_busy,
    success: m.forms_newsletter_success,
    failure: m.forms_newsletter_failure,
  },
  amcQuote: {
    label: m.forms_amc_label,
    submit: m.forms_amc_submit,
    busy: m.forms_amc_busy,
    success: m.forms_amc_success,
    failure: m.forms_amc_failure,
  },
};

/** A kind's text in `locale`: `formText("appointment", "success", "gu")`. */
export function formText(kind: LeadKind, text: keyof FormTexts, locale: Locale): string {
  return FORM_TEXTS[kind][text]({}, { locale });
}
