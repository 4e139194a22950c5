/** 3. Three value cards, entering 0.2 s apart when they scroll into view. */
import type { ValueCard } from "../../../content/value-cards.ts";
import { m } from "../../../messages/compiled/messages.js";
import { IconCard } from "../../components/IconCard.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import { useLocale } from "../../i18n.ts";
import { VALUE_CARDS_STAGGER_MS } from "../../motion.ts";
import { MoreLink } from "./MoreLink.tsx";
import "./intro.css";
import { ContentText } from "../../components/content-text.tsx";

export function ValueCardsSection({ valueCards }: { valueCards: ValueCard[] }) {
  const ref = useReveal<HTMLUListElement>();
  const locale = useLocale();
  return (
    <section className="values" aria-label={m.home_values_label({}, { locale })}>
      <div className="container">
        <ul ref={ref} className="card-grid values__list">
          {valueCards.map((card, index) => (
            <IconCard
              key={card.id}
              block="value-card"
              className="card card--framed card--raised card--column icon-badge--solid reveal-item"
              style={revealDelay(index, VALUE_CARDS_STAGGER_MS)}
              icon={card.icon}
              iconSize={28}
              badge
              title={card.title}
            >
              <ContentText as="p" className="value-card__text">
                {card.description}
              </ContentText>
              <MoreLink href={card.link.href} label={card.link.label} context={card.title} />
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
