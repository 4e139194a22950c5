/**
 * What every lead form says besides its fields: its name, its button, its answers. Each form has
 * a module of its own here with them as messages (messages/<language>.json, compiled by Paraglide
 * JS), imported by that form, so a page loads only the texts of the forms it shows (as each form's
 * privacy notice, a `…_privacy_notice` message). ../texts.ts gathers them all for the server and the
 * send page, which serve every kind.
 *
 * The build puts a message in the chunk of its key's first word (vite.config.ts), so each form's
 * keys start with its page's word: `contact_form_`, `faq_form_`, `about_newsletter_`, `amc_form_`;
 * the appointment form's, on the home page and the lift planner, stay with the shared field texts
 * (`forms_appointment_`).
 */
import type { Locale } from "../../locales.ts";

/** A message: the same text in each language, `{name}` filled from `inputs`. */
export type Message<Inputs = Record<string, never>> = (inputs: Inputs, options: { locale: Locale }) => string;

/** Each of a table's messages in `locale`, by the same keys (a form's labels by field name). */
export const textsIn = <Key extends string>(
  messages: Readonly<Record<Key, Message>>,
  locale: Locale,
): Readonly<Record<Key, string>> =>
  Object.fromEntries(
    Object.entries<Message>(messages).map(([key, text]) => [key, text({}, { locale })]),
  ) as Record<Key, string>;

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
