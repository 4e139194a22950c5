/** Words the inbox shows for kinds, statuses and audit actions, and how it formats times. */

import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { LeadStatus } from "../db/inbox.ts";
import type { AuditAction, StaffUser } from "../db/staff.ts";
import { TICKET_AUDIT_LABELS } from "./tickets/labels.ts";

export const KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  appointment: "Appointment",
  webInquiry: "Inquiry",
  question: "Question",
  newsletter: "Newsletter",
  amcQuote: "AMC quote",
};

export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  en: "English",
  gu: "Gujarati",
  hi: "Hindi",
};

export const STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const AUDIT_LABELS: Readonly<Record<AuditAction, string>> = {
  "sign-in": "signed in",
  "sign-out": "signed out",
  "sign-in-failed": "failed to sign in",
  view: "viewed the lead",
  status: "changed the status",
  assignee: "changed the assignee",
  note: "added a note",
  resend: "queued an email again",
  export: "exported leads",
  withdrawal: "withdrew consent by their personal link",
  erasure: "erased the person's data",
  "request-view": "viewed the privacy request",
  "request-done": "marked the privacy request done",
  "request-refused": "refused the privacy request",
  refused: "was refused (not allowed for the role)",
  "content-save": "saved a draft of the site's content",
  "content-restore": "restored an earlier revision of the site's content",
  "content-publish": "published the site's content",
  "photo-upload": "uploaded a photograph",
  "photo-delete": "deleted a photograph",
  ...TICKET_AUDIT_LABELS,
};

/**
 * What an audit record says its actor did: an erasure or a request closed by one is the person's
 * own, by their personal link, when no staff member carried it out (`byStaff`); the closing note
 * (privacy-store.ts `closingNote`) says whether it answered an erasure request or closed one to
 * see or correct.
 */
export function auditLabel(action: AuditAction, byStaff: boolean): string {
  if (!byStaff && action === "erasure") return "had their data erased by their personal link";
  if (!byStaff && action === "request-done")
    return "had their data erased by their personal link, which closes this request";
  return AUDIT_LABELS[action];
}

/** A staff member's name, marked when the account is disabled (it can no longer sign in). */
export const staffLabel = (member: StaffUser) =>
  member.disabledAt ? `${member.name} (disabled)` : member.name;

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
};
const timeFormat = new Intl.DateTimeFormat("en-IN", TIME_OPTIONS);
const timeWithYearFormat = new Intl.DateTimeFormat("en-IN", { ...TIME_OPTIONS, year: "numeric" });
const yearFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });

/**
 * "23 Nov, 14:05" in India, and "23 Nov 2025, 14:05" for a time in another year than `now`'s
 * (India's calendar), on every inbox page alike: leads, tickets, privacy requests.
 */
export const shortTime = (date: Date, now: Date = new Date()) =>
  yearFormat.format(date) === yearFormat.format(now)
    ? timeFormat.format(date)
    : timeWithYearFormat.format(date);
