/**
 * The one storage interface (LeadRepository, below), the types of leads and of their notification
 * outbox. Two implementations: SQLite (default, `sqlite.ts`) and PostgreSQL (`postgres.ts`, when
 * DATABASE_URL is set). Everything the API, the inbox, the outbox worker and the `npm run leads`
 * CLI need goes through it.
 */
import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { LeadData } from "../../contracts/leads/schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { InboxRepository } from "./inbox.ts";
import type { JobStore } from "./job-store.ts";
import type { LeadStore } from "./leads.ts";
import type { OutboxStore } from "./outbox.ts";
import type { PrivacyRequestStore } from "./privacy-requests.ts";
import type { PrivacyStore } from "./privacy-store.ts";
import type { TicketStore } from "./ticket-store.ts";

export { isLeadKind, LEAD_KINDS, type LeadKind } from "../../contracts/leads/forms.ts";

/**
 * How a lead's Idempotency-Key is stored (`leads.idempotency_key`, unique per kind): scoped to its
 * sender, `<ip hash> <key>` (a key is visible ASCII, no space), so another client sending the same
 * key stores its own lead instead of being answered with the first client's (migration 17). As the
 * service desk and privacy requests do with their (ip_hash, idempotency_key) pairs. A lead without
 * an IP hash (none from the API) keeps the bare key.
 */
export function senderIdempotencyKey(ipHash: string | null, key: string): string {
  return ipHash === null ? key : `${ipHash} ${key}`;
}

/** The key as the sender sent it, from its stored form. */
export function sentIdempotencyKey(ipHash: string | null, stored: string | null): string | null {
  if (stored === null || ipHash === null) return stored;
  return stored.startsWith(`${ipHash} `) ? stored.slice(ipHash.length + 1) : stored;
}

/** What the API records of every form sent to it (a lead, a service request) besides its fields. */
export interface SentForm {
  id: string;
  createdAt: Date;
  sourcePage: string | null;
  userAgent: string | null;
  /** Salted sha256 of the client IP; never the raw address. */
  ipHash: string | null;
  /** Honeypot filled: stored, never worked or notified. */
  flagged: boolean;
  /** Scoped to the sender (its IP hash): a repeat from the same client returns the first record. */
  idempotencyKey: string | null;
  /** The language of the page it was sent from (that page's path prefix): its emails' too. */
  locale: Locale;
  /** The version of the privacy notice its form showed (server/privacy/notices.ts); null before notices. */
  noticeVersion: string | null;
  /** When the form was sent with that notice by its button. */
  noticeAt: Date | null;
}

/** What every lead carries besides its kind and fields. */
export interface LeadRecord extends SentForm {
  /**
   * SHA-256 of the token of the personal privacy link in the visitor's emails (privacy/links.ts);
   * null when no email went to them, and once the link was used to erase their data.
   */
  privacyTokenHash: string | null;
}

/** Each kind's lead: its fields are the contract's output for that kind (stored as JSON). */
export type LeadsByKind = { [K in LeadKind]: LeadRecord & { kind: K; data: LeadData<K> } };

/** A lead of one kind K (or of any kind): a union discriminated by `kind`. */
export type LeadOf<K extends LeadKind = LeadKind> = LeadsByKind[K];

export type NewLead = LeadOf;

/** What a lead's person did with their data after sending it. */
export interface PrivacyState {
  /** When they withdrew consent by their personal link (no more emails; the inbox says so). */
  consentWithdrawnAt: Date | null;
  /** When their name, mobile and email were erased from it (what is left says only what it was). */
  erasedAt: Date | null;
}

export type StoredLead = NewLead & PrivacyState;

/** A lead's fields by name, for code that walks the field labels of LEAD_FORMS (all are text). */
export function leadFields(lead: NewLead): Readonly<Partial<Record<string, string>>> {
  return lead.data;
}

/** An email as queued in the outbox (rendered at enqueue time, so the worker only sends). */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxRecipient = "company" | "visitor";

export interface NewOutboxMessage {
  recipient: OutboxRecipient;
  message: MailMessage;
}

/**
 * The record an outbox message belongs to: exactly one of a lead, a service ticket and a privacy
 * request (the outbox's CHECK, migration 9). Deleting the record deletes its messages.
 */
export interface OutboxOwner {
  leadId: string | null;
  ticketId: string | null;
  privacyRequestId: string | null;
}

export interface OutboxItem extends OutboxOwner {
  id: string;
  recipient: OutboxRecipient;
  message: MailMessage;
  /** Attempts including the current one. */
  attempts: number;
}

export interface OutboxStats {
  pending: number;
  sent: number;
  dead: number;
}

/** Where one notification of a lead stands (for operators: `npm run leads -- list`). */
export interface OutboxEntry {
  leadId: string;
  recipient: OutboxRecipient;
  status: "pending" | "sent" | "dead";
  /** Attempts made so far (a pending message with attempts > 0 failed and waits for its retry). */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

/**
 * An email not sent yet (queued, or given up), with what it belongs to, for an operator to read
 * (`npm run leads -- mail`): without SMTP it is where a visitor's personal link can be read.
 */
export interface UnsentMail extends OutboxOwner {
  id: string;
  owner: { kind: "lead" | "service ticket" | "privacy request"; reference: string };
  recipient: OutboxRecipient;
  status: "pending" | "dead";
  attempts: number;
  message: MailMessage;
}

export type InsertResult =
  | { outcome: "created"; id: string; createdAt: Date }
  /** The Idempotency-Key was used before: its lead. */
  | { outcome: "duplicate"; id: string; createdAt: Date }
  /** The newsletter address is subscribed already (subscribers.ts): its subscription, nothing stored. */
  | { outcome: "already_subscribed"; id: string; createdAt: Date }
  | { outcome: "rate_limited" };

export interface InsertOptions {
  /** Refuse (outcome "rate_limited") when this IP hash already has `max` leads of this kind since `since`. */
  rateLimit?: { max: number; since: Date };
}

export interface LeadFilter {
  kind?: LeadKind;
  /** Inclusive lower bound on created_at. */
  since?: Date;
  order?: "asc" | "desc";
  limit?: number;
  /** Keyset cursor: rows strictly after this one in the chosen order. */
  after?: { createdAt: Date; id: string };
}

/**
 * The database: one store per data domain, reached the same way (`db.leads.insert`,
 * `db.tickets.get`, `db.inbox.listInbox`), each written once for both databases.
 */
export interface LeadRepository {
  readonly driver: "sqlite" | "postgres";
  /** Storing a lead (idempotent, rate-limited, durable) and reading leads back (leads.ts). */
  readonly leads: LeadStore;
  /** The emails of leads, tickets and privacy requests, queued with them (outbox.ts). */
  readonly outbox: OutboxStore;
  /** The service desk's tickets: storing one, moving it through its steps, the inbox's lists (ticket-store.ts). */
  readonly tickets: TicketStore;
  /** The lead inbox: staff, sessions, status, notes, audit trail (inbox.ts). */
  readonly inbox: InboxRepository;
  /** Notice texts, personal links, withdrawal, erasure and retention (privacy-store.ts). */
  readonly privacy: PrivacyStore;
  /** Requests to see, correct or erase one's data: storing one, the inbox's reads and changes (privacy-requests.ts). */
  readonly privacyRequests: PrivacyRequestStore;
  /** Leases of scheduled jobs, so one replica at a time runs each (job-store.ts). */
  readonly jobs: JobStore;
  /** Creates or upgrades the schema; idempotent, safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers; rejects otherwise. */
  ping(): Promise<void>;
  /** Resolves when a (harmless) write transaction commits durably; rejects otherwise. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
