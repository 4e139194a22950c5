/**
 * What staff do with service tickets in the inbox: list them by urgency, open one (recorded in the
 * audit trail), move it to the next step, choose its engineer, plan the visit, stop and restart its
 * response clock, add notes. Invalid input throws a PublicError (400/404); a step move someone
 * else made first is a 409 that names them.
 */
import type { FastifyInstance } from "fastify";
import { budgetMs, type ClockSettings, countedMs, readClock } from "../../../content/service-clock.ts";
import { serviceDesk } from "../../../content/service-desk.ts";
import { SERVICE_STEP_IDS, stepIndex } from "../../../contracts/service/fields.ts";
import type { LeadRepository } from "../../db/repository.ts";
import type { StaffNote, StaffUser } from "../../db/staff.ts";
import {
  type NewTicketAuditEvent,
  PAUSE_REASONS,
  type PauseReason,
  type StoredTicket,
  type TargetResults,
  type TicketAuditEvent,
  type TicketChange,
  type TicketCounts,
  type TicketSummary,
  type TicketView,
} from "../../db/tickets.ts";
import { PublicError } from "../../plugins/errors.ts";
import { moveTicketWithMail, stepMailAddress, type TicketMailSettings } from "../../service/ticket-mail.ts";
import { shortTime } from "../labels.ts";
import { mayBeGiven } from "../roles.ts";
import { csvLines, EXPORT_PAGE, eraseForPerson, noteText, WORK_MESSAGES } from "../work.ts";
import { ticketCsvHeader, ticketToCsv } from "./export.ts";
import { stepName } from "./labels.ts";

export const TICKET_PAGE_SIZE = 25;
/** How far ahead a planned visit may be set. */
const MAX_VISIT_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** How many of the signed-in engineer's own tickets the open list shows first. */
export const MINE_FIRST = 10;

export const TICKET_MESSAGES = {
  notFound: "There is no such ticket.",
  completed: "This ticket is completed: it has no next step.",
  from: "The form did not say which step the ticket was at; nothing was changed. Please tap again on the ticket's page.",
  engineer: "The engineer must be one of the staff (or nobody).",
  visit: "The planned visit must be a date and time, such as 2026-11-27 14:30 (IST).",
  visitRange: "The planned visit must be after the ticket was reported and at most a year from now.",
  completedLocked: "This ticket is completed: its engineer and planned visit stay as they were.",
  visitIso: "plannedVisitAt must be null or an ISO 8601 time with its zone, such as 2026-11-27T09:00:00Z.",
  reason: "Choose why the clock stops: waiting for parts or waiting for the client.",
  notPausable:
    "The clock can stop only while the engineer has not reached the site, and only once at a time.",
  notPaused: "The clock is running already.",
  erased: "This ticket's customer data is erased already.",
  noteErased:
    "This ticket's customer data is erased: a note would keep what was erased (a name, a number), so none can be added.",
} as const;

export interface TicketListPage {
  view: TicketView;
  /** 1-based. */
  page: number;
  /** The search shown instead of the view (every ticket, newest first), if any. */
  search?: string | undefined;
  tickets: TicketSummary[];
  hasNext: boolean;
  /** The signed-in user's own open tickets, shown first on the open list. */
  mine: TicketSummary[];
  counts: TicketCounts;
  month: TargetResults;
}

const MINUTE_MS = 60 * 1000;
const IST_OFFSET_MS = serviceDesk.utcOffsetMinutes * MINUTE_MS;

/** The company's calendar month holding `now`, as [start, end). */
export function companyMonth(now: Date): { from: Date; to: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const from = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS;
  const to = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - IST_OFFSET_MS;
  return { from: new Date(from), to: new Date(to) };
}

/**
 * One page of the list: the view's tickets, or with `search` the matching tickets of every view
 * (newest first, without "My tickets" first); the counts and this month's targets either way.
 */
