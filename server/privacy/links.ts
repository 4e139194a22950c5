/**
 * Personal privacy links: each email to a visitor carries `/privacy/request/<token>`, the token 256
 * bits (base64url) derived from the server's secret (personal-links.ts). Only its SHA-256 is
 * stored; a link is found by that hash and checked again with a constant-time comparison. A token
 * of the wrong shape is never looked up. The tracking links' tokens are hashed and compared alike.
 */
import crypto from "node:crypto";

/** 32 bytes in base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface PrivacyToken {
  token: string;
  hash: string;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The hash to look a token up by, or undefined when it cannot be one of ours. */
export function lookupHash(token: string): string | undefined {
  return TOKEN_FORMAT.test(token) ? hashToken(token) : undefined;
}

/** Whether a stored hash is the hash looked up, compared in constant time. */
export function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}
