/**
 * What the lead endpoints and the error handler read from a request: its media type, whether it
 * comes from a browser form, its lead kind, and whether Origin/Referer name this site.
 */
import type { FastifyRequest } from "fastify";
import { LEAD_FORMS, type LeadKind } from "../../contracts/lead-forms.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A same-origin path a lead may name as the page it was sent from. */
export const SOURCE_PAGE = /^\/(?!\/)[^\s\\]{0,299}$/;

export function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Requests from a browser form (or a browser navigation) get HTML pages instead of JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = mediaType(request);
  if (type === FORM_TYPE || type === "multipart/form-data") return true;
  if (type === JSON_TYPE) return false;
  return (request.headers.accept ?? "").includes("text/html");
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

/** Where the error page's "Go back" link leads: the form's page, else the kind's usual page. */
export function backHref(request: FastifyRequest, kind: LeadKind): string {
  const fallback = LEAD_FORMS[kind].backPath;
  const path = refererPath(request);
  if (!path || !SOURCE_PAGE.test(path)) return fallback;
  const [fallbackPath, hash] = fallback.split("#");
  return hash && path === fallbackPath ? fallback : path;
}
