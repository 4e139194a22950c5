/** The question form of the FAQ page, under its 'ASK YOUR QUESTIONS' heading (SPEC 2.10, 2.13, 4, 5, 8). */
import { MAX_LENGTH, QUESTION_CATEGORIES } from "../../contracts/lead-fields.ts";
import { LeadFormShell, SelectField, TextareaField, TextField } from "./fields.tsx";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

interface FormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form ('ASK YOUR QUESTIONS'). */
  labelledBy?: string;
}

export function QuestionForm({ labelledBy, ...options }: FormProps = {}) {
  const lead = useLeadForm("question", options);
  return (
    <LeadFormShell lead={lead} variant="columns" labelledBy={labelledBy} className="lead-form--question">
      <TextField
        name="name"
        label="Name"
        required
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
        placeholder="Your full name"
      />
      <TextField
        name="email"
        label="Email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={MAX_LENGTH.email}
        placeholder="name@example.com"
      />
      <SelectField
        name="generalQuestions"
        label="Category"
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
