/** Who may do what: the signed-in check and the same-site check for state changes. */
import type { FastifyRequest } from "fastify";
import type { StaffUser } from "../db/inbox.ts";
import { isOwnHost, originHost } from "../leads/request.ts";
import { PublicError } from "../plugins/errors.ts";

export const INBOX_MESSAGES = {
  signIn: "Please sign in.",
  crossOrigin: "This request must come from the inbox itself.",
  unavailable: "The lead storage is not reachable right now. Please try again in a minute.",
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
