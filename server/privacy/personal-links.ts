/**
 * The personal links in a visitor's emails (the privacy link of a lead, a service ticket or a
 * privacy request, and a ticket's tracking link) are never stored in a form that opens anything.
 * Each token is derived from the server's secret (LEADS_IP_SALT or the salt file, never in the
 * database) and the id of its record, by HMAC-SHA256; the database keeps only the token's SHA-256.
 * A queued email holds a placeholder where the token goes; the outbox worker puts the token in as
 * it hands the email to the SMTP server, so neither a queued nor a sent email in the database (or a
 * backup of it) holds a working link, and every email of one record carries the same link.
 */
import crypto from "node:crypto";
import type { MailMessage, OutboxOwner } from "../db/outbox.ts";
import { hashToken, type PrivacyToken } from "./links.ts";

/** What a queued email holds where a token goes: never a token's shape (braces are not base64url). */
export const TOKEN_PLACEHOLDER = {
  privacy: "{privacy-token}",
  tracking: "{tracking-token}",
} as const;

/** What an email queued before tokens were derived holds where its link's token was (migration 16). */
export const REMOVED_TOKEN = "(removed)";

function derive(secret: string, label: string, id: string, bytes: number): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`${label}\0${id}`)
    .digest()
    .subarray(0, bytes)
    .toString("base64url");
}

/** The record a privacy link belongs to, and so the label its token is derived under. */
export type LinkOwner = { lead: string } | { ticket: string } | { request: string };

const PRIVACY_LABEL = {
  lead: "lead-privacy-token",
  ticket: "ticket-privacy-token",
  request: "request-privacy-token",
};

/** The privacy link's token of a record (256 bits, 43 characters) and the hash the record keeps. */
export function privacyToken(secret: string, owner: LinkOwner): PrivacyToken {
  const [kind, id] = Object.entries(owner)[0] as [keyof typeof PRIVACY_LABEL, string];
  const token = derive(secret, PRIVACY_LABEL[kind], id, 32);
  return { token, hash: hashToken(token) };
}

/** A service ticket's tracking token (192 bits, 32 characters); the ticket keeps its SHA-256. */
export function trackingToken(secret: string, ticketId: string): string {
  return derive(secret, "tracking-token", ticketId, 24);
}

function linkOwnerOf(owner: OutboxOwner): LinkOwner | undefined {
  if (owner.leadId) return { lead: owner.leadId };
  if (owner.ticketId) return { ticket: owner.ticketId };
  if (owner.privacyRequestId) return { request: owner.privacyRequestId };
  return undefined;
}

/**
 * The email as it goes out: each placeholder replaced by its record's token. Only an email to the
 * visitor carries links; the company's (which quotes the visitor's own words) is left as it is.
 */
export function withPersonalLinks(
  item: OutboxOwner & { recipient: string; message: MailMessage },
  secret: string,
): MailMessage {
  const owner = linkOwnerOf(item);
  if (item.recipient !== "visitor" || !owner) return item.message;
  const tokens: Record<string, () => string> = {
    [TOKEN_PLACEHOLDER.privacy]: () => privacyToken(secret, owner).token,
    [TOKEN_PLACEHOLDER.tracking]: () =>
      "ticket" in owner ? trackingToken(secret, owner.ticket) : REMOVED_TOKEN,
  };
  const fill = (text: string) =>
    text.replace(/\{privacy-token\}|\{tracking-token\}/g, (found) => tokens[found]!());
  const { html, ...rest } = item.message;
  return { ...rest, text: fill(item.message.text), ...(html === undefined ? {} : { html: fill(html) }) };
}
