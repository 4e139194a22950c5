/**
 * The shape of a ticket's tracking token: 192 bits, base64url (32 characters), derived from the
 * server's secret and the ticket's id (privacy/personal-links.ts) and stored only as its SHA-256.
 */

/** The shape of every token this server hands out; anything else is unknown without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
