/**
 * A card of the home page's card carousels (latest blogs, specialists): image, title, text and a
 * 'View more' link, fading in 0.2 s after the previous card over --duration-card-fade (0.8 s).
 */
import type { ReactNode } from "react";
import { Image } from "../../components/Image.tsx";
import { revealDelay } from "../../components/useReveal.ts";
import { CARD_FADE_STAGGER_MS } from "../../motion.ts";
import { MoreLink } from "./HomeLink.tsx";
import "./cards.css";

interface HomeCardProps {
  index: number;
  image: string;
  alt: string;
  shape: "wide" | "square";
  title: string;
  href: string;
  className?: string;
  /** Text between the title and the link. */
  children: ReactNode;
}

export function HomeCard({ index, image, alt, shape, title, href, className, children }: HomeCardProps) {
  return (
    <article
      className={["home-card", className, "reveal-item"].filter(Boolean).join(" ")}
      style={revealDelay(index, CARD_FADE_STAGGER_MS)}
    >
      <Image
        src={image}
        alt={alt}
        className={`home-card__image home-card__image--${shape}`}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      <div className="home-card__body">
        <h3 className="home-card__title">{title}</h3>
        {children}
        <MoreLink href={href} context={title} />
      </div>
    </article>
  );
}
