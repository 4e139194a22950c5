/**
 * The service page's content: the emergency box first (the 24/7 call button and what to do while
 * someone is trapped, in the HTML, so it is there without JavaScript), then the service request
 * form. Choosing "someone is trapped" marks the box urgent (and the form puts a call button under
 * the choice). After a refused post without JavaScript, a summary of why opens the form's card,
 * each message a link to its field, and a link to it comes first on the page.
 * Below both, the way to an AMC quote for a lift that has no maintenance contract.
 */
import { Suspense, useState } from "react";
import { m } from "../../../messages/compiled/messages.js";
import { EmergencyCall, withSupportCall } from "../../forms/EmergencyCall.tsx";
import { useIdPrefix } from "../../forms/form-context.ts";
import { RefusalSummary } from "../../forms/RefusalSummary.tsx";
import type { FormRefusal } from "../../forms/refusal.ts";
import { ServiceForm, serviceFieldTargets } from "../../forms/ServiceForm.tsx";
import { serviceFieldLabels } from "../../forms/service-labels.ts";
import { useLocale } from "../../i18n.ts";
import { AmcQuoteBox } from "../amc-quote/AmcQuoteBox.tsx";
import "./service.css";

const ADVICE = [
  m.service_advice_calm,
  m.service_advice_alarm,
  m.service_advice_doors,
  m.service_advice_climb,
];

export function ServiceDesk({ refusal }: { refusal: FormRefusal | undefined }) {
  const locale = useLocale();
  const [trapped, setTrapped] = useState(refusal?.values.problem === "trapped");
  const idPrefix = useIdPrefix("service");
  return (
    <section className="section" aria-labelledby="service-form-title">
      <div className="container service-desk">
        {refusal && (
          <p className="service-desk__refused">
            <a href="#refusal-title">{m.service_not_sent({}, { locale })}</a>
          </p>
        )}
        <section
          className={`service-emergency${trapped ? " service-emergency--urgent" : ""}`}
          aria-labelledby="service-emergency-title"
        >
          <h2 id="service-emergency-title" className="service-emergency__title">
            {m.service_emergency_title({}, { locale })}
          </h2>
          <p>{m.service_emergency_lead({}, { locale })}</p>
          <EmergencyCall />
          <h3 className="service-emergency__advice-title">{m.service_advice_title({}, { locale })}</h3>
          <ul className="service-emergency__advice">
            {/* A fixed list, never reordered: its position is a stable key. */}
            {ADVICE.map((advice, position) => (
              <li key={position}>{advice({}, { locale })}</li>
            ))}
          </ul>
          <p className="service-emergency__report">{m.service_emergency_report({}, { locale })}</p>
        </section>
        <div className="card card--raised service-desk__card">
          <h2 id="service-form-title" className="service-desk__title">
            {m.service_form_title({}, { locale })}
          </h2>
          <p className="service-desk__lead">{m.service_form_lead({}, { locale })}</p>
          {refusal && (
            <RefusalSummary
              refusal={refusal}
              title={m.service_not_sent({}, { locale })}
              level={3}
              labels={serviceFieldLabels(locale)}
              render={withSupportCall}
              fields={serviceFieldTargets(idPrefix)}
            />
          )}
          {/* A boundary that never suspends: the form hydrates and commits in a pass of its own,
              after the page around it (decision 7), not in one long task with it. */}
          <Suspense>
            <ServiceForm
              labelledBy="service-form-title"
              idPrefix={idPrefix}
              initial={refusal && { values: refusal.values, errors: refusal.errors }}
              onTrapped={setTrapped}
            />
          </Suspense>
        </div>
      </div>
      <div className="container service-desk__amc">
        <AmcQuoteBox
          title={m.service_amc_quote_title({}, { locale })}
          text={m.service_amc_quote_text({}, { locale })}
          link={m.service_amc_quote_link({}, { locale })}
        />
      </div>
    </section>
  );
}
