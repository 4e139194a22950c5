/**
 * The home page's card carousels (latest blogs, specialists): a section with a heading and a
 * carousel of cards (image, title, text and a 'View more' link). Each card fades in 0.2 s after the
 * previous one over --duration-card-fade (0.8 s) once the
 * carousel scrolls into view.
 */
import type { ReactNode } from "react";
import { ImageCard, type ImageCardItem } from "../../components/Card.tsx";
import { Carousel, type PerView } from "../../components/carousel/Carousel.tsx";
import { joinClasses, Section } from "../../components/Section.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import { CARD_FADE_STAGGER_MS, LARGE_BREAKPOINT } from "../../motion.ts";
import { MoreLink } from "./MoreLink.tsx";
import "./cards.css";

export interface HomeCardItem extends ImageCardItem {
  id: string;
  href: string;
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
            <ImageCard
              key={item.id}
              block="home-card"
              className={joinClasses("card card--framed card--media", props.cardClassName, "reveal-item")}
              style={revealDelay(index, CARD_FADE_STAGGER_MS)}
              item={item}
              imageClassName={`home-card__image--${props.shape}`}
              bodyClassName="card__body"
              titleClassName="card__title"
              sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              action={<MoreLink href={item.href} context={item.title} />}
            />
          ))}
        </Carousel>
      </div>
      {props.footer}
    </Section>
  );
}
