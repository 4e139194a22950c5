/**
 * 'Our Latest Blogs': one card per teaser of content/home.ts (its post's title, summary and image
 * unless the teaser gives its own), 1 / 2 / 3 per view; buttons only below the large breakpoint;
 * cards fade in one after the other.
 */
import { Link } from "react-router";
import { latestBlogs } from "../../../content/home.ts";
import { teaserCard } from "../../blog-index.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { useReveal } from "../../components/useReveal.ts";
import { BLOG_CARDS_PER_VIEW, LARGE_BREAKPOINT } from "../../motion.ts";
import { HomeCard } from "./HomeCard.tsx";

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
            {latestBlogs.map(teaserCard).map((teaser, index) => (
              <HomeCard
                key={teaser.id}
                index={index}
                image={teaser.image}
                alt={teaser.alt}
                shape="wide"
                title={teaser.title}
                href={teaser.href}
              >
                <p className="home-card__text">{teaser.description}</p>
              </HomeCard>
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
