/**
 * "Amazing Solutions": the six service-call steps, newest first. Once the list scrolls into view
 * one more step appears every STEP_LIST_REVEAL_DELAY_MS (the first at once) until all are shown.
 * Without JavaScript, without IntersectionObserver and under reduced motion all six are shown.
 * Every step keeps its space while hidden, so the reveal never shifts the layout.
 */
import { useEffect, useRef, useState } from "react";
import type { ServiceStep } from "../../../content/home.ts";
import { usePrefersReducedMotion } from "../../components/carousel/usePrefersReducedMotion.ts";
import { Icon } from "../../components/Icon.tsx";
import { STEP_LIST_REVEAL_DELAY_MS } from "../../motion.ts";
import "./steps.css";

export function StepList({ steps }: { steps: ServiceStep[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(steps.length);
  const [started, setStarted] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  // Hide the steps and wait for the list to come into view.
  useEffect(() => {
    const element = list.current;
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") return;
    setShown(0);
    setStarted(false);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setShown(1);
      setStarted(true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setShown(steps.length);
    };
  }, [reducedMotion, steps.length]);

  useEffect(() => {
    if (!started || shown >= steps.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), STEP_LIST_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started, shown, steps.length]);

  const newestFirst = steps.map((step, order) => ({ step, order })).reverse();
  return (
    <ol ref={list} className="stack steps" reversed>
      {newestFirst.map(({ step, order }) => {
        const visible = order < shown;
        return (
          <li
            key={step.id}
            className={`step step--${step.color}`}
            data-shown={visible ? "true" : "false"}
            aria-hidden={visible ? undefined : true}
          >
            <span className="step__icon">
              <Icon name={step.icon} size={22} />
            </span>
            <div className="step__body">
              <p className="step__head">
                <span className="step__name">{step.name}</span>
                <span className="step__time">{step.time}</span>
              </p>
              <p className="step__text">{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
