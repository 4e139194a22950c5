/**
 * What the blog pages show of a post beside its article: its summary (app/blog-posts.server.ts
 * gives them, in the loaders), the home page's "Our Latest Blogs" cards made from them, and a
 * publication date as each language writes it. Plain functions of plain data: no post is bundled.
 */
import type { BlogSummary } from "../content/blog-posts.ts";
import { LOCALE_TAGS, type Locale } from "../contracts/locales.ts";

export type { BlogSummary };

/** How many posts the home page's "Our Latest Blogs" shows: the newest. */
export const LATEST_BLOGS = 3;

/** A home "Our Latest Blogs" card: its post's title, summary and picture. */
export interface LatestBlogCard {
  id: string;
  href: string;
  title: string;
  description: string;
  image: string;
  alt: string;
}

/**
 * The posts newest first, as the blog list and the home page show them: by publication date; of
 * one day, the one later in the company's list first.
 */
export function newestFirst<Post extends Pick<BlogSummary, "published">>(posts: readonly Post[]): Post[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.published.localeCompare(a.post.published) || b.index - a.index)
    .map(({ post }) => post);
}

/** The home page's cards: the newest of the posts as published, in the page's language. */
export function latestBlogCards(posts: readonly BlogSummary[], count = LATEST_BLOGS): LatestBlogCard[] {
  return newestFirst(posts)
    .slice(0, count)
    .map((post) => ({
      id: post.id,
      href: post.path,
      title: post.title,
      description: post.summary,
      image: post.image,
      alt: post.imageAlt,
    }));
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
