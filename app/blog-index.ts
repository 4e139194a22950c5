/**
 * What the blog pages show of a post beside its article: its summary (app/blog-posts.server.ts
 * gives them, in the loaders), the home page's "Our Latest Blogs" cards made from them, and a
 * publication date as each language writes it. Plain functions of plain data: no post is bundled.
 */
import type { BlogSummary } from "../content/blog-posts.ts";
import type { BlogTeaser } from "../content/home.schema.ts";
import { LOCALE_TAGS, type Locale } from "../contracts/locales.ts";

export type { BlogSummary };

/** A home "Our Latest Blogs" card: the teaser's own texts and image, else its post's. */
export interface BlogTeaserCard {
  id: string;
  href: string;
  title: string;
  description: string;
  image: string;
  alt: string;
}

/**
 * The home page's cards, one per teaser, from the posts in the page's language. A teaser whose post
 * is no longer published shows no card (the repository's teasers are checked by content/validate.ts).
 */
export function teaserCards(teasers: readonly BlogTeaser[], posts: readonly BlogSummary[]): BlogTeaserCard[] {
  return teasers.flatMap((teaser) => {
    const post = posts.find((blog) => blog.id === teaser.postId);
    if (!post) return [];
    return {
      id: teaser.id,
      href: post.path,
      title: teaser.title ?? post.title,
      description: teaser.description ?? post.summary,
      image: teaser.image ?? post.image,
      alt: teaser.alt ?? post.imageAlt,
    };
  });
}

/**
 * A publication date as the page's language writes it, in Western digits and independent of the
 * visitor's time zone: "15 September 2026", "15 સપ્ટેમ્બર, 2026", "15 सितंबर 2026".
 */
export function formatPublished(iso: string, locale: Locale): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALE_TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  });
}
