/**
 * The blog articles' HTML, rendered from markdown at build time (scripts/vite-plugins/markdown.ts):
 * content/blogs/<id>.md in English, content/blogs/<language>/<id>.md in Gujarati and Hindi. Read by
 * the article page's loader only, so no article is part of the page's JavaScript.
 */
import type { Locale } from "../contracts/locales.ts";

const articles = import.meta.glob<{ html: string }>("../content/blogs/**/*.md", {
  eager: true,
  import: "default",
});

function articleFile(id: string, locale: Locale): string {
  return locale === "en" ? `../content/blogs/${id}.md` : `../content/blogs/${locale}/${id}.md`;
}

/** The article of post `id` in `locale`, as HTML, and its reading time. */
export function blogArticle(id: string, locale: Locale): { html: string; minutes: number } {
  const file = articleFile(id, locale);
  const article = articles[file];
  if (!article) throw new Error(`${file.replace("../", "")} is missing`);
  return { html: article.html, minutes: readingMinutes(article.html) };
}

/** Minutes to read at about 200 words a minute. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
