/**
 * The blog index per language: every post's id and metadata, in id order, with its texts in that
 * language. It is plain data, read at build time from the posts' frontmatter (content/blogs/<id>.md
 * and content/blogs/<language>/<id>.md), so no article and no YAML parser is loaded to list them.
 *
 * The blog pages read it in their loaders (the texts land in the HTML and the .data files, not in
 * the JavaScript); a component that imports it carries all three languages' summaries.
 */
import blogIndex from "virtual:blog-index";
import type { BlogSummary } from "../content/blog-posts.ts";
import type { BlogTeaser } from "../content/home.schema.ts";
import { LOCALE_TAGS, type Locale } from "../contracts/locales.ts";

export type { BlogSummary };

/** Every post, in id order, in `locale`. */
export function blogsIn(locale: Locale): readonly BlogSummary[] {
  return blogIndex[locale];
}

export function blogById(id: string | undefined, locale: Locale): BlogSummary | undefined {
  return blogsIn(locale).find((blog) => blog.id === id);
}

/** A home "Our Latest Blogs" card in `locale`: the teaser's own texts and image, else its post's. */
export function teaserCard(teaser: BlogTeaser, locale: Locale) {
  const post = blogById(teaser.postId, locale);
  if (!post) throw new Error(`blog teaser ${teaser.id}: no post ${teaser.postId}`);
  return {
    id: teaser.id,
    href: post.path,
    title: teaser.title ?? post.title,
    description: teaser.description ?? post.summary,
    image: teaser.image ?? post.image,
    alt: teaser.alt ?? post.imageAlt,
  };
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
