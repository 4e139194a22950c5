/** The type's introduction (mainContent) and its key figures. */
import type { ElevatorType } from "../../../content/elevator-types.ts";
import "./type-page.css";

export function TypeIntro({ type }: { type: ElevatorType }) {
  return (
    <section className="type-block" aria-labelledby="type-intro-title">
      <p className="eyebrow type-block__eyebrow">Overview</p>
      <h2 id="type-intro-title" className="type-block__title">
        {type.tagline}
      </h2>
      <dl className="type-highlights">
        {type.highlights.map((item) => (
          <div key={item.label} className="type-highlights__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {type.mainContent.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className="type-block__text">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
