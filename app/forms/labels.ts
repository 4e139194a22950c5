/**
 * What a visitor reads on a form's fields, in the page's language: each field's label (the options'
 * labels: option-labels.ts). A field without a label here is a type error.
 */
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
  liftCount: m.forms_amc_field_lift_count,
  liftType: m.forms_amc_field_lift_type,
  stops: m.forms_amc_field_stops,
  make: m.forms_amc_field_make,
  yearInstalled: m.forms_amc_field_year_installed,
  currentMaintainer: m.forms_amc_field_current_maintainer,
  cover: m.forms_amc_field_cover,
  site: m.forms_amc_field_site,
  city: m.forms_amc_field_city,
};

/** Every field's label by name, in `locale`. */
export function fieldLabels(locale: Locale): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(FIELD_LABELS).map(([field, label]) => [field, label({}, { locale })]),
  );
}
