/**
 * Pages rendered on request: the server hands React Router the request (its own
 * `createRequestHandler` over the server build, build/server/index.js) and sends back what it
 * renders, with a Content-Security-Policy that names a fresh nonce (the document's inline scripts
 * carry it; prerendered pages name theirs by hash instead), compressed as the client accepts, and
 * `no-store` unless the route says how it may be cached; the pages rendered from published content
 * are revalidated on every use, with an ETag (published-pages.ts).
 *
 * The route modules reach the server through the load context (contracts/page-context.ts): the
 * nonce; `submitLead`, `submitService` and `submitPrivacyRequest`, which hand a native form's
 * fields to the server function of its API (leads.ts, service.ts, privacy-requests.ts) as the
 * visitor's own request: same checks, schema, rate limit and storage;
 * `privacyLink`, what a personal privacy link's page can do (privacy/requests.ts); and
 * `findTicket`, the tracking page's lookup (service/tracking.ts) for the visitor's IP. Pages that
 * depend on stored data are never among the pages kept per URL.
 *
 * A ticket's tracking page (and its route data) is private: never kept, never cached, not indexed,
 * and its URL, which holds the token, is never sent on as a Referer.
 */
import crypto from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { REVALIDATE_EVERY_USE } from "../../contracts/cache.ts";
import { formPostKey } from "../../contracts/form-repeat.ts";
import { LEAD_FORMS, SEND_PATH_PREFIX } from "../../contracts/leads/forms.ts";
import { localeOfPath, pathWithoutLocale } from "../../contracts/locales.ts";
import type { LeadApiAnswer, PageContext } from "../../contracts/page-context.ts";
import { SERVICE_PATH, TRACK_PATH_PREFIX } from "../../contracts/paths.ts";
import { PRIVACY_REQUEST_API_PATH, PRIVACY_SEND_PATH } from "../../contracts/privacy/fields.ts";
import type { RefusedPostReason } from "../../contracts/service/choices.ts";
import { isTrackUrl, SERVICE_API_PATH, trackTokenOf } from "../../contracts/service/fields.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import {
  answering,
  type FormSubmit,
  postFactsOf,
  RATE_WINDOW_MS,
  refuseForeignOrigin,
} from "../leads/request.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";
import { PrivacyRequests } from "../privacy/requests.ts";
import { serviceClock } from "../service/clock.ts";
import { findTrackedTicket } from "../service/tracking.ts";
import { personalLinkPrefix } from "../token-paths.ts";
import { leadSubmitter } from "./leads.ts";
import { previewPage } from "./preview.ts";
import { privacyRequestSubmitter } from "./privacy-requests.ts";
import { publishedPages } from "./published-pages.ts";
import {
  RenderCache,
  type RenderedPage,
  type RenderWith,
  STAND_IN_NONCE,
  urlOnlyKey,
} from "./render-cache.ts";
import { serviceSubmitter } from "./service.ts";

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
/** Renders a page on request; `preview` renders one from the content's drafts (preview.ts). */
export type PageRenderer = PageHandler & { preview: PageHandler };

/**
 * The origin React Router sees the request at. It refuses an action whose Origin header differs
 * from the request URL's origin; behind a TLS proxy that sends no X-Forwarded-Proto the request
 * arrives over http while the browser's Origin says https. A post whose Origin is the configured
 * site (SITE_URL) is the site's own, so its URL is built on that origin.
 */