export async function listTicketsPage(
  db: LeadRepository,
  user: StaffUser,
  view: TicketView,
  page: number,
  now: Date,
  search?: string,
): Promise<TicketListPage> {
  const { from, to } = companyMonth(now);
  const showMine = view === "open" && page === 1 && !search;
  const rowsOf = { offset: (page - 1) * TICKET_PAGE_SIZE, limit: TICKET_PAGE_SIZE + 1 };
  const [rows, mine, counts, month] = await Promise.all([
    search
      ? db.tickets.search({ search, ...rowsOf })
      : db.tickets.list({ view, engineerId: user.id, ...rowsOf }),
    showMine ? db.tickets.list({ view: "mine", engineerId: user.id, offset: 0, limit: MINE_FIRST }) : [],
    db.tickets.count(user.id, now),
    db.tickets.targetResults(from, to, now),
  ]);
  return {
    view,
    page,
    search,
    tickets: rows.slice(0, TICKET_PAGE_SIZE),
    hasNext: rows.length > TICKET_PAGE_SIZE,
    mine,
    counts,
    month,
  };
}

/** Where a ticket's response clock stands, for a mark that says it in words. */
export type ClockMark =
  | { state: "running" | "atRisk"; leftMs: number; dueAt: Date | null }
  | { state: "overdue"; dueAt: Date | null; leftMs: number }
  | { state: "paused"; leftMs: number; reason: string; since: Date }
  | { state: "met" | "missed"; onSiteAt: Date };

type ClockFacts = Pick<TicketSummary, "problem" | "createdAt" | "onSiteAt" | "metTarget" | "pauses"> & {
  /** The stored due time of a running clock (the list has it): the mark is then counted from now on only. */
  dueAt?: Date | null;
};

/**
 * The ticket's mark at `now`. With the stored due time of a running clock, only the time from now
 * to it is counted (an overdue ticket needs no counting), so a long list stays cheap; otherwise
 * the whole clock is read (readClock, as the tracking page does), on `clock` (serviceClock: the
 * working hours as published).
 */
export function clockMark(ticket: ClockFacts, now: Date, clock: ClockSettings): ClockMark {
  if (ticket.onSiteAt) return { state: ticket.metTarget ? "met" : "missed", onSiteAt: ticket.onSiteAt };
  const target = serviceDesk.responseTargets[ticket.problem];
  const open = ticket.pauses.find((pause) => pause.endedAt === null);
  if (ticket.dueAt && !open) {
    if (ticket.dueAt <= now) return { state: "overdue", dueAt: ticket.dueAt, leftMs: 0 };
    const leftMs = countedMs(target, now, ticket.dueAt, [], clock);
    const atRisk = leftMs < budgetMs(target, ticket.createdAt, clock) * serviceDesk.atRiskShare;
    return { state: atRisk ? "atRisk" : "running", leftMs, dueAt: ticket.dueAt };
  }
  const pauses = ticket.pauses.map((pause) => ({ start: pause.startedAt, end: pause.endedAt }));
  const reading = readClock(target, ticket.createdAt, pauses, now, clock);
  if (reading.state === "paused" && open) {
    return { state: "paused", leftMs: reading.leftMs, reason: open.reason, since: open.startedAt };
  }
  const state = reading.state === "paused" ? "running" : reading.state;
  return { state, leftMs: reading.leftMs, dueAt: reading.dueAt };
}

/** "2 h 05 min" of counted time. */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(Math.abs(ms) / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
}

export interface TicketDetail {
  ticket: StoredTicket;
  notes: StaffNote[];
  audit: TicketAuditEvent[];
  staff: StaffUser[];
  /** The privacy notice's text the customer's form showed. */
  notice?: string | undefined;
}

const ID = /^[\w-]{1,64}$/;

async function existingTicket(db: LeadRepository, id: string): Promise<StoredTicket> {
  const ticket = ID.test(id) ? await db.tickets.get(id) : undefined;
  if (!ticket || ticket.flagged) throw new PublicError(404, TICKET_MESSAGES.notFound);
  return ticket;
}

/** Opens a ticket: its notes, audit events and the staff to choose from, the view recorded first. */
export async function openTicket(db: LeadRepository, id: string, user: StaffUser): Promise<TicketDetail> {
  const ticket = await existingTicket(db, id);
  await db.tickets.recordAudit({
    at: new Date(),
    userId: user.id,
    action: "ticket-view",
    ticketId: id,
    detail: ticket.number,
  });
  const [notes, audit, staff, notice] = await Promise.all([
    db.tickets.listNotes(id),
    db.tickets.listAudit(id, 200),
    db.staff.listStaff(),
    ticket.noticeVersion === null ? undefined : db.privacy.noticeText(ticket.noticeVersion),
  ]);
  return { ticket, notes, audit, staff, notice };
}

