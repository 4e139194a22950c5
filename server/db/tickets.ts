import type { ServiceProblem } from "../../contracts/service/fields.ts";
import type { ServiceRequest } from "../../contracts/service/schema.ts";
import type { InsertOptions, SentForm } from "./leads.ts";
import type { NewOutboxMessage } from "./outbox.ts";

/** A service request as stored; its language is the tracking page's and the emails'. */
export interface NewTicket extends SentForm {
  /** SHA-256 (hex) of the tracking token; the token itself is never stored. */
  tokenHash: string;
  data: ServiceRequest;
  /**
   * SHA-256 of the token of the personal privacy link in the customer's emails (ticket-mail.ts);
   * null when no email goes to them, and once their data was erased.
   */
  privacyTokenHash?: string | null;
}

/** Storing a ticket: the lead API's rate limit, and the emails it queues once its number is known. */
export interface TicketInsertOptions extends InsertOptions {
  /** The ticket's emails, given its number; queued in the ticket's transaction (not on a duplicate). */
  mail?: (number: string) => readonly NewOutboxMessage[];
}

/** A step a ticket reached: when, and which staff account moved it (none for the customer's call). */
export interface TicketStep {
  step: string;
  at: Date;
  userId: string | null;
}

/** Why a ticket's clock stands still. */
export const PAUSE_REASONS = ["parts", "client"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** A time the response clock stood still; `endedAt` is null while the ticket is paused. */
export interface TicketPause {
  startedAt: Date;
  endedAt: Date | null;
  reason: string;
}

export interface StoredTicket extends NewTicket {
  /** When the engineer reached the site ("Site Visit & Meet") and whether that met the target. */
  onSiteAt: Date | null;
  metTarget: boolean | null;
  /** The start of the pause still open, if any. */
  pausedAt: Date | null;
  /** `SR-2026-00042` */
  number: string;
  /** The current step (the last one reached). */
  step: string;
  completedAt: Date | null;
  /** `disabled`: the staff account was disabled since (the ticket keeps its engineer). */
  engineer: { id: string; name: string; disabled: boolean } | null;
  plannedVisitAt: Date | null;
  /** When the customer withdrew consent by their personal link: no more emails to them. */
  consentWithdrawnAt?: Date | null;
  /** When the customer's data was erased (data is then empty: only what the ticket was remains). */
  erasedAt?: Date | null;
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

/** What an engineer or planned-visit change sets: the fields present are written, the others left alone. */
export interface TicketChange {
  engineerId?: string | null;
  plannedVisitAt?: Date | null;
}

export const TICKET_AUDIT_ACTIONS = [
  "ticket-view",
  "ticket-step",
  "ticket-engineer",
  "ticket-visit",
  "ticket-pause",
  "ticket-resume",
  "ticket-note",
] as const;
export type TicketAuditAction = (typeof TICKET_AUDIT_ACTIONS)[number];

export interface NewTicketAuditEvent {
  at: Date;
  /** Null for an erasure the customer asked for by their own link. */
  userId: string | null;
  action: TicketAuditAction | "erasure";
  ticketId: string;
  detail?: string | null;
}

export interface TicketAuditEvent {
  id: string;
  at: Date;
  userId: string | null;
  userName: string | null;
  /** A ticket's own actions, and the erasure of its customer's data (privacy-store.ts). */
  action: TicketAuditAction | "erasure";
  detail: string | null;
}

/**
 * The list's views: `open` (not completed) and `mine` (open, of one engineer) in the order of
 * urgency: running clocks by due time (overdue first), then paused tickets, then those whose
 * engineer is on site, oldest first; `paused` oldest pause first; `completed` newest first.
 */
export const TICKET_VIEWS = ["open", "mine", "paused", "completed"] as const;
export type TicketView = (typeof TICKET_VIEWS)[number];

export interface TicketListFilter {
  view: TicketView;
  /** The engineer of `mine`. */
  engineerId?: string;
  offset: number;
  limit: number;
}

/**
 * A search of every ticket (open or completed): the text is looked for, lower-cased, in the
 * ticket's number and the customer's name, mobile number, building and city; a text that looks
 * like a phone number is also looked for as its ten digits (searchTerm, text-search.ts).
 */
export interface TicketSearch {
  search: string;
  offset: number;
  limit: number;
}

/** The export's tickets: a search's (of every view) when `search` is set, else the view's. */
export interface TicketExportFilter {
  view: TicketView;
  engineerId?: string;
  search?: string;
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** A ticket as the list shows it: no customer contact details, its pauses for the clock. */
export interface TicketSummary {
  id: string;
  number: string;
  problem: ServiceProblem;
  step: string;
  building: string;
  city: string;
  createdAt: Date;
  completedAt: Date | null;
  dueAt: Date | null;
  pausedAt: Date | null;
  onSiteAt: Date | null;
  metTarget: boolean | null;
  /** `disabled`: the staff account was disabled since (the ticket keeps its engineer). */
  engineer: { id: string; name: string; disabled: boolean } | null;
  plannedVisitAt: Date | null;
  pauses: TicketPause[];
  /** The customer withdrew consent: do not contact them (their step emails are not sent). */
  consentWithdrawnAt: Date | null;
}

export interface TicketCounts {
  open: number;
  paused: number;
  overdue: number;
  mine: number;
  completed: number;
}

/**
 * Of the tickets reported in a month: the outcome is known once the engineer reached the site
 * (met or missed) or the due time passed with nobody there (missed); the others are still running.
 */
export interface TargetResults {
  reported: number;
  met: number;
  missed: number;
  /** Neither met nor missed yet: within their time, or paused. */
  running: number;
}
