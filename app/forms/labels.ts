/**
 * What a visitor reads on a form's fields, in the page's language: each field's label and each
 * option's label. Option values stay the API's English values (`value="Corporate"`); only what is
 * shown translates. A field or option without a label here is a type error.
 */
import type {
  APPOINTMENT_CATEGORIES,
  JOB_TITLES,
  PROJECT_TYPES,
  QUESTION_CATEGORIES,
  TIMEFRAMES,
} from "../../contracts/lead-fields.ts";
import type { LEAD_FORMS } from "../../contracts/lead-forms.ts";
import type { Message } from "../../contracts/lead-texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import { m } from "../paraglide/messages.js";

type FieldName = {
  [K in keyof typeof LEAD_FORMS]: keyof (typeof LEAD_FORMS)[K]["fields"];
}[keyof typeof LEAD_FORMS];

/** Each field's label, as the forms, the send page's summary and the browser's messages name it. */
export const FIELD_LABELS: Readonly<Record<FieldName, Message>> = {
  name: m.forms_field_name,
  mobileNo: m.forms_field_mobile_no,
  email: m.forms_field_email,
  jobTitle: m.forms_field_job_title,
  category: m.forms_field_category,
  projectType: m.forms_field_project_type,
  timeframe: m.forms_field_timeframe,
  companyName: m.forms_field_company_name,
  comments: m.forms_field_comments,
  appointmentDate: m.forms_field_appointment_date,
  plan: m.forms_field_plan,
  subject: m.forms_field_subject,
  message: m.forms_field_message,
  generalQuestions: m.forms_field_category,
  questions: m.forms_field_question,
};

export type OptionValue =
  | (typeof APPOINTMENT_CATEGORIES)[number]
  | (typeof JOB_TITLES)[number]
  | (typeof PROJECT_TYPES)[number]
  | (typeof TIMEFRAMES)[number]
  | (typeof QUESTION_CATEGORIES)[number];

const OPTION_LABELS: Readonly<Record<OptionValue, Message>> = {
  Individual: m.forms_option_individual,
  Corporate: m.forms_option_corporate,
  "Architects / Engineers": m.forms_option_architects,
  "Building / Property Owners": m.forms_option_owners,
  Contractors: m.forms_option_contractors,
  Developers: m.forms_option_developers,
  "Elevator Consultant": m.forms_option_consultant,
  Other: m.forms_option_other,
  "New Construction": m.forms_option_new_construction,
  "Building Renovation": m.forms_option_renovation,
  "1-3 months": m.forms_option_months_1_3,
  "3-6 months": m.forms_option_months_3_6,
  "6-12 months": m.forms_option_months_6_12,
  "Over 12 months": m.forms_option_months_over_12,
  "General Questions": m.forms_option_general,
  "General Questions One": m.forms_option_general_one,
  "General Questions Two": m.forms_option_general_two,
  "General Questions Three": m.forms_option_general_three,
};

/** Every field's label by name, in `locale`. */
export function fieldLabels(locale: Locale): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(FIELD_LABELS).map(([field, label]) => [field, label({}, { locale })]),
  );
}

/** What the visitor sees for an option whose value is `value`. */
export function optionLabel(value: OptionValue, locale: Locale): string {
  return OPTION_LABELS[value]({}, { locale });
}
