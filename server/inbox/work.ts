/**
 * What staff do with leads, shared by the inbox pages and its JSON API: list a page, open a lead
 * (recorded in the audit trail), change status or assignee, add a note, queue a failed email
 * again, export the filtered view as CSV. Invalid input throws a PublicError (400/404).
 */
import type { FastifyInstance } from "fastify";
import {
  type InboxLead,
  type InboxStore,
  isLeadStatus,
  LEAD_STATUSES,
  type LeadChange,
  type LeadMail,
  type LeadNote,
  type LeadStatus,
} from "../db/inbox.ts";
import type { ErasedBy, ErasedIdentity, PrivacyLink } from "../db/privacy-store.ts";
import type { LeadRepository } from "../db/repository.ts";
import type { AuditEvent, NewAuditEvent, StaffUser } from "../db/staff.ts";
import { csvHeader, leadToCsv } from "../leads/export.ts";
import { PublicError } from "../plugins/errors.ts";
import { confirmationMessage } from "../privacy/requests.ts";
import { cursorOf, type ListFilter, PAGE_SIZE } from "./filters.ts";
import { mayBeGiven } from "./roles.ts";

export const MAX_NOTE_LENGTH = 4000;

export const WORK_MESSAGES = {
  notFound: "There is no such lead.",
  status: `The status must be one of: ${LEAD_STATUSES.join(", ")}.`,
  assignee: "The assignee must be one of the staff (or nobody).",
  noteEmpty: "The note is empty.",
  noteLong: `A note can have at most ${MAX_NOTE_LENGTH} characters.`,
  mail: "Only an email that failed can be sent again.",
  eraseUnconfirmed: "Tick the box to confirm the erasure: it cannot be undone.",
  erased: "This lead's data is erased already.",
  noteErased:
    "This lead's data is erased: a note would keep what was erased (a name, a number), so none can be added.",
} as const;

export interface ListPage {
  counts: Record<LeadStatus, number>;
  leads: InboxLead[];
  /** Cursor of the next (older) page, when there is one. */
  next: string | undefined;
}

export async function listPage(db: LeadRepository, filter: ListFilter): Promise<ListPage> {
  const [counts, rows] = await Promise.all([
    db.inbox.countByStatus(),
    db.inbox.listInbox({ ...filter, limit: PAGE_SIZE + 1 }),
  ]);
  const leads = rows.slice(0, PAGE_SIZE);
  const last = leads[leads.length - 1];
  return { counts, leads, next: rows.length > PAGE_SIZE && last ? cursorOf(last) : undefined };
}

export interface LeadDetail {
  lead: InboxLead;
  notes: LeadNote[];
  mail: LeadMail[];
  audit: AuditEvent[];
  /** The privacy notice the lead's form showed, as that version reads. */
  notice: string | undefined;
}

async function existingLead(inbox: InboxStore, id: string): Promise<InboxLead> {
  const lead = /^[\w-]{1,64}$/.test(id) ? await inbox.getInboxLead(id) : undefined;
  if (!lead) throw new PublicError(404, WORK_MESSAGES.notFound);
  return lead;
}

/** Opens a lead: its notes, emails and audit events, the view itself recorded first. */
export async function openLead(db: LeadRepository, id: string, user: StaffUser): Promise<LeadDetail> {
  const lead = await existingLead(db.inbox, id);
  await db.staff.recordAudit({ at: new Date(), userId: user.id, action: "view", leadId: id });
  const [notes, mail, audit, notice] = await Promise.all([
    db.inbox.listNotes(id),
    db.inbox.leadMail(id),
    db.staff.listAudit({ leadId: id, limit: 200 }),
    lead.noticeVersion === null ? undefined : db.privacy.noticeText(lead.noticeVersion),
  ]);
  return { lead, notes, mail, audit, notice };
}

/**
 * Whether the user's last act on an item before this view (the audit, newest first, starts with
 * the view) was `action`: a notice such as "Status saved." is shown only right after that change.
 */
export function justDone(
  audit: readonly { userId: string | null; action: string }[],
  user: StaffUser,
  viewAction: string,
  action: string,
): boolean {
  const own = audit.filter((event) => event.userId === user.id);
  return own[0]?.action === viewAction && own[1]?.action === action;
}

/** A change asked for: `status`, and `assignee` as a staff id or "" / null for nobody. */
export interface LeadChangeRequest {
  status?: unknown;
  assignee?: unknown;
}

/**
 * Changes a lead's status and/or assignee: everything asked for is checked first, then written
 * with its audit events in one transaction, so a refused request changes nothing. Keeping the
 * current assignee is no change, even when that account has since been disabled. Resolves with
 * whether anything changed.
 */
export async function changeLead(
  db: LeadRepository,
  id: string,
  request: LeadChangeRequest,
  user: StaffUser,
): Promise<boolean> {
  if ("status" in request && !isLeadStatus(request.status)) throw new PublicError(400, WORK_MESSAGES.status);
  const lead = await existingLead(db.inbox, id);
  const change: LeadChange = {};
  const audit: NewAuditEvent[] = [];
  const at = new Date();
  if (isLeadStatus(request.status) && request.status !== lead.status) {
    change.status = request.status;
    audit.push({
      at,
      userId: user.id,
      action: "status",
      leadId: id,
      detail: `${lead.status} → ${request.status}`,
    });
  }
  if ("assignee" in request) {
    const assignee = await chosenAssignee(db, request.assignee, lead);
    if (assignee.id !== lead.assigneeId) {
      change.assigneeId = assignee.id;
      audit.push({
        at,
        userId: user.id,
        action: "assignee",
        leadId: id,
        detail: `assigned to ${assignee.name}`,
      });
    }
  }
  if (audit.length === 0) return false;
  await db.inbox.updateLead(id, change, audit);
  return true;
}

