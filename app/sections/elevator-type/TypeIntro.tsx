/** The type's introduction (mainContent) and its key figures. */
import type { ElevatorType } from "../../../content/elevator-types.ts";
import { m } from "../../../messages/compiled/messages.js";
import { FactList, Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "./type-intro.css";
import "./type-layout.css";
import { ContentText } from "../../components/content-text.tsx";

export function TypeIntro({ type }: { type: ElevatorType }) {
  const locale = useLocale();
  return (
    <section className="type-block" aria-labelledby="type-intro-title">
      <p className="eyebrow type-block__eyebrow">{m.type_overview({}, { locale })}</p>
      <ContentText as="h2" id="type-intro-title" className="type-block__title">
        {type.tagline}
      </ContentText>
      <FactList
        facts={type.highlights}
        className="card-grid type-highlights"
        itemClassName="type-highlights__item"
      />
      <Paragraphs texts={type.mainContent} className="type-block__text" />
    </section>
  );
}
