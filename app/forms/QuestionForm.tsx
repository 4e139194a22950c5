/** The question form of the FAQ page, under its 'ASK YOUR QUESTIONS' heading. */

import { MAX_LENGTH, QUESTION_CATEGORIES } from "../../contracts/leads/fields.ts";
import { questionTexts } from "../../contracts/leads/form-texts/question.ts";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { SelectField } from "./choice-fields.tsx";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { optionLabels } from "./option-labels.ts";
import { LeadEmailField, LeadNameField, TextareaField } from "./text-fields.tsx";

export function QuestionForm(props: LeadFormProps) {
  const locale = useLocale();
  return (
    <LeadFormShell
      kind="question"
      form={props}
      variant="columns"
      className="lead-form--question"
      texts={questionTexts}
      notice={m.faq_form_privacy_notice}
    >
      <LeadNameField />
      <LeadEmailField />
      <SelectField
        name="generalQuestions"
        labelOf={optionLabels(locale)}
        required
        options={QUESTION_CATEGORIES}
        placeholder={m.forms_placeholder_category({}, { locale })}
        wide
      />
      <TextareaField
        name="questions"
        label={m.forms_field_your_question({}, { locale })}
        required
        maxLength={MAX_LENGTH.questions}
        rows={5}
        placeholder={m.forms_placeholder_question({}, { locale })}
      />
    </LeadFormShell>
  );
}
