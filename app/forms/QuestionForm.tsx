/** The question form of the FAQ page, under its 'ASK YOUR QUESTIONS' heading. */
import { MAX_LENGTH, QUESTION_CATEGORIES } from "../../contracts/lead-fields.ts";
import { SelectField } from "./choice-fields.tsx";
import { LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField, NameField, TextareaField } from "./text-fields.tsx";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

interface FormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form ('ASK YOUR QUESTIONS'). */
  labelledBy?: string;
}

export function QuestionForm({ labelledBy, ...options }: FormProps = {}) {
  const lead = useLeadForm("question", options);
  return (
    <LeadFormShell lead={lead} variant="columns" labelledBy={labelledBy} className="lead-form--question">
      <NameField />
      <EmailField />
      <SelectField
        name="generalQuestions"
        required
        options={QUESTION_CATEGORIES}
        placeholder="Select a category"
        wide
      />
      <TextareaField
        name="questions"
        label="Your question"
        required
        maxLength={MAX_LENGTH.questions}
        rows={5}
        placeholder="Ask about lift types, installation, maintenance, costs or anything else"
      />
    </LeadFormShell>
  );
}