/** The step after `step`, or undefined after the last. */
export const nextStep = (step: string): string | undefined => SERVICE_STEP_IDS[stepIndex(step) + 1];

/**
 * Moves the ticket from `from` (the step the page showed) to the one after it. When someone else
 * moved it first, nothing changes and the 409 says who moved it where and when.
 */
export async function moveToNextStep(
  db: LeadRepository,
  mailSettings: TicketMailSettings,
  id: string,
  from: unknown,
  user: StaffUser,
  /** Ask first (the inbox's page) when the move would email the customer: "confirm", nothing changed. */
  askBeforeEmail = false,
): Promise<"moved" | "confirm"> {
  // Without the step the page showed, a late second tap could not be told from a first one.
  if (typeof from !== "string" || stepIndex(from) < 0) throw new PublicError(400, TICKET_MESSAGES.from);
  const ticket = await existingTicket(db, id);
  const shown = from;
  const to = nextStep(shown);
  if (!to) throw new PublicError(400, TICKET_MESSAGES.completed);
  if (askBeforeEmail && ticket.step === shown && stepMailAddress(ticket)) return "confirm";
  // The customer's email of the new step is queued with the move, only if this tap made it.
  if (await moveTicketWithMail(db, mailSettings, { id, from: shown, to, userId: user.id, at: new Date() }))
    return "moved";
  const now = await existingTicket(db, id);
  const last = now.steps[now.steps.length - 1];
  const staff = await db.staff.listStaff();
  const who = staff.find((member) => member.id === last?.userId)?.name ?? "someone else";
  const when = last ? ` at ${shortTime(last.at)}` : "";
  throw new PublicError(
    409,
    `Nothing was changed: ${who} moved this ticket to “${stepName(now.step)}”${when}, before your tap reached us. Check the step below and tap again if it should move on.`,
  );
}

/** The staff member an engineer field names ("" is nobody); refused unless an enabled account. */
async function engineerOf(
  db: LeadRepository,
  engineer: unknown,
): Promise<{ id: string; name: string } | null> {
  if (typeof engineer !== "string") throw new PublicError(400, TICKET_MESSAGES.engineer);
  if (engineer === "") return null;
  const member = (await db.staff.listStaff()).find(
    (staff) => staff.id === engineer && mayBeGiven(staff, "tickets"),
  );
  if (!member) throw new PublicError(400, TICKET_MESSAGES.engineer);
  return { id: member.id, name: member.name };
}

/** A change of engineer and/or planned visit as sent: what is absent stays as it is. */
export interface TicketChangeRequest {
  engineer?: unknown;
  /** A Date (or null) already read, or a `datetime-local` value in IST as the page's form sends it. */
  visit?: unknown;
}

/**
 * Changes the engineer and/or the planned visit, all or nothing: every value is checked before
 * anything is written, then one write with an audit event per changed field. False when nothing
 * changed (the values were already so).
 */
export async function changeTicket(
  db: LeadRepository,
  id: string,
  request: TicketChangeRequest,
  user: StaffUser,
): Promise<boolean> {
  const change: TicketChange = {};
  const events: NewTicketAuditEvent[] = [];
  if ("engineer" in request && typeof request.engineer !== "string")
    throw new PublicError(400, TICKET_MESSAGES.engineer);
  let visit: Date | null | undefined;
  if ("visit" in request) {
    visit =
      request.visit === null || request.visit instanceof Date
        ? request.visit
        : typeof request.visit === "string"
          ? parseVisit(request.visit)
          : undefined;
    if (visit === undefined) throw new PublicError(400, TICKET_MESSAGES.visit);
  }
  const ticket = await existingTicket(db, id);
  // The engineer shown is kept as it is even once their account is disabled.
  const engineer =
    "engineer" in request && request.engineer !== (ticket.engineer?.id ?? "")
      ? await engineerOf(db, request.engineer)
      : undefined;
  const at = new Date();
  // A visit before the report, or beyond a year, is a typing mistake the customer would be shown.
  const reported = Math.floor(ticket.createdAt.getTime() / 60_000) * 60_000;
  if (visit && (visit.getTime() < reported || visit.getTime() > at.getTime() + MAX_VISIT_AHEAD_MS))
    throw new PublicError(400, TICKET_MESSAGES.visitRange);
  if (engineer !== undefined) {
    change.engineerId = engineer?.id ?? null;
    const detail = `${ticket.number}: assigned to ${engineer?.name ?? "nobody"}`;
    events.push({ at, userId: user.id, action: "ticket-engineer", ticketId: id, detail });
  }
  if (visit !== undefined && (ticket.plannedVisitAt?.getTime() ?? null) !== (visit?.getTime() ?? null)) {
    change.plannedVisitAt = visit;
    const detail = `${ticket.number}: ${visit ? `${shortTime(visit)} IST` : "none"}`;
    events.push({ at, userId: user.id, action: "ticket-visit", ticketId: id, detail });
  }
  if (events.length === 0) return false;
  if (ticket.completedAt !== null) throw new PublicError(400, TICKET_MESSAGES.completedLocked);
  await db.tickets.update(id, change, events);
  return true;
}

