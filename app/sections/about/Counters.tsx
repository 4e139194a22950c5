/**
 * About page counters: each counts up over about 2 s when it scrolls into view. The final
 * numbers are in the prerendered HTML (no JavaScript) and stay put under reduced motion; screen
 * readers always get the final value.
 */
import { useEffect, useRef, useState } from "react";
import type { Counter } from "../../../content/about.ts";
import { formatNumber } from "../../../content/lift-planner/format.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ContentText } from "../../components/content-text.tsx";
import { useLocale } from "../../i18n.ts";
import { COUNTER_DURATION_MS } from "../../motion.ts";

/** A counter's number as the page's language writes it, in Western digits ("50,000"). */
export const formatCount = (value: number, locale: Locale) => formatNumber(locale, value);

/** Ease out: fast at first, settling on the final number. */
const ease = (t: number) => 1 - (1 - t) ** 3;

function CounterItem({ counter }: { counter: Counter }) {
  const locale = useLocale();
  const format = (value: number) => formatCount(value, locale);
  const [shown, setShown] = useState(counter.value);
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          setShown(Math.round(counter.value * ease(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(counter.value);
    };
  }, [counter.value]);

  const final = `${format(counter.value)}${counter.suffix}`;
  return (
    <li className="counter">
      <p ref={ref} className="counter__value" data-counter={counter.id} data-final={final}>
        <span aria-hidden="true" style={{ minWidth: `${final.length}ch` }} className="counter__digits">
          {format(shown)}
          {counter.suffix}
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <ContentText as="p" className="counter__label">
        {counter.label}
      </ContentText>
    </li>
  );
}

export function Counters({ counters }: { counters: Counter[] }) {
  const locale = useLocale();
  return (
    <section className="counters-band" aria-labelledby="counters-title">
      <div className="container">
        <h2 id="counters-title" className="visually-hidden">
          {m.about_counters_title({}, { locale })}
        </h2>
        <ul className="counters">
          {counters.map((counter) => (
            <CounterItem key={counter.id} counter={counter} />
          ))}
        </ul>
      </div>
    </section>
  );
}
