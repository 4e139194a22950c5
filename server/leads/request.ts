/**
 * What the public form endpoints (leads, service requests, privacy requests) read from a request:
 * its media type, its lead kind, whether Origin/Referer name this site, the language of its page,
 * its Idempotency-Key; what each checks before reading a body (`publicPostChecks`); the notices'
 * texts stored before the first submission names them (`noticesSaver`); their rate limit's answer.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SOURCE_PAGE_FIELD } from "../../contracts/leads/fields.ts";
import type { LeadKind } from "../../contracts/leads/forms.ts";
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../contracts/locales.ts";
import { ERROR_MESSAGES, leadErrorMessage, PublicError } from "../plugins/errors.ts";
import { CURRENT_NOTICES } from "../privacy/notices.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A same-origin path a lead may name as the page it was sent from. */
export const SOURCE_PAGE = /^\/(?!\/)[^\s\\]{0,299}$/;

export function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The window of the per-IP submission limit (LEADS_RATE_LIMIT accepted submissions per window). */
export const RATE_WINDOW_MS = 10 * 60 * 1000;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key, if any; a malformed one is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new PublicError(400, ERROR_MESSAGES.idempotencyKey);
  return key;
}

/** How long the same fields, posted again without JavaScript, count as the same submission. */
export const FORM_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The Idempotency-Key of a form posted without JavaScript, which cannot send one: a second tap of
 * the button, or a reload that posts again, sends the same fields to the same address within the
 * same ten minutes, and is answered as the first (nothing stored or mailed twice). The same fields
 * sent in a later window are a new submission. The key names the fields only by their hash.
 */
export function formPostKey(path: string, fields: unknown, at: Date): string {
  const window = Math.floor(at.getTime() / FORM_REPEAT_WINDOW_MS);
  const hash = createHash("sha256")
    .update(JSON.stringify([path, window, fields]))
    .digest("base64url");
  return `form-${hash}`;
}

/** The storage's rate-limit option for a submission made at `at` (none when the limit is off). */
export function rateLimitAt(request: FastifyRequest, at: Date): { max: number; since: Date } | undefined {
  const max = request.server.config.LEADS_RATE_LIMIT;
  return max > 0 ? { max, since: new Date(at.getTime() - RATE_WINDOW_MS) } : undefined;
}

/** The answer to a submission over the rate limit: 429 in `locale`, and when to try again. */
export function rateLimited(reply: FastifyReply, locale: Locale = DEFAULT_LOCALE): PublicError {
  reply.header("retry-after", String(RATE_WINDOW_MS / 1000));
  return new PublicError(429, leadErrorMessage("rateLimited", locale));
}

/** Refuses (403) a request whose Origin names another site; a request without one passes. */
export function refuseForeignOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnHost(request, originHost(origin))) {
    throw new PublicError(403, ERROR_MESSAGES.crossOrigin);
  }
}

/** The lead kind of the matched route (its `config.leadKind`), if it is a lead endpoint. */
export function leadKindOf(request: FastifyRequest): LeadKind | undefined {
  return (request.routeOptions.config as { leadKind?: LeadKind } | undefined)?.leadKind;
}

/** host[:port] with the default ports dropped, lower-cased. */
function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, "");
}

export function originHost(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? normaliseHost(url.host) : undefined;
  } catch {
    return undefined;
  }
}

/** The request's own host or the configured site's (SITE_URL) host. */
export function isOwnHost(request: FastifyRequest, host: string | undefined): boolean {
  const siteUrl = request.server.config.SITE_URL;
  const siteHost = siteUrl ? originHost(siteUrl) : undefined;
  return host !== undefined && (host === normaliseHost(request.host) || host === siteHost);
}

/** The path of a same-origin Referer, if any. */
export function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!isOwnHost(request, originHost(url.origin))) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * The page a lead request was sent from: the path its body names (`sourcePage`), else its
 * same-origin Referer's.
 */
export function sourcePageOf(request: FastifyRequest, named: unknown): string | undefined {
  return typeof named === "string" && SOURCE_PAGE.test(named) ? named : refererPath(request);
}

/** The language of that page (English when there is none): the API's messages are in it. */
export function pageLocaleOf(request: FastifyRequest, named: unknown): Locale {
  const page = sourcePageOf(request, named);
  return page === undefined ? DEFAULT_LOCALE : localeOfPath(page);
}

/** The language of the page a body came from: the source page it names, else its Referer's. */
export function bodyLocaleOf(request: FastifyRequest): Locale {
  const body = request.body;
  const named =
    typeof body === "object" && body !== null
      ? (body as Record<string, unknown>)[SOURCE_PAGE_FIELD]
      : undefined;
  return pageLocaleOf(request, named);
}

/**
 * What every public form endpoint checks before it reads a body (an `onRequest` hook): its answer is
 * never cached, a form a browser posted without JavaScript goes on (307, body and all) to its page
 * (`formPage`, in the language of the page it came from), which stores it through the same function
 * and shows the outcome; another website's Origin is refused (403), and a body that is not JSON (415).
 */
export function publicPostChecks(formPage: (request: FastifyRequest, locale: Locale) => string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const page = mediaType(request) === FORM_TYPE && formPage(request, pageLocaleOf(request, undefined));
    if (page) return reply.redirect(page, 307);
    refuseForeignOrigin(request);
    if (mediaType(request) !== JSON_TYPE) throw new PublicError(415, ERROR_MESSAGES.contentType);
  };
}

/**
 * Stores the text of every notice version a submission may name, once per process, before the
 * first submission that names one (a failure is tried again by the next).
 */
export function noticesSaver(app: FastifyInstance): () => Promise<void> {
  let saved: Promise<void> | undefined;
  return () => {
    saved ??= app.db.privacy.saveNotices(CURRENT_NOTICES, new Date()).catch((error: unknown) => {
      saved = undefined;
      throw error;
    });
    return saved;
  };
}
