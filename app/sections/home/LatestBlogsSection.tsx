/**
 * 'Our Latest Blogs': one card per teaser of content/home.ts (its post's title, summary and image
 * unless the teaser gives its own), 1 / 2 / 3 per view; buttons only below the large breakpoint;
 * cards fade in one after the other.
 */

import { latestBlogs } from "../../../content/home.ts";
import { teaserCard } from "../../blog-index.ts";
import { Link } from "../../components/Link.tsx";
import { useLocale } from "../../i18n.ts";
import { BLOG_CARDS_PER_VIEW } from "../../motion.ts";
import { HomeCardCarousel } from "./HomeCard.tsx";

export function LatestBlogsSection() {
  const locale = useLocale();
  return (
    <HomeCardCarousel
      alt
      className="latest-blogs"
      heading={{
        id: "blogs-title",
        eyebrow: "From our engineers",
        title: "Our Latest Blogs",
        lead: "Practical advice on choosing, installing and looking after a lift.",
      }}
      label="Latest blog posts"
      perView={BLOG_CARDS_PER_VIEW}
      shape="wide"
      items={latestBlogs.map((teaser) => teaserCard(teaser, locale))}
      footer={
        <p className="home-cards__all">
          <Link to="/blogs">All blog posts</Link>
        </p>
      }
    />
  );
}
