/** The appointment form that ends the home page. */
import {
  APPOINTMENT_CATEGORIES,
  DEFAULT_APPOINTMENT_CATEGORY,
  JOB_TITLES,
  MAX_LENGTH,
  PROJECT_TYPES,
  TIMEFRAMES,
} from "../../contracts/lead-fields.ts";
import { ChoiceField, SelectField } from "./choice-fields.tsx";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { DateField, EmailField, MobileField, NameField, TextareaField, TextField } from "./text-fields.tsx";

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
  return (
    <LeadFormShell
      kind="appointment"
      form={form}
      variant="columns"
      id={id}
      notice={notice}
      className="lead-form--appointment"
    >
      <ChoiceField
        name="category"
        legend="I am booking as"
        options={APPOINTMENT_CATEGORIES}
        defaultValue={defaults.category ?? DEFAULT_APPOINTMENT_CATEGORY}
        wide
      />
      <NameField />
      <MobileField />
      <EmailField />
      <TextField
        name="companyName"
        autoComplete="organization"
        maxLength={MAX_LENGTH.companyName}
        placeholder="Company or firm name"
      />
      <SelectField name="jobTitle" options={JOB_TITLES} placeholder="Select your role" />
      <SelectField
        name="projectType"
        options={PROJECT_TYPES}
        placeholder="Select project type"
        defaultValue={defaults.projectType ?? ""}
      />
      <SelectField name="timeframe" options={TIMEFRAMES} placeholder="Select timeframe" />
      <DateField name="appointmentDate" hint="Today or any later day" />
      <TextareaField
        name="comments"
        maxLength={MAX_LENGTH.comments}
        rows={4}
        placeholder="Building type, number of floors or stops, site location, or anything we should know"
      />
    </LeadFormShell>
  );
}
