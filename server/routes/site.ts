/**
 * Serves the site from BUILD_DIR: precompressed brotli/gzip files, immutable caching for hashed
 * assets, revalidated HTML, each prerendered page with its own CSP script hashes; everything else
 * React Router renders on request (pages.ts).
 * Paths: /about-us -> about-us/index.html; /about-us/ and /about-us%2F -> 301 /about-us (never a
 * redirect to the path asked for: that is a 404); /GU/About-Us -> 301
 * /gu/about-us (a language prefix, or a prerendered page, in other capitals; /ABOUT-US/ in one 301);
 * /TRACK/<token> -> 301 /track/<token> (the fixed part of a private link's path, never its token);
 * /about-us/index.html and /gu//about-us -> 301 /about-us and /gu/about-us;
 * //host... -> 404 (never a page, never a redirect elsewhere); /warranty/<any id> -> the
 * warranty page; a page path with a query string (/lift-planner?type=…), its route data
 * (/lift-planner.data?…), a path no file was prerendered for, and a form posted to a page ->
 * rendered on request (an unknown path there is a 302 to /); a missing file (path with an
 * extension) -> 404; unknown /api/* -> 404 JSON.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { prerenderedDataPaths } from "../../content/prerender.ts";
import { REVALIDATE_EVERY_USE } from "../../contracts/cache.ts";
import { FORM_POST_BODY_LIMIT } from "../../contracts/leads/forms.ts";
import { localeOfPath, localizedPath, pathWithoutLocale } from "../../contracts/locales.ts";
import { PRIVACY_REQUEST_PREFIX, TRACK_PATH_PREFIX } from "../../contracts/paths.ts";
import { FORM_TYPE } from "../leads/request.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";
import { PRECOMPRESSED } from "../precompressed.ts";
import { SITEMAP_PATH } from "../sitemap.ts";
import { personalLinkPrefix } from "../token-paths.ts";
import { loadPageRenderer, refusedPagePost } from "./pages.ts";
import { isPreviewPath } from "./preview.ts";

const SAFE_PATH = /^\/[a-z0-9\-/]*$/;
const WARRANTY_PATH = /^\/warranty\/[^/]+$/;

/** The fixed start of each path that ends in a personal token (a case-sensitive key to someone's data). */
const TOKEN_PATH_PREFIXES = [TRACK_PATH_PREFIX, PRIVACY_REQUEST_PREFIX];

/** Whether a path is a personal link's, in any language and however spelled (token-paths.ts). */
const isPersonalLink = (pathname: string) => personalLinkPrefix(pathname) !== undefined;

/**
 * A URL a browser would read as another host's (`//host`, `/\host`): no page of ours starts so,
 * and none is served for it, nor is it redirected anywhere.
 */
const OTHER_HOST = /^\/[/\\]/;

/** A personal link's answer, also its redirect: never kept, never indexed, never sent on as a Referer. */
function keepPrivate(reply: FastifyReply): FastifyReply {
  return reply
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow");
}

/**
 * A path to redirect to: as sent, still percent-encoded (a header holds ASCII only), and never one
 * a browser would read as another host (`//host`, `/\host`, or those encoded): an open redirect.
 */
function sameSitePath(pathname: string): string {
  return `/${pathname.replace(/^(?:[/\\]|%2f|%5c)+/i, "")}`;
}

