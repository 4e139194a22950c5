/**
 * 'Our Latest Blogs': one card per teaser of content/home.ts (given by the page) (its post's title, summary and image
 * unless the teaser gives its own), 1 / 2 / 3 per view; buttons only below the large breakpoint;
 * cards fade in one after the other.
 */

import type { BlogTeaser } from "../../../content/home.ts";
import { m } from "../../../messages/compiled/messages.js";
import { teaserCard } from "../../blog-index.ts";
import { Link } from "../../components/Link.tsx";
import { headingOf } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import { BLOG_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCardCarousel } from "./HomeCard.tsx";

export function LatestBlogsSection({ latestBlogs: teasers }: { latestBlogs: BlogTeaser[] }) {
  const locale = useLocale();
  return (
    <HomeCardCarousel
      alt
      className="latest-blogs"
      heading={headingOf("blogs-title", locale, m.home_blogs_eyebrow, m.home_blogs_title, m.home_blogs_lead)}
      label={m.home_blogs_label({}, { locale })}
      perView={BLOG_CARDS_PER_VIEW}
      shape="wide"
      items={teasers.map((teaser) => teaserCard(teaser, locale))}
      footer={
        <p className="home-cards__all">
          <Link to="/blogs">{m.home_blogs_all({}, { locale })}</Link>
        </p>
      }
    />
  );
}
