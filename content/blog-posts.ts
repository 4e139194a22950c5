/**
 * Blog posts: one markdown file per post, content/blogs/<id>.md. The file name is the post's id
 * (its page is /blog-detail/<id>); the YAML frontmatter between the `---` fences is the post's
 * metadata, written only there; the rest is the article.
 *
 * Each post is also written in Gujarati and Hindi, content/blogs/<language>/<id>.md: the whole
 * article, and a frontmatter with only the texts (title, summary, imageAlt, author); the picture
 * and the date are the English post's. A post without its translation, or a translation without
 * its English post, is an error.
 *
 * The files are the seed of the `blogs` content document (content/documents.ts): a list of posts,
 * each its frontmatter, its id and its markdown `body`, and per language the same list with the
 * texts translated (readBlogPosts). The company adds and edits posts there; the pages read them as
 * published (app/blog-posts.server.ts) and render each body on the server (app/markdown.server.ts).
 *
 * This module reads the files in Node (build, prerender list, content validation, seed, tests). The
 * browser never loads it: the server bundle gets the seed through `virtual:blog-posts`
 * (scripts/vite-plugins/markdown.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { LOCALES, type Locale } from "../contracts/locales.ts";
import { htmlTags, PHOTO_LINE_ALT, undescribedPhotos, unsafeTargets } from "../contracts/markdown.ts";
import type { OtherLocale, Translation } from "./localize.ts";
import { headingText, imageRef, isoDate, listWithUniqueIds, nameText, slug, text } from "./schemas.ts";

export const BLOGS_DIR = path.resolve(import.meta.dirname, "blogs");
const POST_FILE = /^(\d+)\.md$/;

/** Frontmatter of content/blogs/<id>.md; unknown keys are errors. */
export const blogFrontmatterSchema = z.strictObject({
  title: headingText.describe("Post title: the post's heading and page title, the blog list, the home card"),
  summary: text.describe("One or two sentences: lead of the post, blog list, search result snippet"),
  image: imageRef.describe("Main picture (1200 x 675): upload a photo or choose one"),
  imageAlt: text.describe("Alt text of the main picture"),
  published: isoDate.describe("Publication date, YYYY-MM-DD"),
  author: nameText.describe('Who wrote it, shown after the date ("Service Engineering Team")'),
});
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** Frontmatter of a translation, content/blogs/<language>/<id>.md: the post's texts only. */
export const blogTranslationSchema = blogFrontmatterSchema.pick({
  title: true,
  summary: true,
  imageAlt: true,
  author: true,
});

/**
 * A post as the `blogs` content document holds it: its id (its page is /blog-detail/<id>), its
 * frontmatter and its article in markdown.
 */
export const blogPostSchema = z.strictObject({
  id: slug.describe("The post's address: /blog-detail/<id>; lowercase letters, digits and dashes"),
  ...blogFrontmatterSchema.shape,
  body: text
    .superRefine((body, context) => {
      for (const { message } of unshownTargets(body)) context.addIssue({ code: "custom", message });
      const tags = htmlTags(body);
      if (tags.length > 0) context.addIssue({ code: "custom", message: htmlTagsMessage(tags) });
      if (undescribedPhotos(body).length > 0)
        context.addIssue({ code: "custom", message: UNDESCRIBED_PHOTO });
    })
    .meta({ markdown: true })
    .describe(
      "The article in Markdown: ## headings, paragraphs, lists, **bold**, *italic*, [links](/contact-us), photos (copy a photo's line from the Photos page)",
    ),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * The links and pictures of an article that its page would not show, each with why: a link only to
 * a page of the site or a web address (never `javascript:`, `data:` or `mailto:`), a picture only
 * from the site or one of the company's photos.
 */
export function unshownTargets(body: string): { target: string; message: string }[] {
  return unsafeTargets(body).map(({ kind, target }) => ({
    target,
    message:
      kind === "link"
        ? `The link "${target}" is not shown on the page: link only to a page of the site (/contact-us) or a web address starting https://.`
        : `The picture "${target}" is not shown on the page: use a picture of the site (/images/…), or copy a photo's line from the Photos page.`,
  }));
}

/** Why an article with a photo left undescribed (no words, or the copied line's) is refused. */
export const UNDESCRIBED_PHOTO = `Write what each photo shows between its brackets, in place of "${PHOTO_LINE_ALT}": ![A cabin we installed in Adajan](photo:…). Blind visitors hear those words, and everyone reads them while the photo loads.`;

/** How many of an article's HTML tags its message names. */
const TAGS_NAMED = 3;

/** Why an article with HTML tags is refused: the page would show them as text. */
export const htmlTagsMessage = (tags: readonly string[]) =>
  `The page shows HTML as the text it is (${tags
    .slice(0, TAGS_NAMED)
    .map((tag) => `"${tag}"`)
    .join(
      ", ",
    )}${tags.length > TAGS_NAMED ? " …" : ""}): write it in Markdown (## for a heading, **bold**, a blank line between paragraphs), or remove it.`;

/** The `blogs` document: every post, each id once. */
export const blogPostsSchema = listWithUniqueIds(blogPostSchema);

/** The languages a post is translated into: a folder of content/blogs/ each. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== "en");

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

/** Parses `frontmatter` with `schema`; throws one error naming the file and every bad field. */
function parseFrontmatter<T>(
  file: string,
  frontmatter: unknown,
  schema: z.ZodType<T>,
): { id: string; data: T } {
  const id = path.basename(file).match(POST_FILE)?.[1];
  const relative = path.relative(process.cwd(), file);
  if (id === undefined) throw new Error(`${relative}: a blog post's file name must be <number>.md`);
  const result = schema.safeParse(frontmatter);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
    );
    throw new Error(`${relative}: invalid frontmatter\n${problems.join("\n")}`);
  }
  return { id, data: result.data };
}

