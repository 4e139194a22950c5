/**
 * The AMC quote page's section: what the quote takes and the way to the 24/7 line beside the form.
 * The lift types' names come from the route's loader (in the page's language).
 */
import { useLoaderData } from "react-router";
import { company } from "../../../content/company.ts";
import { Icon } from "../../components/Icon.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { AmcQuoteForm, type LiftTypeNames } from "../../forms/AmcQuoteForm.tsx";
import { useLocale } from "../../i18n.ts";
import { m } from "../../paraglide/messages.js";
import "./amc-quote.css";

const STEPS = [
  ["tell", m.amc_step_tell],
  ["visit", m.amc_step_visit],
  ["quote", m.amc_step_quote],
] as const;

export function AmcQuote() {
  const { liftTypeNames } = useLoaderData() as { liftTypeNames: LiftTypeNames };
  const locale = useLocale();
  const options = { locale };
  const support = company.phones.support;
  return (
    <SplitSection
      className="amc-quote"
      heading={{
        id: "amc-title",
        eyebrow: m.amc_eyebrow({}, options),
        title: m.amc_title({}, options),
        lead: m.amc_lead({}, options),
      }}
      aside={
        <section className="card amc-form-card" aria-labelledby="amc-form-title">
          <h2 id="amc-form-title" className="amc-form-card__title">
            {m.amc_form_title({}, options)}
          </h2>
          <p className="amc-form-card__lead">{m.amc_form_lead({}, options)}</p>
          <AmcQuoteForm labelledBy="amc-form-title" liftTypeNames={liftTypeNames} />
        </section>
      }
    >
      <div className="stack amc-quote__info">
        <section aria-labelledby="amc-steps-title">
          <h3 id="amc-steps-title" className="amc-quote__subtitle">
            {m.amc_steps_title({}, options)}
          </h3>
          <ol className="amc-steps">
            {STEPS.map(([id, step], index) => (
              <li key={id} className="amc-steps__item">
                <span className="amc-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step({}, options)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="amc-breakdown" aria-labelledby="amc-breakdown-title">
          <Icon name="phone" size={24} className="amc-breakdown__icon" />
          <div>
            <h3 id="amc-breakdown-title" className="amc-breakdown__title">
              {m.amc_breakdown_title({}, options)}
            </h3>
            <p className="amc-breakdown__text">{m.amc_breakdown_text({}, options)}</p>
            <a className="link-on-dark amc-breakdown__phone" href={`tel:${support.tel}`}>
              {support.display}
            </a>
          </div>
        </section>
      </div>
    </SplitSection>
  );
}
