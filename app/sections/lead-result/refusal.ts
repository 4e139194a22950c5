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
  const { message } = answer.body;
  const { [HONEYPOT_FIELD]: _trap, ...values } = sent;
  return {
    values,
    errors,
    message:
      typeof message === "string" && message.trim() !== "" ? message : formText(kind, "failure", locale),
  };
}
