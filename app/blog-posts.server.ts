/**
 * The blog posts as the company published them (the `blogs` content document, through the load
 * context), else as the repository holds them (`virtual:blog-posts`: the build prerenders from it
 * and the database's first revision is the same). Loaders only: the posts reach the pages in their
 * HTML and .data files, and each article as HTML rendered here, never the parser.
 */
import seed from "virtual:blog-posts";
import type { BlogPost } from "../content/blog-posts.ts";
import { localized } from "../content/localize.ts";
import type { Locale } from "../contracts/locales.ts";
import type { PageContext } from "../contracts/page-context.ts";
import type { PagePhotos } from "../contracts/page-photo.ts";
import type { BlogSummary } from "./blog-index.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { contentIn } from "./page-data.ts";
import { ARTICLE_PICTURE_SIZES } from "./sections/blog-detail/article-column.ts";

const written = localized("blogs", seed.english, seed.translations);

/** Every post in `locale`, with its article's markdown, in the document's order. */
export const blogPostsIn = (context: PageContext | undefined, locale: Locale): BlogPost[] =>
  contentIn(context, "blogs", locale, written);

/** A post without its article, with its page's path: what lists and cards show. */
export const blogSummary = ({ body: _article, ...post }: BlogPost): BlogSummary => ({
  ...post,
  path: `/blog-detail/${post.id}`,
});

/** Every post in `locale` as lists show them. */
export const blogSummariesIn = (context: PageContext | undefined, locale: Locale): BlogSummary[] =>
  blogPostsIn(context, locale).map(blogSummary);

/**
 * A post's article as HTML for a page in `locale`, with the photos it shows that the page has
 * ready (the load context's), and its reading time.
 */
export function blogArticle(
  post: BlogPost,
  locale: Locale,
  photos: PagePhotos | undefined,
): { html: string; minutes: number } {
  const html = renderMarkdown(post.body, locale, { ready: photos, sizes: ARTICLE_PICTURE_SIZES });
  return { html, minutes: readingMinutes(html) };
}

/** Minutes to read at about 200 words a minute. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
