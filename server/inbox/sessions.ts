/**
 * Session tokens and cookies. The browser holds a random opaque token; the database holds only its
 * SHA-256 hash, so a copy of the database cannot be used to sign in. The cookie is HttpOnly and
 * SameSite=Strict, and `__Host-` prefixed and Secure except on plain http to a loopback address
 * (local runs), where a Secure cookie would never be sent back.
 */
import crypto from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { StaffSession } from "../db/staff.ts";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60 * 1000;

const SECURE_COOKIE = "__Host-inbox";
const LOCAL_COOKIE = "inbox_session";

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether the cookie can be `__Host-`/Secure: everywhere except plain http on a loopback host. */
export function isSecureContext(request: FastifyRequest): boolean {
  return !(request.protocol === "http" && LOOPBACK.has(request.hostname.toLowerCase()));
}

function cookieName(request: FastifyRequest): string {
  return isSecureContext(request) ? SECURE_COOKIE : LOCAL_COOKIE;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = isSecureContext(request) ? "; Secure" : "";
  return `${cookieName(request)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export const sessionCookie = (request: FastifyRequest, token: string) =>
  cookie(request, token, Math.floor(SESSION_ABSOLUTE_MS / 1000));

export const clearedSessionCookie = (request: FastifyRequest) => cookie(request, "", 0);

/** The session token the request carries, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const name = cookieName(request);
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      const token = value.join("=");
      return /^[\w-]{20,100}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

export function isExpired(session: StaffSession, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_MS
  );
}

export const needsTouch = (session: StaffSession, now: Date) =>
  now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS;
