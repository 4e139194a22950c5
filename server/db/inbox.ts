/**
 * The lead inbox's part of the repository: staff accounts, their sessions and failed sign-ins,
 * each lead's status, assignee and notes, the state of its emails and the audit trail.
 * Flagged (honeypot) leads never appear in the inbox.
 */
import type { StaffRole } from "../inbox/roles.ts";
import type { LeadKind, OutboxRecipient, StoredLead } from "./repository.ts";
import { TICKET_AUDIT_ACTIONS } from "./tickets.ts";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "sign-in-failed",
  "view",
  "status",
  "assignee",
  "note",
  "resend",
  "export",
  "withdrawal",
  "erasure",
  ...TICKET_AUDIT_ACTIONS,
  // A privacy request (privacy-requests.ts): opened, and closed as done or refused.
  "request-view",
  "request-done",
  "request-refused",
  // A signed-in request the account's role does not allow (server/inbox/roles.ts).
  "refused",
] as const;
/** What a person does themselves, by their personal privacy link (no staff member). */
export const PERSON_ACTIONS: readonly AuditAction[] = ["withdrawal", "erasure"];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
  role: StaffRole;
  /** When the role was chosen (`users add` or `users role`); null: made admin by migration 15. */
  roleSetAt: Date | null;
}

export interface NewStaff {
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
}

export interface StaffAccount extends StaffUser {
  passwordHash: string;
}

export interface StaffSession {
  user: StaffUser;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface SignInFailures {
  failures: number;
  lockedUntil: Date | null;
}

export interface InboxFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** A staff id, or "none" for unassigned leads. */
  assignee?: string;
  /** Inclusive lower bound on the received time. */
  from?: Date;
  /** Exclusive upper bound on the received time. */
  to?: Date;
  /** Text to find in name, email, mobile number or message (case-insensitive substring). */
  search?: string;
  /** Keyset cursor: leads strictly older than this one. */
  before?: { createdAt: Date; id: string };
  limit: number;
}

export type InboxLead = StoredLead & { status: LeadStatus; assigneeId: string | null };

export interface LeadNote {
  id: string;
  leadId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

export interface NewAuditEvent {
  at: Date;
  userId: string | null;
  action: AuditAction;
  leadId?: string | null;
  detail?: string | null;
}

export interface AuditEvent extends Required<NewAuditEvent> {
  id: string;
  userEmail: string | null;
  userName: string | null;
}

export type MailStatus = "pending" | "sent" | "dead";

export interface LeadMail {
  id: string;
  recipient: OutboxRecipient;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** What a lead update sets: the fields present are written, the others left alone. */
export interface LeadChange {
  status?: LeadStatus;
  assigneeId?: string | null;
}

export interface InboxRepository {
  addStaff(input: NewStaff, at: Date): Promise<StaffUser>;
  listStaff(): Promise<StaffUser[]>;
  findStaffByEmail(email: string): Promise<StaffAccount | undefined>;
  /** Sets a new password hash and ends every session of the account. */
  setPassword(userId: string, passwordHash: string, at: Date): Promise<void>;
  /** Disables the account and ends every session of it. */
  disableStaff(userId: string, at: Date): Promise<void>;
  /** Gives the account a role and ends every session of it (its pages were shown for the old one). */
  setRole(userId: string, role: StaffRole, at: Date): Promise<void>;

  /** Stores a new session, deleting the one it replaces (if any) in the same transaction. */
  createSession(tokenHash: string, userId: string, at: Date, replaces?: string): Promise<void>;
  /** The session with this token hash if its account is enabled. */
  findSession(tokenHash: string): Promise<StaffSession | undefined>;
  touchSession(tokenHash: string, at: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;

  /** Deletes sessions idle since or created before the given times, and stale failure counts. */
  deleteExpired(limits: { idleBefore: Date; createdBefore: Date; failuresBefore: Date }): Promise<void>;

  signInFailures(keys: readonly string[]): Promise<Map<string, SignInFailures>>;
  /** Counts a failure for `key` (restarting the count when the last run began before `windowStart`). */
  recordSignInFailure(key: string, at: Date, windowStart: Date): Promise<number>;
  lockSignIn(key: string, until: Date): Promise<void>;
  clearSignInFailures(key: string): Promise<void>;

  recordAudit(event: NewAuditEvent): Promise<void>;
  /** Newest first. */
  listAudit(filter: { leadId?: string; since?: Date; limit?: number }): Promise<AuditEvent[]>;

  /** Newest first; `limit` rows at most. */
  listInbox(filter: InboxFilter): Promise<InboxLead[]>;
  countByStatus(): Promise<Record<LeadStatus, number>>;
  getInboxLead(id: string): Promise<InboxLead | undefined>;
  /** Changes status and/or assignee and records their audit event(s), all in one transaction. */
  updateLead(id: string, change: LeadChange, audit: NewAuditEvent | readonly NewAuditEvent[]): Promise<void>;
  /** Appends a note and records the audit event in one transaction. */
  addNote(leadId: string, authorId: string, body: string, at: Date): Promise<void>;
  listNotes(leadId: string): Promise<LeadNote[]>;
  leadMail(leadId: string): Promise<LeadMail[]>;
  /** The privacy notice text a version names (privacy_notices), if it was ever shown. */
  noticeText(version: string): Promise<string | undefined>;
  /** Queues a failed ("dead") email of this lead again; false when there is no such email. */
  resendMail(leadId: string, mailId: string, audit: NewAuditEvent): Promise<boolean>;
}
