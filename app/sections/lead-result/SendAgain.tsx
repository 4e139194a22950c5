/**
 * The send page's form: the form of the kind, and, after a refusal, a summary of why at the top,
 * each field's message next to it and every value the visitor sent already filled in.
 */
import { type ComponentType, createElement } from "react";
import type { LeadKind } from "../../../contracts/lead-forms.ts";
import type { Message } from "../../../contracts/lead-texts.ts";
import { AmcQuoteForm, amcFieldLabels, type LiftTypeNames } from "../../forms/AmcQuoteForm.tsx";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { ContactForm } from "../../forms/ContactForm.tsx";
import type { LeadFormProps } from "../../forms/LeadFormShell.tsx";
import { fieldLabels } from "../../forms/labels.ts";
import { QuestionForm } from "../../forms/QuestionForm.tsx";
import { SubscribeForm } from "../../forms/SubscribeForm.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import type { LeadRefusal } from "./refusal.ts";
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
  refusal: LeadRefusal | undefined;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The lift types' names, for the AMC quote form (the send page's loader gives them). */
  liftTypeNames?: LiftTypeNames | undefined;
}

export function SendAgain({ kind, refusal, labelledBy, liftTypeNames }: SendAgainProps) {
  const initial = refusal && { values: refusal.values, errors: refusal.errors };
  return (
    // Not a landmark of its own: the banner's heading names the page and its region.
    <div className="section">
      <div className="container lead-result">
        <div className="card card--raised lead-result__card">
          {refusal && <RefusalSummary kind={kind} refusal={refusal} />}
          {kind === "amcQuote" ? (
            <AmcQuoteForm labelledBy={labelledBy} initial={initial} liftTypeNames={liftTypeNames} />
          ) : (
            createElement(FORMS[kind], { labelledBy, initial })
          )}
        </div>
      </div>
    </div>
  );
}

function RefusalSummary({ kind, refusal }: { kind: LeadKind; refusal: LeadRefusal }) {
  const locale = useLocale();
  const labels =
    kind === "amcQuote" ? { ...fieldLabels(locale), ...amcFieldLabels(locale) } : fieldLabels(locale);
  const errors = Object.entries(refusal.errors);
  return (
    <div className="lead-result__summary" role="alert" aria-labelledby="refusal-title">
      <h2 id="refusal-title" className="lead-result__summary-title">
        {NOT_SENT[kind]({}, { locale })}
      </h2>
      <p>{refusal.message}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map(([field, text]) => (
            <li key={field}>
              <strong>{labels[field]}:</strong> {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
