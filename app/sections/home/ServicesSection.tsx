/**
 * 5. Services: a looping coverflow of the six lift types, active card centred; 1 / 2 / 3 / 4 cards
 * per view from 0 / 512 / 1024 / 1560 px, speed 300 ms, depth 100.
 */
import type { ServiceCard } from "../../../content/home.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ImageCard } from "../../components/Card.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { useCompany } from "../../components/chrome.ts";
import { SectionHeading } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import {
  SERVICES_COVERFLOW_DEPTH,
  SERVICES_SLIDER_SPEED_MS,
  SERVICES_SLIDES_PER_VIEW,
} from "../../motion.ts";
import { MoreLink } from "./MoreLink.tsx";
import "./services.css";

export function ServicesSection({ serviceCards: cards }: { serviceCards: ServiceCard[] }) {
  const locale = useLocale();
  const company = useCompany();
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow={m.home_services_eyebrow({}, { locale })}
          title={m.home_services_title({ name: company.name }, { locale })}
          lead={m.home_services_lead({}, { locale })}
        />
      </div>
      <div className="services__track">
        <Carousel
          label={m.home_services_label({}, { locale })}
          effect="coverflow"
          loop
          align="center"
          perView={SERVICES_SLIDES_PER_VIEW}
          speed={SERVICES_SLIDER_SPEED_MS}
          coverflowDepth={SERVICES_COVERFLOW_DEPTH}
          className="services__carousel"
        >
          {cards.map((card) => (
            <ImageCard
              key={card.id}
              block="service-card"
              className="card card--framed card--raised card--media"
              bodyClassName="card__body"
              item={card}
              sizes="(min-width: 1560px) 25vw, (min-width: 1024px) 33vw, (min-width: 512px) 50vw, 100vw"
              action={<MoreLink href={card.href} context={card.title} />}
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
