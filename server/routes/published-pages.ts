/**
 * The prerendered pages (and the content files they fetch, such as /home-sections.json) once the
 * company has published content (content version above 0): rendered from the published content
 * instead of served from the build, kept per version, and rendered again in the background after
 * each publish, so the first visitors after it do not wait for them.
 */
import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { addedPages } from "../../content/documents.ts";
import { prerenderedDataPaths, prerenderPaths } from "../../content/prerender.ts";
import { LOCALES, localizedPath } from "../../contracts/locales.ts";
import { inlineScriptHashes } from "../inline-scripts.ts";
import { LONGEST_KEPT_URL, RenderCache, type RenderedPage, type RenderWith } from "./render-cache.ts";

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
  // The prerendered pages and the content files they fetch (rendered from the same content), and
  // the pages the published content adds (a new blog post), in each language.
  const pagesNow = () =>
    new Set([
      ...prerenderPaths,
      ...prerenderedDataPaths,
      ...LOCALES.flatMap((locale) =>
        addedPages((id) => app.content.shown(id, "en")).map((page) => localizedPath(page, locale)),
      ),
    ]);
  let pages = pagesNow();
  // Each page and its route data, with room for the origins the site is reached at and new pages.
  const cache = new RenderCache(pages.size * 8);
  // Where visitors reach the site: the pages are rendered again for it after a publish.
  let origin: string | undefined;

  /** The cache key of a page's request, while the published content differs from the build's. */
  const keyOf = (request: FastifyRequest): string | undefined => {
    if (app.content.version === 0 || request.method !== "GET" || request.url.length > LONGEST_KEPT_URL)
      return undefined;
    if (request.url.includes("?") || !pages.has(pageOf(request.url))) return undefined;
    return `${app.content.version}\n${originOf(request)}${request.url}`;
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

  /** The request's page from the cache, else rendered (by `render`, without a nonce) and kept. */
  const page = async (request: FastifyRequest, render: () => Promise<RenderedPage>) => {
    origin = originOf(request);
    const key = keyOf(request) as string;
    return cache.get(key) ?? keep(key, await render());
  };

  /** Renders every page again for `version`, one at a time, until a newer publish takes over. */
  const warm = async (version: number) => {
    const site = origin;
    if (site === undefined) return;
    for (const path of pages) {
      if (app.content.version !== version) return;
      const key = `${version}\n${site}${path}`;
      if (cache.get(key)) continue;
      keep(key, await renderWith(new Request(`${site}${path}`), { content: app.content.shown }));
      // Visitors' requests go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  app.content.onChange((version) => {
    pages = pagesNow();
    cache.clear();
    warm(version).catch((error: Error) =>
      app.log.warn({ err: { message: error.message } }, "rendering the published pages failed"),
    );
  });

  return { keyOf, page };
}
