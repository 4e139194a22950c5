/** 9. 'Meet Our Specialist': three people; 'View more' leads to the About page's Leadership section. */
import { specialists } from "../../../content/specialists.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { useReveal } from "../../components/useReveal.ts";
import { LARGE_BREAKPOINT, SPECIALIST_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCard } from "./HomeCard.tsx";

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
              <HomeCard
                key={person.id}
                index={index}
                image={person.image}
                alt={person.alt}
                shape="square"
                title={person.title}
                href={person.href}
                className="home-card--person"
              >
                <p className="home-card__post">{person.post}</p>
                <p className="home-card__text">{person.description}</p>
              </HomeCard>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
