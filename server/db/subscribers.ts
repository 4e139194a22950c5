/**
 * The newsletter's rule: one address is one subscriber. A lead of kind "newsletter" that is not
 * flagged stores the address it subscribes in `leads.subscriber_email`, which a unique index
 * guards (SUBSCRIBER_INDEX in migrations.ts), so a second subscription of the
 * same address is never stored, also when both arrive at the same moment on several replicas.
 *
 * "The same address": the validated address (trimmed by the contract) with its ASCII letters
 * lower-cased, everything else compared as typed.
 * - The domain is case-insensitive (DNS), so `Ravi@Example.COM` is `ravi@example.com`.
 * - The local part is case-sensitive on paper (RFC 5321), but no mailbox provider treats it so and
 *   people type it both ways, so it is lower-cased too.
 * - Letters outside ASCII are compared as typed: case folding of internationalised local parts is
 *   not defined, and the database backfill lower-cases exactly ASCII on both drivers.
 * - `ravi+news@…` and, at Gmail, `r.avi@…` stay distinct: a tag is an address its owner chose
 *   (to filter on it), and ignoring dots is one provider's rule, not the address's.
 */
import type { NewLead } from "./leads.ts";

/** An address as the newsletter compares it: ASCII letters lower-cased, the rest as typed. */
export function subscriberAddress(email: string): string {
  return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The address this lead subscribes, or null: only unflagged newsletter leads are subscribers. */
export function subscriberOf(lead: NewLead): string | null {
  return lead.kind === "newsletter" && !lead.flagged ? subscriberAddress(lead.data.email) : null;
}
