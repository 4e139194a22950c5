/**
 * The service desk's part of the repository: tickets, the steps they moved through (who, when),
 * the pauses of their response clock. A ticket is written, with its first step, in one durable
 * transaction that also checks its Idempotency-Key and the sender's rate limit and takes the next
 * number of the year (service-store.ts writes that once for both databases).
 */
import type { Locale } from "../../contracts/locales.ts";
import type { ServiceRequest } from "../../contracts/service.ts";
import type { InsertOptions } from "./repository.ts";

export interface NewTicket {
  id: string;
  /** SHA-256 (hex) of the tracking token; the token itself is never stored. */
  tokenHash: string;
  data: ServiceRequest;
  /** The language of the page the request came from: the tracking page's and the emails'. */
  locale: Locale;
  createdAt: Date;
  sourcePage: string | null;
  userAgent: string | null;
  /** Salted sha256 of the client IP; never the raw address. */
  ipHash: string | null;
  /** Honeypot filled: stored, never worked or notified. */
  flagged: boolean;
  /** Scoped to the sender (its IP hash): a repeat from the same client returns the first ticket. */
  idempotencyKey: string | null;
  /** The version of the privacy notice the form showed (server/privacy/notices.ts); null before notices. */
  noticeVersion: string | null;
  /** When the request was sent with that notice. */
  noticeAt: Date | null;
}

/** A step a ticket reached: when, and which staff account moved it (none for the customer's call). */
export interface TicketStep {
  step: string;
  at: Date;
  userId: string | null;
}

/** A time the response clock stood still; `endedAt` is null while the ticket is paused. */
export interface TicketPause {
  startedAt: Date;
  endedAt: Date | null;
  reason: string;
}

export interface StoredTicket extends NewTicket {
  /** `SR-2026-00042` */
  number: string;
  /** The current step (the last one reached). */
  step: string;
  completedAt: Date | null;
  engineer: { id: string; name: string } | null;
  plannedVisitAt: Date | null;
  /** Oldest first. */
  steps: TicketStep[];
  /** Oldest first. */
  pauses: TicketPause[];
}

export type TicketInsertResult =
  | { outcome: "created"; id: string; number: string; createdAt: Date }
  /** The sender used this Idempotency-Key before: its ticket, nothing stored. */
  | { outcome: "duplicate"; id: string; number: string; createdAt: Date }
  | { outcome: "rate_limited" };

export interface TicketRepository {
  /** Resolves only once the transaction is durably committed. */
  insertTicket(ticket: NewTicket, options?: InsertOptions): Promise<TicketInsertResult>;
  getTicket(id: string): Promise<StoredTicket | undefined>;
  findTicketByTokenHash(tokenHash: string): Promise<StoredTicket | undefined>;
  /**
   * Moves a ticket from step `from` to step `to` and records who did it and when; the last step
   * completes it. False (nothing changed) when the ticket is no longer at `from`: of two people
   * moving the same ticket at once, the second sees the first's move.
   */
  moveTicket(id: string, from: string, to: string, userId: string | null, at: Date): Promise<boolean>;
  /** Sets (or clears, with null) a ticket's engineer and planned visit. */
  assignTicket(id: string, engineerId: string | null, plannedVisitAt: Date | null): Promise<void>;
  /** How many tracking links this sender asked for since `since` that matched no ticket. */
  countTrackMisses(ipHash: string, since: Date): Promise<number>;
  /** Records a tracking link that matched no ticket, and forgets this sender's misses before `forgetBefore`. */
  recordTrackMiss(ipHash: string, at: Date, forgetBefore: Date): Promise<void>;
}
