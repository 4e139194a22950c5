/**
 * "Amazing Solutions": the six service-call steps, newest first. With JavaScript, one more step
 * appears every STEP_LIST_REVEAL_DELAY_MS from the first paint (the oldest at once), until all six
 * are shown; without JavaScript and under reduced motion all six are shown. The reveal is a CSS
 * animation that starts with the page (steps.css), so the HTML the server sends is what the visitor
 * keeps seeing: nothing is shown, hidden by hydration and shown again. Every step keeps its space
 * while hidden, so the reveal never shifts the layout.
 */
import type { CSSProperties } from "react";
import type { ServiceStep } from "../../../content/home.ts";
import { Icon } from "../../components/Icon.tsx";
import { STEP_LIST_REVEAL_DELAY_MS } from "../../motion.ts";
import "./steps.css";
import { ContentText } from "../../components/content-text.tsx";

export function StepList({ steps }: { steps: ServiceStep[] }) {
  const newestFirst = steps.map((step, order) => ({ step, order })).reverse();
  return (
    <ol
      className="stack steps"
      reversed
      style={{ "--step-reveal-delay": `${STEP_LIST_REVEAL_DELAY_MS}ms` } as CSSProperties}
    >
      {newestFirst.map(({ step, order }) => (
        <li
          key={step.id}
          className={`step step--${step.color}`}
          style={{ "--step-order": order } as CSSProperties}
        >
          <span className="step__icon">
            <Icon name={step.icon} size={22} />
          </span>
          <div className="step__body">
            <p className="step__head">
              <ContentText as="span" className="step__name">
                {step.name}
              </ContentText>
              <ContentText as="span" className="step__time">
                {step.time}
              </ContentText>
            </p>
            <ContentText as="p" className="step__text">
              {step.description}
            </ContentText>
          </div>
        </li>
      ))}
    </ol>
  );
}
