/**
 * The blog index in the browser: every post's id and metadata, in id order. It is plain data,
 * read at build time from the posts' frontmatter (content/blogs/<id>.md), so no article and no
 * YAML parser is loaded to list the posts.
 */
import blogIndex from "virtual:blog-index";
import type { BlogSummary } from "../content/blog-posts.ts";
import type { BlogTeaser } from "../content/home.schema.ts";

export type { BlogSummary };
export const blogs: readonly BlogSummary[] = blogIndex;

export function blogById(id: string | undefined): BlogSummary | undefined {
  return blogs.find((blog) => blog.id === id);
}

/** A home "Our Latest Blogs" card: the teaser's own texts and image, else its post's. */
export function teaserCard(teaser: BlogTeaser) {
  const post = blogById(teaser.postId);
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

/** "15 September 2026" (en-IN), independent of the visitor's time zone. */
export function formatPublished(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
