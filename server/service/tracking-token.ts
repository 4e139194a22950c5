/**
 * A ticket's tracking token: 192 bits, base64url (32 characters), shown to the customer once in
 * the tracking link and stored only as its SHA-256. A request that carries an Idempotency-Key gets
 * a token derived from the server's secret, the sender's IP hash and the key (HMAC-SHA256), so a
 * repeated request answers with the same link although the token itself was never stored.
 */
import crypto from "node:crypto";

const TOKEN_BYTES = 24;

/** The shape of every token this server hands out; anything else is unknown without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function newTrackingToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

export function derivedTrackingToken(secret: string, ipHash: string, idempotencyKey: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`tracking-token\0${ipHash}\0${idempotencyKey}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString("base64url");
}

/** SHA-256 of a token, hex: what the database keeps and looks tickets up by. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Whether two token hashes are equal, compared in constant time. */
export function sameTokenHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}
