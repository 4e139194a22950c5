/**
 * The home page's card carousels (latest blogs, specialists): a section with a heading and a
 * carousel of cards (image, title, text and a 'View more' link). Each card fades in 0.2 s after the
 * previous one over --duration-card-fade (0.8 s) once the
 * carousel scrolls into view.
 */
import type { ReactNode } from "react";
import { Carousel, type PerView } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { Section } from "../../components/Section.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import { CARD_FADE_STAGGER_MS, LARGE_BREAKPOINT } from "../../motion.ts";
import { MoreLink } from "./HomeLink.tsx";
import "./cards.css";

export interface HomeCardItem {
  id: string;
  image: string;
  alt: string;
  title: string;
  href: string;
  description: string;
  /** A person's position, shown above the description. */
  post?: string;
}

interface HomeCardCarouselProps {
  heading: Parameters<typeof Section>[0]["heading"];
  className: string;
  alt?: boolean;
  /** The carousel's accessible name. */
  label: string;
  perView: PerView;
  /** Wide pictures (blog illustrations) or square ones (portraits). */
  shape: "wide" | "square";
  cardClassName?: string;
  items: HomeCardItem[];
  /** Shown below the carousel, e.g. a link to the full list. */
  footer?: ReactNode;
}

export function HomeCardCarousel(props: HomeCardCarouselProps) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <Section heading={props.heading} alt={props.alt} className={props.className}>
      <div ref={ref}>
        <Carousel label={props.label} perView={props.perView} hideControlsFrom={LARGE_BREAKPOINT}>
          {props.items.map((item, index) => (
            <article
              key={item.id}
              className={["card card--framed card--media home-card", props.cardClassName, "reveal-item"]
                .filter(Boolean)
                .join(" ")}
              style={revealDelay(index, CARD_FADE_STAGGER_MS)}
            >
              <Image
                src={item.image}
                alt={item.alt}
                className={`home-card__image home-card__image--${props.shape}`}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              />
              <div className="home-card__body">
                <h3 className="home-card__title">{item.title}</h3>
                {item.post && <p className="home-card__post">{item.post}</p>}
                <p className="home-card__text">{item.description}</p>
                <MoreLink href={item.href} context={item.title} />
              </div>
            </article>
          ))}
        </Carousel>
      </div>
      {props.footer}
    </Section>
  );
}
