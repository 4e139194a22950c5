/**
 * 8. 'Our Latest Blogs': three cards, 1 / 2 / 3 per view; buttons only below the large breakpoint;
 * cards fade in over 0.8 s, 0.2 s apart (SPEC 2.4, 9).
 */
import { Link } from "react-router";
import { latestBlogs } from "../../../content/home.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { revealDelay, useReveal } from "../../components/useReveal.ts";
import {
  BLOG_CARDS_PER_VIEW,
  CARD_FADE_IN_MS,
  CARD_FADE_STAGGER_MS,
  LARGE_BREAKPOINT,
} from "../../motion.ts";
import { MoreLink } from "./HomeLink.tsx";
import "./cards.css";

export function LatestBlogsSection() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section className="section section--alt latest-blogs" aria-labelledby="blogs-title">
      <div className="container">
        <SectionHeading
          id="blogs-title"
          eyebrow="From our engineers"
          title="Our Latest Blogs"
          lead="Practical advice on choosing, installing and looking after a lift."
        />
        <div ref={ref}>
          <Carousel
            label="Latest blog posts"
            perView={BLOG_CARDS_PER_VIEW}
            hideControlsFrom={LARGE_BREAKPOINT}
          >
            {latestBlogs.map((teaser, index) => (
              <article
                key={teaser.id}
                className="home-card reveal-item"
                style={revealDelay(index, CARD_FADE_STAGGER_MS, CARD_FADE_IN_MS)}
              >
                <Image
                  src={teaser.image}
                  alt={teaser.alt}
                  className="home-card__image home-card__image--wide"
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
                <div className="home-card__body">
                  <h3 className="home-card__title">{teaser.title}</h3>
                  <p className="home-card__text">{teaser.description}</p>
                  <MoreLink href={teaser.href} context={teaser.title} />
                </div>
              </article>
            ))}
          </Carousel>
        </div>
        <p className="home-cards__all">
          <Link to="/blogs">All blog posts</Link>
        </p>
      </div>
    </section>
  );
}
