/** Who may do what: the signed-in check and the same-site check for state changes. */
import type { FastifyRequest } from "fastify";
import type { StaffUser } from "../db/inbox.ts";
import { PublicError } from "../plugins/errors.ts";

export const INBOX_MESSAGES = {
  signIn: "Please sign in.",
  crossOrigin: "This request must come from the inbox itself.",
  unavailable: "The lead storage is not reachable right now. Please try again in a minute.",
} as const;

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function hostOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** A browser's state change comes from this site: same Origin host, and not a cross-site fetch. */
export function fromOwnSite(request: FastifyRequest, siteHost: string | undefined): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = hostOf(origin)?.replace(/:(80|443)$/, "");
  return (
    host !== undefined && (host === request.host.toLowerCase().replace(/:(80|443)$/, "") || host === siteHost)
  );
}

/** The signed-in staff member, or a 401 for the API. */
export function requireStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new PublicError(401, INBOX_MESSAGES.signIn);
  return request.staff;
}
