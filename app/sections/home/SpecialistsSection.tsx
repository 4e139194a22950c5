/** 9. 'Meet Our Specialist': three people; 'View more' leads to the About page's Leadership section. */
import { specialists } from "../../../content/specialists.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import {
  CARD_FADE_IN_MS,
  CARD_FADE_STAGGER_MS,
  LARGE_BREAKPOINT,
  SPECIALIST_CARDS_PER_VIEW,
} from "../../motion.ts";
import { MoreLink } from "./HomeLink.tsx";
import "./cards.css";

export function SpecialistsSection() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section className="section specialists" aria-labelledby="specialists-title">
      <div className="container">
        <SectionHeading
          id="specialists-title"
          eyebrow="Our team"
          title="Meet Our Specialist"
          lead="The people who lead our design, installation and service work."
        />
        <div ref={ref}>
          <Carousel
            label="Our specialists"
            perView={SPECIALIST_CARDS_PER_VIEW}
            hideControlsFrom={LARGE_BREAKPOINT}
          >
            {specialists.map((person, index) => (
              <article
                key={person.id}
                className="home-card home-card--person reveal-item"
                style={revealDelay(index, CARD_FADE_STAGGER_MS, CARD_FADE_IN_MS)}
              >
                <Image
                  src={person.image}
                  alt={person.alt}
                  className="home-card__image home-card__image--square"
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
                <div className="home-card__body">
                  <h3 className="home-card__title">{person.title}</h3>
                  <p className="home-card__post">{person.post}</p>
                  <p className="home-card__text">{person.description}</p>
                  <MoreLink href={person.href} context={person.title} />
                </div>
              </article>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
