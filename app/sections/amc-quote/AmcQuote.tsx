/**
 * The AMC quote page's section: what the quote takes and the way to the 24/7 line beside the form.
 * Its texts and the lift types' names come from the route's loader, in the page's language.
 */
import { useCompany } from "../../components/chrome.ts";
import { Icon } from "../../components/Icon.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { AmcQuoteForm, type LiftTypeNames } from "../../forms/AmcQuoteForm.tsx";
import "./amc-quote.css";
import type { AmcPageTexts } from "./page-texts.server.ts";

const STEPS = ["step_tell", "step_visit", "step_quote"] as const;

export function AmcQuote({ texts, liftTypeNames }: { texts: AmcPageTexts; liftTypeNames: LiftTypeNames }) {
  const support = useCompany().phones.support;
  return (
    <SplitSection
      className="amc-quote"
      heading={{
        id: "amc-title",
        eyebrow: texts.eyebrow,
        title: texts.title,
        lead: texts.lead,
      }}
      aside={
        <section className="card form-card" aria-labelledby="amc-form-title">
          <h2 id="amc-form-title" className="form-card__title">
            {texts.form_title}
          </h2>
          <p className="form-card__lead">{texts.form_lead}</p>
          <AmcQuoteForm labelledBy="amc-form-title" liftTypeNames={liftTypeNames} />
        </section>
      }
    >
      <div className="stack amc-quote__info">
        <section aria-labelledby="amc-steps-title">
          <h3 id="amc-steps-title" className="amc-quote__subtitle">
            {texts.steps_title}
          </h3>
          <ol className="amc-steps">
            {STEPS.map((step, index) => (
              <li key={step} className="amc-steps__item">
                <span className="amc-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{texts[step]}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="amc-breakdown" aria-labelledby="amc-breakdown-title">
          <Icon name="phone" size={24} className="amc-breakdown__icon" />
          <div>
            <h3 id="amc-breakdown-title" className="amc-breakdown__title">
              {texts.breakdown_title}
            </h3>
            <p className="amc-breakdown__text">{texts.breakdown_text}</p>
            <a className="link-on-dark amc-breakdown__phone" href={`tel:${support.tel}`}>
              {support.display}
            </a>
          </div>
        </section>
      </div>
    </SplitSection>
  );
}