export default async function site(app: FastifyInstance) {
  const root = app.config.BUILD_DIR;
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (!hasBuild) app.log.warn({ root }, "no site build found: only the API is served (run npm run build)");

  const cspFile = path.join(root, "..", "csp.json");
  const pageScriptHashes: Record<string, string[]> = existsSync(cspFile)
    ? JSON.parse(readFileSync(cspFile, "utf8"))
    : {};

  const renderPage = hasBuild ? await loadPageRenderer(app, root) : undefined;
  // A prerendered file answers only the plain URL: with a query string the page (or its route
  // data) is rendered on request for that query.
  const hasQuery = (request: FastifyRequest) => request.url.includes("?");
  // Once the company has published content, pages are rendered from it (published-pages.ts), not
  // served from the build, which holds the content as it was built.
  const fromContent = () => renderPage !== undefined && app.content.version > 0;
  // Files the build made from the content (the home sections' content, the sitemap): once the
  // company has published, made from the published content like the pages.
  const builtData = new Set([...prerenderedDataPaths, SITEMAP_PATH]);

  // Forms posted to a page (no JavaScript) reach React Router's actions as the raw body; one
  // refused before it is read goes back to its page, which says why.
  app.setErrorHandler(refusedPagePost);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: "buffer", bodyLimit: FORM_POST_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      index: false,
      redirect: false,
      // Register a route per file (directories are never served as such); the rest is handled below.
      wildcard: false,
      cacheControl: false,
      // A page's file is served at the page's path only (with its own CSP, below), never at
      // /about-us/index.html, where its scripts would be refused.
      allowedPath: (pathName, _root, request) =>
        !(pathName.startsWith("/") && pathName.endsWith("/index.html")) &&
        !(
          (hasQuery(request) || fromContent()) &&
          (pathName.endsWith(".data") || pathName.endsWith(".html") || builtData.has(pathName))
        ),
      setHeaders(res, servedPath) {
        const filePath = servedPath.replace(/\.(br|gz)$/, "");
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding: a
        // shared cache must keep them apart.
        if (PRECOMPRESSED.test(filePath)) res.setHeader("vary", "accept-encoding");
        // Hashed assets, and content images addressed with their content hash (?v=…).
        if (
          filePath.includes(`${path.sep}assets${path.sep}`) ||
          filePath.includes(`${path.sep}images${path.sep}`)
        ) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        } else if (/\.(html|data|json)$/.test(filePath)) {
          // Pages and their prerendered data change with every deploy: always revalidate.
          res.setHeader("cache-control", REVALIDATE_EVERY_USE);
        } else {
          res.setHeader("cache-control", "public, max-age=86400");
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply, route: string) => {
    reply.header("content-security-policy", contentSecurityPolicy(pageScriptHashes[route] ?? []));
    const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
    // The ETag says whether a page changed; a date beside it and byte ranges of a page add
    // nothing but bytes to the first round trip (server/plugins/security.ts).
    return reply.sendFile(file, { lastModified: false, acceptRanges: false });
  };

  /**
   * The path with its language prefix in lower case, and all of it when that names a prerendered
   * page; of a personal link (`/TRACK/<token>`), the fixed part, never the token.
   */
  const lowerCasePage = (pathname: string): string => {
    const prefixed = pathname.replace(/^\/(gu|hi)(?=\/|$)/i, (prefix) => prefix.toLowerCase());
    const lower = prefixed.toLowerCase();
    const isPage = hasBuild && SAFE_PATH.test(lower) && existsSync(path.join(root, lower, "index.html"));
    if (isPage) return lower;
    const locale = localeOfPath(prefixed);
    const rest = pathWithoutLocale(prefixed);
    const tokenPrefix = TOKEN_PATH_PREFIXES.find((prefix) => rest.toLowerCase().startsWith(prefix));
    return tokenPrefix ? localizedPath(tokenPrefix + rest.slice(tokenPrefix.length), locale) : prefixed;
  };

  app.setNotFoundHandler((request, reply) => {
    if (OTHER_HOST.test(request.url)) return reply.status(404).type("text/plain").send("Not found");
    const url = new URL(request.url, "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.status(400).type("text/plain").send("Bad request");
    }
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Not found." });
    }
    if (request.method === "POST" && renderPage) return renderPage(request, reply);
    if (request.method === "GET" && renderPage && isPreviewPath(pathname))
      return renderPage.preview(request, reply);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Not found." });
    }
    // A page's file name, or a doubled slash inside a path (/about-us/index.html, /gu//faq): 301
    // to the page's own path.
    // A trailing slash, encoded or not, goes in the same 301.
    const tidy = url.pathname.replace(/\/index\.html$/i, "").replace(/([^/])\/{2,}(?=[^/])/g, "$1/");
    if (tidy !== url.pathname) {
      if (isPersonalLink(tidy)) keepPrivate(reply);
      return reply.redirect(sameSitePath(tidy.replace(/(?:\/|%2f)+$/i, "")) + url.search, 301);
    }
    // A page's path in other capitals (/About-Us, /GU/about-us) is that page: 301 to its own
    // address, not English content at a second one. Only the language prefix, prerendered pages and
    // the fixed part of a personal link's path are read so: other paths keep their case (a send
    // page names its form's kind, a tracking link's token is case-sensitive). A trailing slash
    // goes in the same 301 (/ABOUT-US/ -> /about-us).
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
    const canonical = lowerCasePage(trimmed);
    if (canonical !== pathname) {
      const sameCase = canonical === trimmed;
      // As sent (still percent-encoded) when only the slash goes, an encoded one (`%2F`) too; else
      // the new path, encoded.
      const location = sameSitePath(
        sameCase ? url.pathname.replace(/(?:\/|%2f)+$/i, "") : encodeURI(canonical),
      );
      // Never a redirect to the path asked for, which would answer it again the same way, forever.
      if (location === url.pathname) return reply.status(404).type("text/plain").send("Not found");
      if (isPersonalLink(canonical)) keepPrivate(reply);
      return reply.redirect(location + url.search, 301);
    }
    // A missing file (an old asset, a mistyped image) is a 404, not the home page; route data
    // (`.data`) that was not prerendered, or is asked for with a query, is rendered on request, as
    // the content files the pages fetch once the company has published.
    const isRouteData = pathname.endsWith(".data") || builtData.has(pathname);
    if (/\.[a-z0-9]+$/i.test(pathname) && !isRouteData) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    if (hasBuild && !url.search && SAFE_PATH.test(pathname) && !pathname.includes("..")) {
      if (!fromContent() && existsSync(path.join(root, pathname, "index.html")))
        return sendPage(reply, pathname);
      // Any warranty id shows the one built page; once the company has published, it is rendered
      // (its file holds the content as built, and is not served then).
      if (!fromContent() && WARRANTY_PATH.test(pathWithoutLocale(pathname))) {
        return sendPage(reply, localizedPath("/warranty/1", localeOfPath(pathname)));
      }
    }
    if (renderPage) return renderPage(request, reply);
    // Without a home page to go to (no build yet), say so instead of redirecting in a loop.
    if (pathname === "/") return reply.status(503).type("text/plain").send("The site is not built yet.");
    return reply.redirect("/", 302);
  });
}
