/**
 * Markdown at build time, so no markdown or YAML parser ships to the browser:
 * - `*.md` imports become `{ html }`, rendered with `marked`. A blog post's frontmatter is checked
 *   against its schema first (content/blog-posts.ts), so a bad post fails the build naming the file
 *   and field.
 *   A translation (content/blogs/gu/1.md) is checked against the translation's schema.
 * - `virtual:blog-index` is the blog index as plain data, per language: every post's id and
 *   frontmatter, in id order, read from content/blogs/*.md and their translations. A post missing
 *   in a language, or a translation without its post, fails the build.
 *
 *   import post from "../content/blogs/gu/1.md";  // { html: "<p>…" }
 *   import blogIndex from "virtual:blog-index";   // { en: [{ id: "1", title: "…", … }, …], gu: …, hi: … }
 */
import path from "node:path";
import { Marked } from "marked";
import type { Plugin } from "vite";
import {
  BLOGS_DIR,
  blogPostLocale,
  checkBlogFrontmatter,
  readLocalizedBlogIndex,
  splitFrontmatter,
  TRANSLATED_LOCALES,
} from "../../content/blog-posts.ts";
import { type Locale, localizedPath } from "../../contracts/locales.ts";

const BLOG_INDEX_ID = "virtual:blog-index";
const RESOLVED_BLOG_INDEX_ID = `\0${BLOG_INDEX_ID}`;

const marked = new Marked({ gfm: true, async: false });

/**
 * Markdown to HTML. A `# heading` becomes <h2>: the page's only <h1> is the post title. Links to
 * the site's pages are written with their English paths (`/contact-us`) in every language and kept
 * in the article's language here (`/gu/contact-us`).
 */
export function renderMarkdown(body: string, locale: Locale = "en"): string {
  const html = marked.parse(body, { async: false });
  return html
    .replace(/<(\/?)h1(?=[\s>])/g, "<$1h2")
    .replace(/<a href="(\/[^"]*)"/g, (_, href: string) => `<a href="${localizedPath(href, locale)}"`);
}

/** Parses, validates (blog posts) and renders one markdown file; throws naming the file. */
export function compileMarkdown(file: string, source: string): { html: string } {
  let document: ReturnType<typeof splitFrontmatter>;
  try {
    document = splitFrontmatter(source);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const locale = blogPostLocale(file);
  if (locale) checkBlogFrontmatter(file, document.frontmatter);
  return { html: renderMarkdown(document.body, locale) };
}

export function markdown(): Plugin {
  return {
    name: "markdown",
    enforce: "pre",
    resolveId(id) {
      return id === BLOG_INDEX_ID ? RESOLVED_BLOG_INDEX_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_BLOG_INDEX_ID) return undefined;
      const index = readLocalizedBlogIndex();
      for (const post of index.en) {
        this.addWatchFile(path.join(BLOGS_DIR, `${post.id}.md`));
        for (const locale of TRANSLATED_LOCALES)
          this.addWatchFile(path.join(BLOGS_DIR, locale, `${post.id}.md`));
      }
      return `export default ${JSON.stringify(index)};\n`;
    },
    transform(source, id) {
      // Only plain imports: `?raw`, `?url` and the like keep Vite's own handling.
      if (id.includes("?") || !id.endsWith(".md")) return undefined;
      return {
        code: `export default ${JSON.stringify(compileMarkdown(id, source))};\n`,
        map: { mappings: "" },
      };
    },
  };
}
