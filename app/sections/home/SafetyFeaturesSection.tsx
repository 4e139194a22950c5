/**
 * 7. Safety Features: nine cards entering 0.2 s × index apart; 'SHOW MORE' expands a feature's
 * full text. Without JavaScript the full text is shown.
 */
import { useId, useState } from "react";
import type { SafetyFeature } from "../../../content/home.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Icon } from "../../components/Icon.tsx";
import { IconCard } from "../../components/IconCard.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import { useLocale } from "../../i18n.ts";
import { SAFETY_ITEM_STAGGER_MS } from "../../motion.ts";
import "./safety.css";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";

function SafetyCard({ feature, index }: { feature: SafetyFeature; index: number }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const locale = useLocale();
  return (
    <IconCard
      block="safety-card"
      className="card card--framed card--column reveal-item"
      style={revealDelay(index, SAFETY_ITEM_STAGGER_MS)}
      icon={feature.icon}
      iconSize={26}
      badge
      title={feature.title}
      expanded={expanded}
    >
      <ContentText as="p" className="safety-card__summary">
        {feature.summary}
      </ContentText>
      <ContentText as="p" id={detailsId} className="safety-card__details">
        {feature.details}
      </ContentText>
      <button
        type="button"
        className="safety-card__more"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? m.home_safety_show_less({}, { locale }) : m.home_safety_show_more({}, { locale })}
        <span className="visually-hidden">: {inPageLanguage(feature.title, locale)}</span>
        <Icon name="chevronDown" size={18} className="safety-card__chevron" />
      </button>
    </IconCard>
  );
}

export function SafetyFeaturesSection({ safetyFeatures: features }: { safetyFeatures: SafetyFeature[] }) {
  const ref = useReveal<HTMLUListElement>();
  const locale = useLocale();
  return (
    <Section
      id="safety"
      className="safety"
      heading={headingOf(
        "safety-title",
        locale,
        m.home_safety_eyebrow,
        m.home_safety_title,
        m.home_safety_lead,
      )}
    >
      <ul ref={ref} className="card-grid safety__grid">
        {features.map((feature, index) => (
          <SafetyCard key={feature.id} feature={feature} index={index} />
        ))}
      </ul>
    </Section>
  );
}
