/**
 * The lead schemas' validation messages (leads.ts) in each language. A schema reports a key of
 * FIELD_MESSAGES as an issue's message; `fieldMessage` writes it out in the page's language, so one
 * schema serves the browser (the page's language) and the server (the language of the page a form
 * was sent from, English for any other request).
 */
import { m } from "../../messages/compiled/messages.js";
import type { Locale } from "../locales.ts";

export const FIELD_MESSAGES = {
  nameRequired: m.forms_error_name_required,
  mobileRequired: m.forms_error_mobile_required,
  mobileInvalid: m.forms_error_mobile_invalid,
  /** Ten digits, but not a mobile number: an Indian mobile number starts with 6, 7, 8 or 9. */
  mobileStart: m.forms_error_mobile_start,
  emailRequired: m.forms_error_email_required,
  emailInvalid: m.forms_error_email_invalid,
  /** An address in another script than English letters: we could not send to it. */
  emailAscii: m.forms_error_email_ascii,
  subjectRequired: m.forms_error_subject_required,
  messageRequired: m.forms_error_message_required,
  categoryRequired: m.forms_error_category_required,
  questionRequired: m.forms_error_question_required,
  dateInvalid: m.forms_error_date_invalid,
  datePast: m.forms_error_date_past,
  optionInvalid: m.forms_error_option_invalid,
  textInvalid: m.forms_error_text_invalid,
  /** The AMC quote request's own: `{ min }` and `{ max }` come with the check (leads.ts). */
  amcLiftCountRequired: m.forms_error_amc_lift_count_required,
  amcStopsRequired: m.forms_error_amc_stops_required,
  amcNumberInvalid: m.forms_error_amc_number_invalid,
  amcLiftTypeRequired: m.forms_error_amc_lift_type_required,
  amcYearInvalid: m.forms_error_amc_year_invalid,
  amcCoverRequired: m.forms_error_amc_cover_required,
  amcSiteRequired: m.forms_error_amc_site_required,
  amcCityRequired: m.forms_error_amc_city_required,
  /** Needs `{ max }`: the field's length limit. */
  tooLong: m.forms_error_too_long,
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/** The text of a validation message in `locale`; `values` fill its placeholders (`{max}`). */
export function fieldMessage(
  key: FieldMessageKey,
  locale: Locale,
  values: Readonly<Record<string, string>> = {},
): string {
  const message = FIELD_MESSAGES[key] as (
    inputs: Readonly<Record<string, string>>,
    options: { locale: Locale },
  ) => string;
  return message(values, { locale });
}
