/**
 * The prerendered pages (and the content files they fetch, such as /home-sections.json, and the
 * sitemap) once the company has published content (content version above 0): rendered from the
 * published content instead of served from the build, kept per version, and rendered again in the
 * background after each publish, so the first visitors after it do not wait for them.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { company } from "../../content/company.ts";
import { prerenderedDataPaths, prerenderPaths, sitePagePaths } from "../../content/prerender.ts";
import { REVALIDATE_EVERY_USE } from "../../contracts/cache.ts";
import { LOCALES, localizedPath } from "../../contracts/locales.ts";
import { builtOrigin } from "../built-site.ts";
import { inlineScriptHashes } from "../inline-scripts.ts";
import { SITEMAP_PATH, sitemapXml } from "../sitemap.ts";
import { LONGEST_KEPT_URL, RenderCache, type RenderedPage, type RenderWith } from "./render-cache.ts";

const brotli = promisify(brotliCompress);

/**
 * Compresses a kept page at brotli's best setting, in the thread pool (about 0.2 s for the Gujarati
 * home page: never on the event loop), as the build compresses the prerendered pages: 13.5 KB
 * instead of 15.5 KB for the home page, inside the first TCP window a page beyond pays a round trip
 * for. Until it is done the page is sent compressed at the fast setting (pages.ts).
 */
async function compressBest(page: RenderedPage) {
  const body = Buffer.from(page.body);
  const best = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  page.encoded = Object.assign(page.encoded ?? {}, { br: best });
}

/** The page a path or its route data (`/faq.data`, `/_root.data` for the home page) belongs to. */
const pageOf = (pathname: string) =>
  pathname === "/_root.data"
    ? "/"
    : pathname.endsWith(".data")
      ? pathname.slice(0, -".data".length)
      : pathname;

export function publishedPages(
  app: FastifyInstance,
  renderWith: RenderWith,
  originOf: (request: FastifyRequest) => string,
) {
  /** The site's pages as published, by their English paths (a new blog post's among them). */
  const publishedPages = () => sitePagePaths((id) => app.content.shown(id, "en"));
  // The prerendered pages (one the company removed answers as its route says: goes home), the
  // content files and the sitemap, and the site's pages as published, in each language.
  const pagesNow = () =>
    new Set([
      ...prerenderPaths,
      ...prerenderedDataPaths,
      SITEMAP_PATH,
      ...LOCALES.flatMap((locale) => publishedPages().map((page) => localizedPath(page, locale))),
    ]);
  let pages = pagesNow();
  // Each page and its route data, with room for the origins the site is reached at and new pages.
  const cache = new RenderCache(pages.size * 8);
  // Where visitors reach the site: the pages are rendered again for it after a publish.
  let origin: string | undefined;

  /**
   * The cache key of a page's request (a GET, or a HEAD, answered as the GET without its body), while
   * the published content differs from the build's.
   */
  const keyOf = (request: FastifyRequest): string | undefined => {
    const reads = request.method === "GET" || request.method === "HEAD";
    if (app.content.version === 0 || !reads || request.url.length > LONGEST_KEPT_URL) return undefined;
    if (request.url.includes("?") || !pages.has(pageOf(request.url))) return undefined;
    return `${app.content.generation}\n${originOf(request)}${request.url}`;
  };

  /**
   * Keeps a page rendered without a nonce, with its inline scripts' hashes and an ETag (weak: the
   * bytes differ per compression) from the content version and its body.
   */
  const keep = (key: string, page: RenderedPage) =>
    cache.keep(key, {
      ...page,
      scriptHashes: inlineScriptHashes(page.body),
      encoded: {},
      etag: `W/"${app.content.version}-${crypto.createHash("sha1").update(page.body).digest("base64url").slice(0, 16)}"`,
    });

  const compressFailed = (error: Error) =>
    app.log.warn({ err: { message: error.message } }, "compressing a published page failed");

  // The sitemap names the pages at the origin they were built for (their canonical links').
  const siteOrigin = builtOrigin(app.config.BUILD_DIR) ?? new URL(company.siteUrl).origin;
  /** The sitemap of the published pages, dated the day it is made (the content version's first use). */
  const sitemap = (): RenderedPage => ({
    status: 200,
    headers: [
      ["content-type", "application/xml; charset=utf-8"],
      ["cache-control", REVALIDATE_EVERY_USE],
    ],
    body: sitemapXml(siteOrigin, publishedPages(), new Date().toISOString().slice(0, 10)),
  });

  /** The page at `path`: the sitemap, or what `render` gives (React Router, without a nonce). */
  const made = async (path: string, render: () => Promise<RenderedPage>) =>
    path === SITEMAP_PATH ? sitemap() : render();

  /** The request's page from the cache, else made and kept. */
  const page = async (request: FastifyRequest, render: () => Promise<RenderedPage>) => {
    origin = originOf(request);
    const key = keyOf(request) as string;
    const kept = cache.get(key);
    if (kept) return kept;
    const rendered = keep(key, await made(request.url, render));
    if (rendered.status === 200) compressBest(rendered).catch(compressFailed);
    return rendered;
  };

  /**
   * Renders every page again for the content's `generation`, one at a time, until a newer publish
   * (or a change of its photos) takes over.
   */
  const warm = async (generation: number) => {
    const site = origin;
    if (site === undefined) return;
    for (const path of pages) {
      if (app.content.generation !== generation) return;
      const key = `${generation}\n${site}${path}`;
      if (cache.get(key)) continue;
      const render = () =>
        renderWith(new Request(`${site}${path}`), {
          content: app.content.shown,
          photos: app.content.photos,
        });
      const rendered = keep(key, await made(path, render));
      if (rendered.status === 200) await compressBest(rendered).catch(compressFailed);
      // Visitors' requests go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  app.content.onChange(() => {
    pages = pagesNow();
    cache.clear();
    warm(app.content.generation).catch((error: Error) =>
      app.log.warn({ err: { message: error.message } }, "rendering the published pages failed"),
    );
  });

  return { keyOf, page };
}
