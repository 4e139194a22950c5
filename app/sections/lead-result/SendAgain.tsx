/**
 * The send page's form: the form of the kind, and, after a refusal, a summary of why at the top,
 * each field's message next to it and every value the visitor sent already filled in.
 */
import { type ComponentType, createElement } from "react";
import type { LeadKind } from "../../../contracts/leads/forms.ts";
import type { Message } from "../../../contracts/leads/texts.ts";
import { m } from "../../../messages/compiled/messages.js";
import { AmcQuoteForm, amcFieldLabels, type LiftTypeNames } from "../../forms/AmcQuoteForm.tsx";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { ContactForm } from "../../forms/ContactForm.tsx";
import type { LeadFormProps } from "../../forms/LeadFormShell.tsx";
import { fieldLabels } from "../../forms/labels.ts";
import { QuestionForm } from "../../forms/QuestionForm.tsx";
import { FormShownAgain } from "../../forms/RefusalSummary.tsx";
import type { FormRefusal } from "../../forms/refusal.ts";
import { SubscribeForm } from "../../forms/SubscribeForm.tsx";
import { useLocale } from "../../i18n.ts";
import "./lead-result.css";

const FORMS: Record<Exclude<LeadKind, "amcQuote">, ComponentType<LeadFormProps>> = {
  appointment: AppointmentForm,
  webInquiry: ContactForm,
  question: QuestionForm,
  newsletter: SubscribeForm,
};

const NOT_SENT: Record<LeadKind, Message> = {
  appointment: m.result_not_sent_appointment,
  webInquiry: m.result_not_sent_web_inquiry,
  question: m.result_not_sent_question,
  newsletter: m.result_not_sent_newsletter,
  amcQuote: m.result_not_sent_amc_quote,
};

interface SendAgainProps {
  kind: LeadKind;
  refusal: FormRefusal | undefined;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The lift types' names, for the AMC quote form (the send page's loader gives them). */
  liftTypeNames?: LiftTypeNames | undefined;
}

/**
 * The refused fields in their order on the page, each with its control's id: a browser posts a
 * form's fields in the order it shows them, so the fields as sent give that order; a field it did
 * not send (a choice left open) follows.
 */
function fieldsAsPosted(refusal: FormRefusal, idPrefix: string) {
  const names = new Set([...Object.keys(refusal.values), ...Object.keys(refusal.errors)]);
  return [...names].map((name) => [name, `${idPrefix}-${name}`] as const);
}

export function SendAgain({ kind, refusal, labelledBy, liftTypeNames }: SendAgainProps) {
  const locale = useLocale();
  const initial = refusal && { values: refusal.values, errors: refusal.errors };
  const idPrefix = `send-${kind}`;
  return (
    // Not a landmark of its own: the banner's heading names the page and its region.
    <FormShownAgain
      summary={
        refusal && {
          refusal,
          title: NOT_SENT[kind]({}, { locale }),
          labels:
            kind === "amcQuote" ? { ...fieldLabels(locale), ...amcFieldLabels(locale) } : fieldLabels(locale),
          fields: fieldsAsPosted(refusal, idPrefix),
        }
      }
    >
      {kind === "amcQuote" ? (
        <AmcQuoteForm
          labelledBy={labelledBy}
          idPrefix={idPrefix}
          initial={initial}
          liftTypeNames={liftTypeNames}
        />
      ) : (
        createElement(FORMS[kind], { labelledBy, idPrefix, initial })
      )}
    </FormShownAgain>
  );
}
