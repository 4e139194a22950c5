/**
 * What the lead endpoints read from a request: its media type, its lead kind, and whether
 * Origin/Referer name this site.
 */
import type { FastifyRequest } from "fastify";
import type { LeadKind } from "../../contracts/lead-forms.ts";
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "../../contracts/locales.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A same-origin path a lead may name as the page it was sent from. */
export const SOURCE_PAGE = /^\/(?!\/)[^\s\\]{0,299}$/;

export function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
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