async function chosenAssignee(
  db: LeadRepository,
  assignee: unknown,
  lead: InboxLead,
): Promise<{ id: string | null; name: string }> {
  if (assignee === null || assignee === "") return { id: null, name: "nobody" };
  if (assignee === lead.assigneeId) return { id: lead.assigneeId, name: "" };
  const staff = (await db.staff.listStaff()).find(
    (member) => member.id === assignee && mayBeGiven(member, "leads"),
  );
  if (!staff) throw new PublicError(400, WORK_MESSAGES.assignee);
  return { id: staff.id, name: staff.name };
}

/** A note as typed (its line ends `\n`, trimmed); refused when empty or longer than `max` characters. */
export function noteText(
  body: unknown,
  messages: { noteEmpty: string; noteLong: string } = WORK_MESSAGES,
  max = MAX_NOTE_LENGTH,
): string {
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  if (!text) throw new PublicError(400, messages.noteEmpty);
  if ([...text].length > max) throw new PublicError(400, messages.noteLong);
  return text;
}

export async function addNote(db: LeadRepository, id: string, body: unknown, user: StaffUser) {
  const text = noteText(body);
  const lead = await existingLead(db.inbox, id);
  if (lead.erasedAt) throw new PublicError(400, WORK_MESSAGES.noteErased);
  await db.inbox.addNote(id, user.id, text, new Date());
}

export async function resendMail(db: LeadRepository, id: string, mailId: string, user: StaffUser) {
  await existingLead(db.inbox, id);
  const queued = await db.inbox.resendMail(id, mailId, {
    at: new Date(),
    userId: user.id,
    action: "resend",
    leadId: id,
    detail: `email ${mailId}`,
  });
  if (!queued) throw new PublicError(400, WORK_MESSAGES.mail);
}

/** Erases the data of the lead's person (eraseForPerson); `confirmed` is the form's tick box. */
export async function eraseLead(app: FastifyInstance, id: string, user: StaffUser, confirmed: boolean) {
  await existingLead(app.db.inbox, id);
  if (!confirmed) throw new PublicError(400, WORK_MESSAGES.eraseUnconfirmed);
  const link = await app.db.privacy.findLead(id);
  if (!link) throw new PublicError(400, WORK_MESSAGES.erased);
  await eraseForPerson(app, link, { via: "lead", user, leadId: id });
}

/**
 * Erases a person's data at their request made to staff, as their personal link would
 * (db.privacy.erase): the same erasure, over every record with their email or mobile number, the
 * confirmation email to them (sent at once) and an audit record without personal data that names
 * `by.user`.
 */
export async function eraseForPerson(
  app: FastifyInstance,
  person: ErasedIdentity & Pick<PrivacyLink, "locale">,
  by: Exclude<ErasedBy, { via: "link" }>,
) {
  const at = new Date();
  await app.db.privacy.erase(person, at, confirmationMessage(person, at, app, "emailOrMobile"), by);
  app.outbox?.kick();
}

/** Leads or tickets read per query while exporting. */
export const EXPORT_PAGE = 500;

/**
 * The filtered view (every page of it) as CSV in the format of `npm run leads -- export --bom`:
 * staff open it in Excel, which needs the byte order mark to read non-English names. The first
 * page is read before anything is sent, so a query that fails is an error answer, not a download
 * cut short.
 */
export async function exportCsv(
  db: LeadRepository,
  filter: ListFilter,
  user: StaffUser,
): Promise<AsyncIterable<string>> {
  const first = await db.inbox.listInbox({ ...filter, limit: EXPORT_PAGE });
  await db.staff.recordAudit({
    at: new Date(),
    userId: user.id,
    action: "export",
    detail: describeFilter(filter),
  });
  return csvLines(csvHeader({ bom: true }), first, leadToCsv, (last) =>
    db.inbox.listInbox({ ...filter, before: { createdAt: last.createdAt, id: last.id }, limit: EXPORT_PAGE }),
  );
}

/**
 * An export's lines: the header, then the rows of `first` and of each page after it (`after`
 * reads the page after a row), until a page comes back short.
 */
export async function* csvLines<Row>(
  header: string,
  first: Row[],
  line: (row: Row) => string,
  after: (last: Row) => Promise<Row[]>,
): AsyncGenerator<string> {
  yield header;
  let page = first;
  for (;;) {
    for (const row of page) yield line(row);
    const last = page[page.length - 1];
    if (page.length < EXPORT_PAGE || !last) return;
    page = await after(last);
  }
}

function describeFilter(filter: ListFilter): string {
  const parts = Object.entries(filter)
    .filter(([key]) => key !== "before")
    .map(([key, value]) => `${key}=${value instanceof Date ? value.toISOString() : String(value)}`);
  return parts.length > 0 ? parts.join(" ") : "all leads";
}
