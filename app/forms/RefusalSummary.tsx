/**
 * Why a form posted without JavaScript was not sent, above the form shown again: the form's "not
 * sent" title, the API's message and each field's message under the field's label, in the order
 * of the fields on the page, each a link to its field when the form names them (`fields`).
 */
import type { ReactNode } from "react";
import type { FormRefusal } from "./refusal.ts";
import "./forms.css";

interface RefusalSummaryProps {
  refusal: FormRefusal;
  title: string;
  /** The title's heading level on its page. */
  level?: 2 | 3;
  /** The fields' labels in the page's language. */
  labels: Readonly<Record<string, string>>;
  /** Writes the message (with the links in it); as it is by default. */
  render?: (message: string) => ReactNode;
  /** The form's fields in their order on the page, each with the id of its control to link to. */
  fields?: readonly (readonly [name: string, id: string])[];
}

/** A label before its message: "Name:", but a question keeps its own mark ("What is wrong?"). */
export const asHeading = (label: string) => (/[?:？：]$/.test(label) ? label : `${label}:`);

export function RefusalSummary({
  refusal,
  title,
  level = 2,
  labels,
  render,
  fields = [],
}: RefusalSummaryProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const onPage = fields.filter(([name]) => refusal.errors[name] !== undefined);
  const others = Object.keys(refusal.errors).filter((name) => !fields.some(([field]) => field === name));
  const errors = [...onPage, ...others.map((name) => [name, undefined] as const)];
  return (
    <div className="lead-result__summary" role="alert" aria-labelledby="refusal-title">
      <Heading id="refusal-title" className="lead-result__summary-title">
        {title}
      </Heading>
      <p>{render ? render(refusal.message) : refusal.message}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map(([field, id]) => {
            const text = refusal.errors[field];
            return (
              <li key={field}>
                <strong>{asHeading(labels[field] ?? field)}</strong>{" "}
                {id ? <a href={`#${id}`}>{text}</a> : text}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * A form shown again on its own page after a post without JavaScript: in a card, the summary of
 * why it was not sent (when it was refused) above the form.
 */
export function FormShownAgain({
  summary,
  children,
}: {
  summary?: RefusalSummaryProps;
  children: ReactNode;
}) {
  return (
    <div className="section">
      <div className="container lead-result">
        <div className="card card--raised lead-result__card">
          {summary && <RefusalSummary {...summary} />}
          {children}
        </div>
      </div>
    </div>
  );
}
