/**
 * 'Our Latest Blogs': a card for each of the newest published posts (their title, summary and
 * picture; the home page's loader makes them, app/blog-index.ts), 1 / 2 / 3 per view; buttons
 * only below the large breakpoint; cards fade in one after the other.
 */

import { useLoaderData } from "react-router";
import { m } from "../../../messages/compiled/messages.js";
import type { LatestBlogCard } from "../../blog-index.ts";
import { Link } from "../../components/Link.tsx";
import { headingOf } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { BLOG_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCardCarousel } from "./HomeCard.tsx";

export function LatestBlogsSection({ cards }: { cards: LatestBlogCard[] }) {
  const locale = useLocale();
  return (
    <HomeCardCarousel
      alt
      className="latest-blogs"
      heading={headingOf("blogs-title", locale, m.home_blogs_eyebrow, m.home_blogs_title, m.home_blogs_lead)}
      label={m.home_blogs_label({}, { locale })}
      perView={BLOG_CARDS_PER_VIEW}
      shape="wide"
      items={cards}
      footer={
        <p className="home-cards__all">
          <Link to="/blogs">{m.home_blogs_all({}, { locale })}</Link>
        </p>
      }
    />
  );
}

/** The section with the cards of the home page's loader data. */
export function LatestBlogsOfPage() {
  const { latestBlogs } = useLoaderData<{ latestBlogs: LatestBlogCard[] }>();
  return <LatestBlogsSection cards={latestBlogs} />;
}
