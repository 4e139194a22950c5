/**
 * 5. Services: a looping coverflow of the six lift types, active card centred; 1 / 2 / 3 / 4 cards
 * per view from 0 / 512 / 1024 / 1560 px, speed 300 ms, depth 100.
 */
import { company } from "../../../content/company.ts";
import { serviceCards } from "../../../content/home.ts";
import { ImageCard } from "../../components/Card.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import {
  SERVICES_COVERFLOW_DEPTH,
  SERVICES_SLIDER_SPEED_MS,
  SERVICES_SLIDES_PER_VIEW,
} from "../../motion.ts";
import { MoreLink } from "./HomeLink.tsx";
import "./services.css";

export function ServicesSection() {
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow="What we build"
          title={`${company.name} Services`}
          lead="Six families of lifts, each designed, installed and maintained by our own engineers."
        />
      </div>
      <div className="services__track">
        <Carousel
          label="Our lifts"
          effect="coverflow"
          loop
          align="center"
          perView={SERVICES_SLIDES_PER_VIEW}
          speed={SERVICES_SLIDER_SPEED_MS}
          coverflowDepth={SERVICES_COVERFLOW_DEPTH}
          className="services__carousel"
        >
          {serviceCards.map((card) => (
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
