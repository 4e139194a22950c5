/** About page: why-choose-us cards, the same value cards as the home page (content/value-cards.ts). */
import { pages } from "../../../content/pages.ts";
import type { ValueCard } from "../../../content/value-cards.ts";
import { m } from "../../../messages/compiled/messages.js";
import { CardLink } from "../../components/Card.tsx";
import { ContentText } from "../../components/content-text.tsx";
import { IconCard } from "../../components/IconCard.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

export function WhyChooseUs({ valueCards }: { valueCards: ValueCard[] }) {
  const locale = useLocale();
  return (
    <Section alt heading={headingOf("why-title", locale, m.about_why_eyebrow, m.about_why_title)}>
      <ul className="card-grid why-cards">
        {valueCards.map((card) => (
          <IconCard
            key={card.id}
            block="why-card"
            className="card card--raised card--column icon-badge--solid"
            badge
            icon={card.icon}
            iconSize={30}
            title={card.title}
          >
            <ContentText as="p" className="why-card__text">
              {card.description}
            </ContentText>
            {/* A card pointing at this very page has nowhere further to go here. */}
            {card.link.href !== pages.about.path && (
              <CardLink to={card.link.href} label={card.link.label} context={card.title} />
            )}
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
