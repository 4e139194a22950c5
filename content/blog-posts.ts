/**
 * Blog posts: one markdown file per post, content/blogs/<id>.md. The file name is the post's id
 * (its page is /blog-detail/<id>); the YAML frontmatter between the `---` fences is the post's
 * metadata, written only there; the rest is the article.
 *
 * This module reads them in Node (build, prerender list, content validation, tests). The browser
 * never loads it: the blog index reaches the pages as plain data through `virtual:blog-index` and
 * each article as HTML rendered at build time (scripts/vite-plugins/markdown.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { imageRef, isoDate, text } from "./schemas.ts";

export const BLOGS_DIR = path.resolve(import.meta.dirname, "blogs");
const POST_FILE = /^(\d+)\.md$/;

/** Frontmatter of content/blogs/<id>.md; unknown keys are errors. */
export const blogFrontmatterSchema = z.strictObject({
  title: text.describe("Post title: the post's heading and page title, the blog list, the home card"),
  summary: text.describe("One or two sentences: lead of the post, blog list, search result snippet"),
  image: imageRef.describe("Main picture (1200 x 675), path under content/images"),
  imageAlt: text.describe("Alt text of the main picture"),
  published: isoDate.describe("Publication date, YYYY-MM-DD"),
  author: text.describe('Who wrote it, shown after the date ("Service Engineering Team")'),
});
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** One post in the blog index: its id (the file name), its page and its frontmatter. */
export type BlogSummary = { id: string; path: string } & BlogFrontmatter;

export interface MarkdownFile {
  /** The YAML between the opening `---` fences, parsed; undefined when the file has none. */
  frontmatter: unknown;
  /** The markdown after the frontmatter. */
  body: string;
}

/** Splits a markdown file into its parsed YAML frontmatter and its body. Throws on invalid YAML. */
export function splitFrontmatter(source: string): MarkdownFile {
  const normalized = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = normalized.match(/^---\n([\s\S]*?)\n?---(?:\n|$)/);
  if (!match) return { frontmatter: undefined, body: normalized };
  return { frontmatter: parse(match[1] ?? ""), body: normalized.slice(match[0].length) };
}

/** True for a file in content/blogs/ (a blog post). */
export function isBlogPostFile(file: string): boolean {
  return path.dirname(path.resolve(file)) === BLOGS_DIR;
}

/** Validates a post's frontmatter; throws one error naming the file and every bad field. */
export function blogSummary(file: string, frontmatter: unknown): BlogSummary {
  const id = path.basename(file).match(POST_FILE)?.[1];
  const relative = path.relative(process.cwd(), file);
  if (id === undefined) throw new Error(`${relative}: a blog post's file name must be <number>.md`);
  const result = blogFrontmatterSchema.safeParse(frontmatter);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
    );
    throw new Error(`${relative}: invalid frontmatter\n${problems.join("\n")}`);
  }
  return { id, path: `/blog-detail/${id}`, ...result.data };
}

/** Every post file's parsed frontmatter, keyed by file name, in id order (not yet validated). */
export function readBlogFrontmatter(dir = BLOGS_DIR): Record<string, unknown> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
  const entries: Record<string, unknown> = {};
  for (const name of files) {
    try {
      entries[name] = splitFrontmatter(readFileSync(path.join(dir, name), "utf8")).frontmatter;
    } catch (error) {
      throw new Error(`content/blogs/${name}: ${(error as Error).message}`);
    }
  }
  return entries;
}

/** The blog index: every post's id and metadata, in id order. Throws on a bad post. */
export function readBlogIndex(dir = BLOGS_DIR): BlogSummary[] {
  return Object.entries(readBlogFrontmatter(dir)).map(([name, frontmatter]) =>
    blogSummary(path.join(dir, name), frontmatter),
  );
}
