/**
 * What a visitor reads on a form's fields, in the page's language: each field's label (the options'
 * labels: option-labels.ts). A field without a label here is a type error.
 */

import { type Message, textsIn } from "../../contracts/leads/form-texts/texts.ts";
import type { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import type { Locale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";

/** The AMC quote form labels its own fields (AmcQuoteForm.tsx): other forms' pages load none of them. */
type SharedLabelKind = Exclude<keyof typeof LEAD_FORMS, "amcQuote">;

type FieldName = {
  [K in SharedLabelKind]: keyof (typeof LEAD_FORMS)[K]["fields"];
}[SharedLabelKind];

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

/** Every field's label by name, in `locale`. */
export const fieldLabels = (locale: Locale): Readonly<Record<string, string>> =>
  textsIn(FIELD_LABELS, locale);
