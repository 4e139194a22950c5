/**
 * What a page shows when an API refused a form posted without JavaScript (the lead forms' send
 * page, the service page, the privacy request's send page): what the visitor sent (minus the
 * honeypot), the API's message per field and its message for the form, or the form's own failure
 * text in the page's language when it gave none (as the JavaScript path shows them).
 */
import { HONEYPOT_FIELD } from "../../contracts/leads/fields.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { LeadApiAnswer } from "../../contracts/page-context.ts";
import { m } from "../../messages/compiled/messages.js";

/** A form shown again after the server refused what was posted without JavaScript. */
export interface FormRefusal {
  values: Record<string, string>;
  /** Field -> the API's message, for the form's own fields only. */
  errors: Record<string, string>;
  message: string;
}

/**
 * The refusal of `sent` by the API's `answer`, on a page in `locale`. `fields` are the form's own:
 * the API's messages for others are left out.
 */
export function formRefusal(
  sent: Record<string, string>,
  answer: LeadApiAnswer,
  { locale, failure, fields }: { locale: Locale; failure: string; fields?: readonly string[] },
): FormRefusal {
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(answer.body.errors ?? {})) {
    if ((fields?.includes(field) ?? true) && typeof text === "string" && text.trim() !== "")
      errors[field] = text;
  }
  const { [HONEYPOT_FIELD]: _trap, ...values } = sent;
  return { values, errors, message: refusalMessage(answer, locale, failure) };
}

/**
 * The message for an API's refusal: the API's own (in the language of the page the form was sent
 * from), else `fallback`. A form posted from another website (403), or in a shape the page cannot
 * read (415), is told in the page's language that it was not taken and can be sent from here.
 */
function refusalMessage(answer: LeadApiAnswer, locale: Locale, fallback: string): string {
  if (answer.status === 403) return m.result_refused_origin({}, { locale });
  // A body the page could not read as a form: nothing was taken, and it can be sent from here.
  if (answer.status === 415) return m.result_refused_unreadable({}, { locale });
  const { message } = answer.body;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}