export const setEngineer = (db: LeadRepository, id: string, engineer: unknown, user: StaffUser) =>
  changeTicket(db, id, { engineer }, user);

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** A `datetime-local` value read in the company's time zone; "" is null; anything else undefined. */
export function parseVisit(value: string): Date | null | undefined {
  const text = value.trim();
  if (text === "") return null;
  const match = LOCAL_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(local);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMonth() !== month! - 1)
    return undefined;
  return new Date(local - IST_OFFSET_MS);
}

/** A time as a `datetime-local` value in the company's time zone. */
export const visitValue = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

export const setVisit = (db: LeadRepository, id: string, value: unknown, user: StaffUser) =>
  changeTicket(db, id, { visit: typeof value === "string" ? value : undefined }, user);

export async function pause(db: LeadRepository, id: string, reason: unknown, user: StaffUser) {
  if (!(PAUSE_REASONS as readonly unknown[]).includes(reason))
    throw new PublicError(400, TICKET_MESSAGES.reason);
  await existingTicket(db, id);
  if (!(await db.tickets.pause(id, reason as PauseReason, user.id, new Date())))
    throw new PublicError(400, TICKET_MESSAGES.notPausable);
}

export async function resume(db: LeadRepository, id: string, user: StaffUser) {
  await existingTicket(db, id);
  if (!(await db.tickets.resume(id, user.id, new Date())))
    throw new PublicError(400, TICKET_MESSAGES.notPaused);
}

export async function addTicketNote(db: LeadRepository, id: string, body: unknown, user: StaffUser) {
  const text = noteText(body);
  const ticket = await existingTicket(db, id);
  if (ticket.erasedAt) throw new PublicError(400, TICKET_MESSAGES.noteErased);
  await db.tickets.addNote(id, user.id, text, new Date());
}

/**
 * Erases the data of the ticket's customer (eraseForPerson); its audit record is listed on the
 * ticket. `confirmed` is the form's tick box.
 */
export async function eraseTicket(app: FastifyInstance, id: string, user: StaffUser, confirmed: boolean) {
  const ticket = await existingTicket(app.db, id);
  if (!confirmed) throw new PublicError(400, WORK_MESSAGES.eraseUnconfirmed);
  const link = await app.db.privacy.findTicket(id);
  if (!link) throw new PublicError(400, TICKET_MESSAGES.erased);
  await eraseForPerson(app, link, { via: "ticket", user, ticketNumber: ticket.number });
}

/** What the export holds: a view's tickets, or a search's of every view. */
export interface TicketExportRequest {
  view: TicketView;
  search?: string | undefined;
}

/**
 * The view's (or the search's) tickets, every page, newest first, as CSV for Excel. The first page
 * is read before anything is sent, so a failing query is an error answer rather than a cut-off
 * download. The audit record names the view and whether a search was used, not the search's text
 * (which may be a customer's name or number).
 */
export async function exportTicketsCsv(
  db: LeadRepository,
  request: TicketExportRequest,
  user: StaffUser,
): Promise<AsyncIterable<string>> {
  const filter = { view: request.view, engineerId: user.id, search: request.search, limit: EXPORT_PAGE };
  const first = await db.tickets.export(filter);
  await db.staff.recordAudit({
    at: new Date(),
    userId: user.id,
    action: "export",
    detail: request.search ? "service tickets: a search" : `service tickets: ${request.view}`,
  });
  return csvLines(ticketCsvHeader(), first, ticketToCsv, (last) =>
    db.tickets.export({ ...filter, before: { createdAt: last.createdAt, id: last.id } }),
  );
}
