/**
 * What the public form endpoints (leads, service requests, privacy requests) read from a request:
 * its media type, whether Origin/Referer name this site, the language of its page, its
 * Idempotency-Key (`postFactsOf`); each form's API route (`formApiRoute`: the checks before a body
 * is read, then the form's server function); how that function stores (`storing`) and answers
 * (`answering`, `created`, `rateLimited`).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LEAD_BODY_LIMIT } from "../../contracts/leads/forms.ts";
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../contracts/locales.ts";
import type { LeadApiAnswer } from "../../contracts/page-context.ts";
import { shownCompany } from "../content/shown-company.ts";
import { ERROR_MESSAGES, leadErrorMessage, PublicError, unavailableMessage } from "../plugins/errors.ts";
import { currentNotices } from "../privacy/notices.ts";

const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A same-origin path a lead may name as the page it was sent from. */
export const SOURCE_PAGE = /^\/(?!\/)[^\s\\]{0,299}$/;

function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The window of the per-IP submission limit (LEADS_RATE_LIMIT accepted submissions per window). */
export const RATE_WINDOW_MS = 10 * 60 * 1000;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** A submission's Idempotency-Key, if any; a malformed one is refused (400). */
export function idempotencyKeyOf({ idempotencyKey: key }: PostFacts): string | null {
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new PublicError(400, ERROR_MESSAGES.idempotencyKey);
  return key;
}

/**
 * What a form's server function (the API route's and the no-JavaScript page's alike) knows of the
 * request that sent the form, its origin already checked.
 */
export interface PostFacts {
  ip: string;
  userAgent: string | null;
  /** The path of the request's same-origin Referer, if any. */
  refererPage: string | undefined;
  /** The Idempotency-Key it sent (checked by `idempotencyKeyOf`). */
  idempotencyKey: string | undefined;
  log: FastifyBaseLogger;
}

/** The facts of a request; `idempotencyKey` for a form posted without JavaScript (`formPostKey`). */
export function postFactsOf(request: FastifyRequest, idempotencyKey?: string): PostFacts {
  const header = request.headers["idempotency-key"];
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    refererPage: refererPath(request),
    idempotencyKey: idempotencyKey ?? (Array.isArray(header) ? header[0] : header),
    log: request.log,
  };
}

/** A form's answer: the API's status and JSON body, and its headers. */
export interface FormAnswer extends LeadApiAnswer {
  headers?: Record<string, string>;
}

/** A form's server function: a JSON body (or a page's posted fields) and its request's facts. */
export type FormSubmit = (body: unknown, facts: PostFacts) => Promise<FormAnswer>;

/** A stored submission's answer (201), with `idempotent-replayed` for a repeat. */
export function created(body: LeadApiAnswer["body"], replayed = false): FormAnswer {
  return { status: 201, body, headers: replayed ? { "idempotent-replayed": "true" } : undefined };
}

/** The answer of a form's server function, with its refusals (PublicError) answered as the API does. */
export const answering =
  (submit: FormSubmit): FormSubmit =>
  async (body, facts) => {
    try {
      return await submit(body, facts);
    } catch (error) {
      if (!(error instanceof PublicError)) throw error;
      facts.log.info({ err: { message: error.message } }, "request rejected");
      const { statusCode: status, message, errors } = error;
      const headers = status === 429 ? { "retry-after": String(RATE_WINDOW_MS / 1000) } : undefined;
      return { status, body: errors ? { message, errors } : { message }, headers };
    }
  };

/** The storage's rate-limit option for a submission made at `at` (none when the limit is off). */
export function rateLimitAt(app: FastifyInstance, at: Date): { max: number; since: Date } | undefined {
  const max = app.config.LEADS_RATE_LIMIT;
  return max > 0 ? { max, since: new Date(at.getTime() - RATE_WINDOW_MS) } : undefined;
}

/** The refusal of a submission over the rate limit: 429 in `locale` (`answering` says when to try again). */
export function rateLimited(locale: Locale): PublicError {
  return new PublicError(429, leadErrorMessage("rateLimited", locale));
}

/** Refuses (403) a request whose Origin names another site; a request without one passes. */
export function refuseForeignOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnHost(request, originHost(origin))) {
    throw new PublicError(403, ERROR_MESSAGES.crossOrigin);
  }
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
 * The language of the page a form was sent from (English when there is none): the path it names
 * (`sourcePage`), else its same-origin Referer's. The API's messages are in it.
 */
export function pageLocaleOf(named: unknown, refererPage: string | undefined): Locale {
  const page = typeof named === "string" && SOURCE_PAGE.test(named) ? named : refererPage;
  return page === undefined ? DEFAULT_LOCALE : localeOfPath(page);
}

/**
 * A public form's API route: what it checks before it reads a body (its answer is never cached, a
 * form a browser posted without JavaScript goes on, 307 with its body, to its page `formPage` in the
 * language of the page it came from, which stores it through the same function and shows the
 * outcome; another website's Origin is refused, 403, and a body that is not JSON, 415), then the
 * form's server function over the body and the request's facts.
 */
export function formApiRoute(
  app: FastifyInstance,
  path: string,
  formPage: (locale: Locale) => string,
  submit: FormSubmit,
): void {
  const checks = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    if (mediaType(request) === FORM_TYPE) {
      return reply.redirect(formPage(pageLocaleOf(undefined, refererPath(request))), 307);
    }
    refuseForeignOrigin(request);
    if (mediaType(request) !== JSON_TYPE) throw new PublicError(415, ERROR_MESSAGES.contentType);
  };
  app.post(path, { bodyLimit: LEAD_BODY_LIMIT, onRequest: checks }, async (request, reply) => {
    const { status, body, headers } = await submit(request.body, postFactsOf(request));
    return reply
      .headers(headers ?? {})
      .status(status)
      .send(body);
  });
}

/**
 * The notices' texts stored before the first submission names them: once per database and
 * published retention periods (the same object until the next publish of the company).
 */
const noticesSaved = new WeakMap<object, WeakMap<object, Promise<void>>>();

/**
 * Stores a submission (`insert`), the texts of the notices the forms show now first (a failure is
 * tried again by the next); a failure is logged and refused (503) in `locale`, naming the sales
 * number as published.
 */
export async function storing<T>(
  app: FastifyInstance,
  facts: PostFacts,
  what: string,
  locale: Locale,
  insert: () => Promise<T>,
): Promise<T> {
  try {
    const retention = shownCompany(app, "en").privacy.retentionMonths;
    const savedFor = noticesSaved.get(app.db) ?? new WeakMap<object, Promise<void>>();
    noticesSaved.set(app.db, savedFor);
    let saved = savedFor.get(retention);
    if (!saved) {
      saved = app.db.privacy.saveNotices(currentNotices(app), new Date()).catch((error: unknown) => {
        savedFor.delete(retention);
        throw error;
      });
      savedFor.set(retention, saved);
    }
    await saved;
    return await insert();
  } catch (error) {
    facts.log.error({ err: error }, `storing a ${what} failed`);
    throw new PublicError(503, unavailableMessage(locale, shownCompany(app, locale).phones.sales.display));
  }
}
