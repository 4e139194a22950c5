/**
 * What a visitor reads for each option of a choice field, in the page's language. Option values
 * stay the API's English values (`value="Corporate"`); only what is shown translates. An option
 * without a label here is a type error. Apart from the fields' labels (labels.ts), so a form
 * without choices (the contact form) loads none of these texts.
 */
import type {
  APPOINTMENT_CATEGORIES,
  JOB_TITLES,
  PROJECT_TYPES,
  QUESTION_CATEGORIES,
  TIMEFRAMES,
} from "../../contracts/leads/fields.ts";
import type { Message } from "../../contracts/leads/texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";

export type OptionValue =
  | (typeof APPOINTMENT_CATEGORIES)[number]
  | (typeof JOB_TITLES)[number]
  | (typeof PROJECT_TYPES)[number]
  | (typeof TIMEFRAMES)[number]
  | (typeof QUESTION_CATEGORIES)[number];

const OPTION_LABELS: Readonly<Record<OptionValue, Message>> = {
  Individual: m.options_individual,
  Corporate: m.options_corporate,
  "Architects / Engineers": m.options_architects,
  "Building / Property Owners": m.options_owners,
  Contractors: m.options_contractors,
  Developers: m.options_developers,
  "Elevator Consultant": m.options_consultant,
  Other: m.options_other,
  "New Construction": m.options_new_construction,
  "Building Renovation": m.options_renovation,
  "1-3 months": m.options_months_1_3,
  "3-6 months": m.options_months_3_6,
  "6-12 months": m.options_months_6_12,
  "Over 12 months": m.options_months_over_12,
  General: m.options_general,
  "Lifts and models": m.options_general_one,
  "Service and AMC": m.options_general_two,
  "Prices and quotes": m.options_general_three,
};

/** What the visitor reads for each option, in `locale`: a choice field's `labelOf`. */
export const optionLabels =
  (locale: Locale) =>
  (value: string): string =>
    optionLabel(value as OptionValue, locale);

/** What the visitor sees for an option whose value is `value`. */
export function optionLabel(value: OptionValue, locale: Locale): string {
  return OPTION_LABELS[value]({}, { locale });
}
