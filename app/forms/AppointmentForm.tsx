/** The appointment form that ends the home page. */

import {
  APPOINTMENT_CATEGORIES,
  DEFAULT_APPOINTMENT_CATEGORY,
  JOB_TITLES,
  MAX_LENGTH,
  PROJECT_TYPES,
  TIMEFRAMES,
} from "../../contracts/leads/fields.ts";
import { appointmentTexts } from "../../contracts/leads/form-texts/appointment.ts";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { ChoiceField, SelectField } from "./choice-fields.tsx";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { optionLabels } from "./option-labels.ts";
import {
  DateField,
  LeadEmailField,
  LeadMobileField,
  LeadNameField,
  TextareaField,
  TextField,
} from "./text-fields.tsx";

interface FormProps extends LeadFormProps {
  /** The form's id (fields outside the form, such as the lift planner's plan, join it by id). */
  id?: string;
  /** Choices filled in in advance (the lift planner books as a company, for a new building). */
  defaults?: {
    category?: (typeof APPOINTMENT_CATEGORIES)[number];
    projectType?: (typeof PROJECT_TYPES)[number];
  };
  /** The privacy notice by the button: the planner's booking names the lift plan too. */
  notice?: "appointment" | "plannerBooking";
}

export function AppointmentForm({ id, defaults = {}, notice, ...form }: FormProps) {
  const locale = useLocale();
  return (
    <LeadFormShell
      kind="appointment"
      form={form}
      variant="columns"
      id={id}
      texts={appointmentTexts}
      notice={
        notice === "plannerBooking" ? m.planner_booking_privacy_notice : m.forms_appointment_privacy_notice
      }
      className="lead-form--appointment"
    >
      <ChoiceField
        name="category"
        labelOf={optionLabels(locale)}
        legend={m.forms_booking_as({}, { locale })}
        options={APPOINTMENT_CATEGORIES}
        defaultValue={defaults.category ?? DEFAULT_APPOINTMENT_CATEGORY}
        wide
      />
      <LeadNameField />
      <LeadMobileField />
      <LeadEmailField />
      <TextField
        name="companyName"
        autoComplete="organization"
        maxLength={MAX_LENGTH.companyName}
        placeholder={m.forms_placeholder_company({}, { locale })}
      />
      <SelectField
        name="jobTitle"
        labelOf={optionLabels(locale)}
        options={JOB_TITLES}
        placeholder={m.forms_placeholder_job_title({}, { locale })}
      />
      <SelectField
        name="projectType"
        labelOf={optionLabels(locale)}
        options={PROJECT_TYPES}
        placeholder={m.forms_placeholder_project_type({}, { locale })}
        defaultValue={defaults.projectType ?? ""}
      />
      <SelectField
        name="timeframe"
        labelOf={optionLabels(locale)}
        options={TIMEFRAMES}
        placeholder={m.forms_placeholder_timeframe({}, { locale })}
      />
      <DateField name="appointmentDate" hint={m.forms_date_hint({}, { locale })} />
      <TextareaField
        name="comments"
        maxLength={MAX_LENGTH.comments}
        rows={4}
        placeholder={m.forms_placeholder_comments({}, { locale })}
      />
    </LeadFormShell>
  );
}
