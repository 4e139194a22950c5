/** The question form of the FAQ page, under its 'ASK YOUR QUESTIONS' heading. */
import { MAX_LENGTH, QUESTION_CATEGORIES } from "../../contracts/lead-fields.ts";
import { SelectField } from "./choice-fields.tsx";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField, NameField, TextareaField } from "./text-fields.tsx";

export function QuestionForm(props: LeadFormProps) {
  return (
    <LeadFormShell kind="question" form={props} variant="columns" className="lead-form--question">
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
