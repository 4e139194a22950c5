/**
 * The blog posts' seed at build time, so no markdown or YAML parser ships to the browser:
 * `virtual:blog-posts` is the posts as plain data, read from content/blogs/*.md and their
 * translations (content/blog-posts.ts readBlogPosts): every post's frontmatter, id and markdown
 * body in English, and each language's texts. A bad frontmatter, a post missing in a language, or a
 * translation without its post, fails the build naming the file. Only the server's code imports it
 * (app/blog-posts.server.ts): the pages' fallback when no content was published, and the prerender's
 * source. The bodies are rendered on the server (app/markdown.server.ts).
 *
 *   import seed from "virtual:blog-posts"; // { english: [{ id: "1", title: "…", body: "…" }, …], translations: { gu, hi } }
 */
import path from "node:path";
import type { Plugin } from "vite";
import { BLOGS_DIR, readBlogPosts, TRANSLATED_LOCALES } from "../../content/blog-posts.ts";

const BLOG_POSTS_ID = "virtual:blog-posts";
const RESOLVED_BLOG_POSTS_ID = `\0${BLOG_POSTS_ID}`;

export function markdown(): Plugin {
  return {
    name: "markdown",
    enforce: "pre",
    resolveId(id) {
      return id === BLOG_POSTS_ID ? RESOLVED_BLOG_POSTS_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_BLOG_POSTS_ID) return undefined;
      const seed = readBlogPosts();
      for (const post of seed.english) {
        this.addWatchFile(path.join(BLOGS_DIR, `${post.id}.md`));
        for (const locale of TRANSLATED_LOCALES)
          this.addWatchFile(path.join(BLOGS_DIR, locale, `${post.id}.md`));
      }
      return `export default ${JSON.stringify(seed)};\n`;
    },
  };
}