/** Validates a post's frontmatter; throws one error naming the file and every bad field. */
export function blogSummary(file: string, frontmatter: unknown): BlogSummary {
  const { id, data } = parseFrontmatter(file, frontmatter, blogFrontmatterSchema);
  return { id, path: `/blog-detail/${id}`, ...data };
}

/** Validates a translation's frontmatter, as blogSummary does a post's. */
export function blogTranslation(file: string, frontmatter: unknown) {
  return parseFrontmatter(file, frontmatter, blogTranslationSchema).data;
}

/** Every post file split into frontmatter and body, keyed by file name, in id order (not yet validated). */
function readBlogFiles(dir: string): Record<string, MarkdownFile> {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
  const entries: Record<string, MarkdownFile> = {};
  for (const name of files) {
    try {
      entries[name] = splitFrontmatter(readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), path.join(dir, name))}: ${(error as Error).message}`);
    }
  }
  return entries;
}

/** Every post file's parsed frontmatter, keyed by file name, in id order (not yet validated). */
export function readBlogFrontmatter(dir = BLOGS_DIR): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(readBlogFiles(dir)).map(([name, file]) => [name, file.frontmatter]),
  );
}

/** The blog index: every post's id and metadata, in id order. Throws on a bad post. */
export function readBlogIndex(dir = BLOGS_DIR): BlogSummary[] {
  return Object.entries(readBlogFrontmatter(dir)).map(([name, frontmatter]) =>
    blogSummary(path.join(dir, name), frontmatter),
  );
}

/**
 * The blog index in every language: the English posts, and for each other language the same
 * posts with their translated texts. Throws when a post has no translation in a language, when a
 * translation has no English post, or on a bad frontmatter, naming the file.
 */
export function readLocalizedBlogIndex(dir = BLOGS_DIR): Record<Locale, BlogSummary[]> {
  const english = readBlogIndex(dir);
  const inLocale = (locale: OtherLocale): BlogSummary[] => {
    const folder = path.join(dir, locale);
    const translations = readBlogFrontmatter(folder);
    const relative = (name: string) => path.relative(process.cwd(), path.join(folder, name));
    const extra = Object.keys(translations).filter(
      (name) => !english.some((post) => `${post.id}.md` === name),
    );
    if (extra.length > 0)
      throw new Error(
        `${relative(extra[0] ?? "")}: a translation without its English post (content/blogs/<id>.md)`,
      );
    return english.map((post) => {
      const name = `${post.id}.md`;
      if (!(name in translations))
        throw new Error(`${relative(name)} is missing: every post is translated in full`);
      return { ...post, ...blogTranslation(path.join(folder, name), translations[name]) };
    });
  };
  return { en: english, gu: inLocale("gu"), hi: inLocale("hi") };
}

/** The `blogs` document's seed: the posts in English, and each language's texts of them. */
export interface BlogPostsCollection {
  name: "blogs";
  english: BlogPost[];
  translations: Record<OtherLocale, Translation<BlogPost>[]>;
}

/**
 * Every post with its article, in English, and their texts in Gujarati and Hindi (the seed of the
 * `blogs` document). Throws as readLocalizedBlogIndex does.
 */
export function readBlogPosts(dir = BLOGS_DIR): BlogPostsCollection {
  const index = readLocalizedBlogIndex(dir);
  const english = readBlogFiles(dir);
  const textsIn = (locale: OtherLocale): Translation<BlogPost>[] => {
    const files = readBlogFiles(path.join(dir, locale));
    return index[locale].map(({ id, title, summary, imageAlt, author }) => ({
      title,
      summary,
      imageAlt,
      author,
      body: files[`${id}.md`]?.body.trim() ?? "",
    }));
  };
  return {
    name: "blogs",
    english: index.en.map(({ path: _page, ...post }) => ({
      ...post,
      body: english[`${post.id}.md`]?.body.trim() ?? "",
    })),
    translations: { gu: textsIn("gu"), hi: textsIn("hi") },
  };
}
