/**
 * Who may do what: the signed-in check, the same-site check for state changes, the refusal of
 * control characters, and the only pages a sign-in may return to.
 */

import type { FastifyRequest } from "fastify";
import { contentPageOf } from "../content/paths.ts";
import type { StaffUser } from "../db/staff.ts";
import { isOwnHost, originHost } from "../leads/request.ts";
import { PHOTOS_PATH } from "../media/views/paths.ts";
import { PublicError } from "../plugins/errors.ts";
import { filterParams, filterQuery } from "./filters.ts";
import { ticketPageOf } from "./tickets/paths.ts";

export const INBOX_MESSAGES = {
  signIn: "Please sign in.",
  changeNotSaved: "Your session had ended, so that change was not saved. Please sign in and make it again.",
  crossOrigin: "This request must come from the inbox itself.",
  unavailable: "The lead storage is not reachable right now. Please try again in a minute.",
  controlCharacters:
    "The request holds control characters (such as NUL or ESC), which the inbox does not accept. Please remove them and try again.",
} as const;

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A browser's state change comes from this site: Origin (if sent) is ours, and not a cross-site fetch. */
export function fromOwnSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  return origin === undefined || isOwnHost(request, originHost(origin));
}

/** The signed-in staff member, or a 401 for the API. */
export function requireStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new PublicError(401, INBOX_MESSAGES.signIn);
  return request.staff;
}

/** C0 and C1 control characters and DEL; in a form's text, tab and line breaks are allowed. */
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;

/**
 * Whether a string anywhere in `value` matches `pattern`: a walk without recursion, so any depth is
 * safe. Bytes (an uploaded photograph's body) are no text: they are not walked.
 */
export function holdsControl(value: unknown, pattern: RegExp): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (pattern.test(item)) return true;
    } else if (typeof item === "object" && item !== null && !ArrayBuffer.isView(item)) {
      for (const child of Object.values(item)) pending.push(child);
    }
  }
  return false;
}

/**
 * Refuses (400) a request whose query or body holds control characters: they have no place in a
 * search, a name or a note (whose line breaks and tabs are kept), and a database may not take them.
 */
export function refuseControlCharacters(request: FastifyRequest): void {
  if (holdsControl(request.query, CONTROL) || holdsControl(request.body, CONTROL_IN_TEXT)) {
    throw new PublicError(400, INBOX_MESSAGES.controlCharacters);
  }
}

const ANY_HOST = "http://inbox.invalid";
const PAGE_PATH = /^\/inbox(?:\/leads\/[\w-]{1,64}|\/privacy(?:\/[\w-]{1,64})?)?$/;

/**
 * The inbox page a URL belongs to, for returning there after sign-in or after a refused action:
 * the list, or a lead (an action's URL, such as /inbox/leads/<id>/notes, belongs to its lead),
 * with the list's filters; likewise the ticket list and a ticket (tickets/paths.ts) and the content editor's pages (content/paths.ts). Anything else (another site, another path, a malformed URL) is /inbox,
 * so a `next` from a link cannot send anyone elsewhere.
 */
/** The CSV export of the list's filters. */
export const EXPORT_PATH = "/inbox/export.csv";

export function inboxPageOf(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/inbox";
  let url: URL;
  try {
    url = new URL(value, ANY_HOST);
  } catch {
    return "/inbox";
  }
  const ticketPage = ticketPageOf(url);
  if (url.origin === ANY_HOST && ticketPage) return ticketPage;
  const contentPage = contentPageOf(url);
  if (url.origin === ANY_HOST && contentPage) return contentPage;
  // The photos page, and its actions'.
  if (url.origin === ANY_HOST && (url.pathname === PHOTOS_PATH || url.pathname.startsWith(`${PHOTOS_PATH}/`)))
    return PHOTOS_PATH;
  // An action's page is its lead's; the export's is the list it exports.
  const path =
    url.pathname === EXPORT_PATH
      ? "/inbox"
      : (/^\/inbox\/(?:leads|privacy)\/[^/]+/.exec(url.pathname)?.[0] ?? url.pathname);
  if (url.origin !== ANY_HOST || !PAGE_PATH.test(path)) return "/inbox";
  if (path.startsWith("/inbox/privacy")) return path;
  return path + filterQuery(filterParams(Object.fromEntries(url.searchParams)));
}

/** The lead id of an inbox page (see inboxPageOf), if it is a lead's. */
export const leadOfPage = (page: string) => /^\/inbox\/leads\/([\w-]+)/.exec(page)?.[1];
