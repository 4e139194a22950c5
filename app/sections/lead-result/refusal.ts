/**
 * What the send page shows when the lead API refused a form posted without JavaScript: what the
 * visitor sent (minus the honeypot), the API's message per field and its message for the form,
 * or the form's own failure text in the page's language when it gave none (as the JavaScript path
 * shows them).
 */
import { HONEYPOT_FIELD } from "../../../contracts/lead-fields.ts";
import { LEAD_FORMS, type LeadKind } from "../../../contracts/lead-forms.ts";
import { formText } from "../../../contracts/lead-texts.ts";
import type { Locale } from "../../../contracts/locales.ts";
import type { LeadApiAnswer } from "../../../contracts/page-context.ts";
import { m } from "../../paraglide/messages.js";

export interface LeadRefusal {
  values: Record<string, string>;
  /** Field -> the API's message, for this kind's fields only. */
  errors: Record<string, string>;
  message: string;
}

export function leadRefusal(
  kind: LeadKind,
  sent: Record<string, string>,
  answer: LeadApiAnswer,
  locale: Locale,
): LeadRefusal {
  const labels: Readonly<Record<string, string>> = LEAD_FORMS[kind].fields;
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(answer.body.errors ?? {})) {
    if (Object.hasOwn(labels, field) && typeof text === "string" && text.trim() !== "") errors[field] = text;
  }
  const { [HONEYPOT_FIELD]: _trap, ...values } = sent;
  return { values, errors, message: refusalMessage(answer, locale, formText(kind, "failure", locale)) };
}

/**
 * The message a page shows for an API's refusal of a form posted without JavaScript: the API's own
 * (in the language of the page the form was sent from), else `fallback`. A form posted from another
 * website (403), or in a shape the page cannot read (415), is told in the page's language that it
 * was not taken and can be sent from here.
 */
export function refusalMessage(answer: LeadApiAnswer, locale: Locale, fallback: string): string {
  if (answer.status === 403) return m.result_refused_origin({}, { locale });
  // A body the page could not read as a form: nothing was taken, and it can be sent from here.
  if (answer.status === 415) return m.result_refused_unreadable({}, { locale });
  const { message } = answer.body;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}