function requestOrigin(request: FastifyRequest): string {
  const siteOrigin = request.server.config.SITE_URL && new URL(request.server.config.SITE_URL).origin;
  if (siteOrigin && request.headers.origin === siteOrigin) return siteOrigin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Pages whose action hands a form posted without JavaScript to the lead, service or privacy request
 * API's function (`submitting`), which refuses another website's Origin as the API does, and the
 * page shows the form again with the values and why. React Router's own
 * check would answer such a post with a bare "Bad Request", so it does not see their Origin.
 */
function postsToApi(url: string): boolean {
  const page = pathWithoutLocale(url.split("?")[0] ?? "");
  return page.startsWith(SEND_PATH_PREFIX) || page === SERVICE_PATH || page === PRIVACY_SEND_PATH;
}

/** The refusals a page post gets before its body is read, and what its page calls them. */
const REFUSED_BEFORE_READING: Readonly<Record<number, RefusedPostReason>> = {
  413: "too-large",
  415: "content-type",
};

/**
 * The error handler of the pages: a post refused before its body was read (too large, not a form)
 * goes back to its page (303) as `?refused=<reason>`, which the form pages say in their language
 * (app/forms/page-post.server.ts), instead of a bare JSON error. Anything else, and the API's
 * answers, go to the server's handler.
 */
export async function refusedPagePost(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const reason = REFUSED_BEFORE_READING[error.statusCode ?? 0];
  const pathname = request.url.split("?")[0] ?? "";
  // Never a redirect to another host (`//host`): an open redirect.
  const isPage = /^\/(?![/\\]|api(?:\/|$))/.test(pathname);
  if (request.method !== "POST" || !reason || !isPage) throw error;
  request.log.info({ status: error.statusCode }, "page post refused before reading");
  return reply.header("cache-control", "no-store").redirect(`${pathname}?refused=${reason}`, 303);
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  const originCheckedByApi = request.method === "POST" && postsToApi(request.url);
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === "origin" && originCheckedByApi) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = `${requestOrigin(request)}${request.url}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(url, {
    // A HEAD is rendered as its GET: Node sends the headers only, and a page kept is whole.
    method: request.method === "HEAD" ? "GET" : request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}

/**
 * Brotli's setting for pages compressed as they are sent: on the planner's 69 KB answer page, 3
 * takes about 0.6 ms for 15.0 KB and 5 about 1.1 ms for 13.0 KB, inside the first TCP window
 * (about 14.6 KB) that a page beyond it pays a round trip for.
 */
const BROTLI_QUALITY = 5;

/**
 * Sends a rendered page compressed as the client accepts (brotli at a fast setting, or gzip); a
 * page kept the same for everyone (`encoded`) is compressed once per encoding.
 */
/** Whether an Accept-Encoding header takes `coding`: named (or `*`) without `q=0`. */
export function acceptsEncoding(header: string, coding: string): boolean {
  const weights = new Map(
    header.split(",").map((part) => {
      const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const weight = weights.get(coding) ?? weights.get("*");
  return weight !== undefined && weight > 0;
}

function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  const body = Buffer.from(page.body);
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", "accept-encoding");
  const encoded = page.encoded ?? {};
  if (body.length >= 512 && acceptsEncoding(accepted, "br")) {
    encoded.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header("content-encoding", "br").send(encoded.br);
  }
  if (body.length >= 512 && acceptsEncoding(accepted, "gzip")) {
    encoded.gzip ??= gzipSync(body);
    return reply.header("content-encoding", "gzip").send(encoded.gzip);
  }
  return reply.send(body);
}

/** The renderer over the server build next to `clientDir`, or undefined when there is none. */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, "..", "server", "index.js");
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  /**
   * A form posted without JavaScript, handed to its API's server function as the visitor's request:
   * its Origin checked as the API checks it, and, as it cannot send an Idempotency-Key, a key made
   * of its fields, so a double tap stores one.
   */
  const submitting = (request: FastifyRequest) => (path: string, submit: FormSubmit) => {
    const checked = answering(async (fields, facts) => {
      refuseForeignOrigin(request);
      return submit(fields, { ...facts, idempotencyKey: await formPostKey(path, fields, new Date()) });
    });
    return (fields: Record<string, string>): Promise<LeadApiAnswer> => checked(fields, postFactsOf(request));
  };
  const submitLead = leadSubmitter(app);
  const submitService = serviceSubmitter(app);
  const submitPrivacyRequest = privacyRequestSubmitter(app);

  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const findTicket =
    (request: FastifyRequest): NonNullable<PageContext["findTicket"]> =>
    (token) =>
      // Written in the language of the address asked for: a ticket may be read in any of the three.
      findTrackedTicket(
        app.db,
        token,
        hashIp(salt, request.ip),
        serviceClock(app),
        new Date(),
        localeOfPath(request.url.split("?")[0] ?? "/"),
      );

  const privacyLink = new PrivacyRequests({
    repo: app.db,
    content: app.content,
    log: app.log.child({ component: "privacy" }),
    kick: () => app.outbox?.kick(),
  });
  const renderWith: RenderWith = async (request, context) => {
    const response = await handle(request, context);
    return {
      status: response.status,
      headers: [...response.headers].filter(
        ([name]) => name !== "content-length" && name !== "content-encoding",
      ),
      body: await response.text(),
    };
  };
  const render = (request: FastifyRequest, nonce: string | undefined, find = findTicket(request)) => {
    const post = submitting(request);
    return renderWith(toWebRequest(request), {
      nonce,
      submitLead: (kind, fields) => post(LEAD_FORMS[kind].path, submitLead(kind))(fields),
      submitService: post(SERVICE_API_PATH, submitService),
      submitPrivacyRequest: post(PRIVACY_REQUEST_API_PATH, submitPrivacyRequest),
      privacyLink,
      findTicket: find,
      content: app.content.shown,
      photos: app.content.photos,
    });
  };

  // Pages whose answer depends on the URL alone, rendered once per URL.
  const renderCache = new RenderCache();
  // A tracking page depends on its URL and its ticket as the page shows it: kept per URL and state
  // of the ticket, so a customer refreshing costs one lookup, not one render, until the ticket moves.
  const trackCache = new RenderCache();
  // Their header and footer show the company's published facts: a publish makes them anew.
  app.content.onChange(() => {
    renderCache.clear();
    trackCache.clear();
  });
  const published = publishedPages(app, renderWith, requestOrigin);

  const preview = previewPage(app, renderWith, requestOrigin);

  return Object.assign(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = crypto.randomBytes(16).toString("base64");
      const key = urlOnlyKey(request, requestOrigin);
      let page: RenderedPage;
      const token = request.method === "GET" ? trackTokenOf(request.url) : undefined;
      if (token !== undefined) {
        // Looked up once: the render is handed what was found (a miss is counted once).
        const found = await findTicket(request)(token);
        const rendered = (withNonce: string) => render(request, withNonce, async () => found);
        const view =
          typeof found === "object"
            ? `${requestOrigin(request)}${request.url}\n${JSON.stringify(found)}`
            : undefined;
        const kept = view === undefined ? undefined : trackCache.get(view);
        page =
          view === undefined
            ? await rendered(nonce)
            : (kept ?? trackCache.keep(view, await rendered(STAND_IN_NONCE)));
        if (view !== undefined) page = { ...page, body: page.body.replaceAll(STAND_IN_NONCE, nonce) };
      } else if (published.keyOf(request) !== undefined) {
        // Without a nonce: the same bytes for everyone, its scripts allowed by their hashes.
        page = await published.page(request, () => render(request, undefined));
      } else if (key === undefined) {
        page = await render(request, nonce);
      } else {
        const cached = renderCache.get(key) ?? renderCache.keep(key, await render(request, STAND_IN_NONCE));
        page = { ...cached, body: cached.body.replaceAll(STAND_IN_NONCE, nonce) };
      }
      reply.status(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      // Before a 304 too: a browser applies the policy of the 304 to the copy it holds, and the
      // default policy would block the page's own scripts.
      if (page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"))) {
        reply.header(
          "content-security-policy",
          contentSecurityPolicy(page.scriptHashes ?? [`'nonce-${nonce}'`]),
        );
      }
      if (page.etag !== undefined) {
        // A published page: any cache may keep it, checked with us on every use, so a publish shows
        // at once; a browser holding this version gets a 304 (and may keep the page for Back).
        reply.header("cache-control", REVALIDATE_EVERY_USE).header("etag", page.etag);
        const held = String(request.headers["if-none-match"] ?? "").split(/,\s*/);
        if (held.includes(page.etag)) return reply.status(304).send();
      } else if (!page.headers.some(([name]) => name === "cache-control")) {
        reply.header("cache-control", "no-store");
      }
      if (isTrackUrl(request.url) || personalLinkPrefix(request.url)?.endsWith(TRACK_PATH_PREFIX)) {
        reply
          .header("cache-control", "no-store")
          .header("referrer-policy", "no-referrer")
          .header("x-robots-tag", "noindex, nofollow");
        // A sender locked out for too many unknown links (service/tracking.ts): its misses all leave
        // the counting window by then, and while locked out none is counted.
        if (page.status === 429) reply.header("retry-after", String(RATE_WINDOW_MS / 1000));
      }
      return sendCompressed(request, reply, page);
    },
    { preview },
  );
}
