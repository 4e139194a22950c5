/** What the confirmation page says after a form posted without JavaScript, in the page's language. */
import type { LeadKind } from "../../../contracts/leads/forms.ts";
import { formText } from "../../../contracts/leads/texts.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { m } from "../../../messages/compiled/messages.js";

/**
 * Kinds whose page adds no "we will get back to you" line: the newsletter needs no answer, and the
 * AMC quote's own thanks already says we will call within one working day.
 */
const NO_REPLY_LINE: readonly LeadKind[] = ["newsletter", "amcQuote"];

/** The form's thanks (in general without a known kind), then when we answer, where it is not said yet. */
export function thankYouLines(kind: LeadKind | undefined, locale: Locale): [string, ...string[]] {
  const success = kind ? formText(kind, "success", locale) : m.result_generic_success({}, { locale });
  return kind && NO_REPLY_LINE.includes(kind) ? [success] : [success, m.result_reply_soon({}, { locale })];
}
