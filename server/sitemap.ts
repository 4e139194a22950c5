/**
 * sitemap.xml: every page in every language, each with its alternates in the other languages (and
 * the English as `x-default`). The build writes it for the pages it prerenders (scripts/postbuild.mjs);
 * once the company has published, the server makes it from the published content instead
 * (routes/published-pages.ts), so a page published since (a blog post, a cabin design) is listed
 * and one removed is not.
 */
import { escapeHtml } from "../contracts/html.ts";
import { LOCALES, localizedPath } from "../contracts/locales.ts";

export const SITEMAP_PATH = "/sitemap.xml";

/** The sitemap of the pages at `englishPaths` (each in every language) on `origin`, changed on `lastmod` (YYYY-MM-DD). */
export function sitemapXml(origin: string, englishPaths: readonly string[], lastmod: string): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const alternates = (english: string) =>
    LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(english, locale))}"/>`,
    )
      .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(english)}"/>`)
      .join("");
  const urls = [...new Set(englishPaths)]
    .flatMap((english) => LOCALES.map((locale) => ({ english, path: localizedPath(english, locale) })))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(
      ({ english, path }) =>
        `  <url><loc>${url(path)}</loc><lastmod>${lastmod}</lastmod>${alternates(english)}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
