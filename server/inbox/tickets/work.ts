/**
 * What staff do with service tickets in the inbox: list them by urgency, open one (recorded in the
 * audit trail), move it to the next step, choose its engineer, plan the visit, stop and restart its
 * response clock, add notes. Invalid input throws a PublicError (400/404); a step move someone
 * else made first is a 409 that names them.
 */
import { budgetMs, countedMs, readClock } from "../../../content/service-clock.ts";
import { serviceDesk } from "../../../content/service-desk.ts";
import { SERVICE_STEP_IDS, stepIndex } from "../../../contracts/service-fields.ts";
import type { StaffUser } from "../../db/inbox.ts";
import type { LeadRepository } from "../../db/repository.ts";
import {
  PAUSE_REASONS,
  type PauseReason,
  type StoredTicket,
  type TargetResults,
  type TicketAuditAction,
  type TicketAuditEvent,
  type TicketCounts,
  type TicketNote,
  type TicketSummary,
  type TicketView,
} from "../../db/service.ts";
import { PublicError } from "../../plugins/errors.ts";
import { moveTicketWithMail, type TicketMailSettings } from "../../service/ticket-mail.ts";
import { shortTime } from "../labels.ts";
import { MAX_NOTE_LENGTH } from "../work.ts";
import { stepName } from "./labels.ts";

export const TICKET_PAGE_SIZE = 25;
/** How many of the signed-in engineer's own tickets the open list shows first. */
export const MINE_FIRST = 10;

export const TICKET_MESSAGES = {
  notFound: "There is no such ticket.",
  completed: "This ticket is completed: it has no next step.",
  from: "The form did not say which step the ticket was at; nothing was changed. Please tap again on the ticket's page.",
  engineer: "The engineer must be one of the staff (or nobody).",
  visit: "The planned visit must be a date and time, such as 2026-11-27 14:30 (IST).",
  reason: "Choose why the clock stops: waiting for parts or waiting for the client.",
  notPausable:
    "The clock can stop only while the engineer has not reached the site, and only once at a time.",
  notPaused: "The clock is running already.",
  noteEmpty: "The note is empty.",
  noteLong: `A note can have at most ${MAX_NOTE_LENGTH} characters.`,
} as const;

export interface TicketListPage {
  view: TicketView;
  /** 1-based. */
  page: number;
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

export async function listTicketsPage(
  db: LeadRepository,
  user: StaffUser,
  view: TicketView,
  page: number,
  now: Date,
): Promise<TicketListPage> {
  const { from, to } = companyMonth(now);
  const showMine = view === "open" && page === 1;
  const [rows, mine, counts, month] = await Promise.all([
    db.listTickets({
      view,
      engineerId: user.id,
      offset: (page - 1) * TICKET_PAGE_SIZE,
      limit: TICKET_PAGE_SIZE + 1,
    }),
    showMine ? db.listTickets({ view: "mine", engineerId: user.id, offset: 0, limit: MINE_FIRST }) : [],
    db.countTickets(user.id, now),
    db.targetResults(from, to, now),
  ]);
  return {
    view,
    page,
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
 * the whole clock is read (readClock, as the tracking page does).
 */
export function clockMark(ticket: ClockFacts, now: Date): ClockMark {
  if (ticket.onSiteAt) return { state: ticket.metTarget ? "met" : "missed", onSiteAt: ticket.onSiteAt };
  const target = serviceDesk.responseTargets[ticket.problem];
  const open = ticket.pauses.find((pause) => pause.endedAt === null);
  if (ticket.dueAt && !open) {
    if (ticket.dueAt <= now) return { state: "overdue", dueAt: ticket.dueAt, leftMs: 0 };
    const leftMs = countedMs(target, now, ticket.dueAt);
    const atRisk = leftMs < budgetMs(target, ticket.createdAt) * serviceDesk.atRiskShare;
    return { state: atRisk ? "atRisk" : "running", leftMs, dueAt: ticket.dueAt };
  }
  const pauses = ticket.pauses.map((pause) => ({ start: pause.startedAt, end: pause.endedAt }));
  const reading = readClock(target, ticket.createdAt, pauses, now);
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
  notes: TicketNote[];
  audit: TicketAuditEvent[];
  staff: StaffUser[];
}

const ID = /^[\w-]{1,64}$/;

async function existingTicket(db: LeadRepository, id: string): Promise<StoredTicket> {
  const ticket = ID.test(id) ? await db.getTicket(id) : undefined;
  if (!ticket || ticket.flagged) throw new PublicError(404, TICKET_MESSAGES.notFound);
  return ticket;
}

/** Opens a ticket: its notes, audit events and the staff to choose from, the view recorded first. */
export async function openTicket(db: LeadRepository, id: string, user: StaffUser): Promise<TicketDetail> {
  const ticket = await existingTicket(db, id);
  await db.recordTicketAudit({
    at: new Date(),
    userId: user.id,
    action: "ticket-view",
    ticketId: id,
    detail: ticket.number,
  });
  const [notes, audit, staff] = await Promise.all([
    db.listTicketNotes(id),
    db.listTicketAudit(id, 200),
    db.inbox.listStaff(),
  ]);
  return { ticket, notes, audit, staff };
}

/** Whether the user's last act on the ticket before this view was `action` (for "Saved." notices). */
export function justDoneOnTicket(detail: TicketDetail, user: StaffUser, action: TicketAuditAction): boolean {
  const own = detail.audit.filter((event) => event.userId === user.id);
  return own[0]?.action === "ticket-view" && own[1]?.action === action;
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
): Promise<void> {
  // Without the step the page showed, a late second tap could not be told from a first one.
  if (typeof from !== "string" || stepIndex(from) < 0) throw new PublicError(400, TICKET_MESSAGES.from);
  await existingTicket(db, id);
  const shown = from;
  const to = nextStep(shown);
  if (!to) throw new PublicError(400, TICKET_MESSAGES.completed);
  // The customer's email of the new step is queued with the move, only if this tap made it.
  if (await moveTicketWithMail(db, mailSettings, { id, from: shown, to, userId: user.id, at: new Date() }))
    return;
  const now = await existingTicket(db, id);
  const last = now.steps[now.steps.length - 1];
  const staff = await db.inbox.listStaff();
  const who = staff.find((member) => member.id === last?.userId)?.name ?? "someone else";
  const when = last ? ` at ${shortTime(last.at)}` : "";
  throw new PublicError(
    409,
    `Nothing was changed: ${who} moved this ticket to “${stepName(now.step)}”${when}, before your tap reached us. Check the step below and tap again if it should move on.`,
  );
}

export async function setEngineer(db: LeadRepository, id: string, engineer: unknown, user: StaffUser) {
  if (typeof engineer !== "string") throw new PublicError(400, TICKET_MESSAGES.engineer);
  const ticket = await existingTicket(db, id);
  const current = ticket.engineer?.id ?? "";
  if (engineer === current) return false;
  let name = "nobody";
  if (engineer !== "") {
    const member = (await db.inbox.listStaff()).find((staff) => staff.id === engineer && !staff.disabledAt);
    if (!member) throw new PublicError(400, TICKET_MESSAGES.engineer);
    name = member.name;
  }
  await db.updateTicket(id, { engineerId: engineer || null }, [
    {
      at: new Date(),
      userId: user.id,
      action: "ticket-engineer",
      ticketId: id,
      detail: `${ticket.number}: assigned to ${name}`,
    },
  ]);
  return true;
}

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

export async function setVisit(db: LeadRepository, id: string, value: unknown, user: StaffUser) {
  const visit = typeof value === "string" ? parseVisit(value) : undefined;
  if (visit === undefined) throw new PublicError(400, TICKET_MESSAGES.visit);
  const ticket = await existingTicket(db, id);
  if ((ticket.plannedVisitAt?.getTime() ?? null) === (visit?.getTime() ?? null)) return false;
  await db.updateTicket(id, { plannedVisitAt: visit }, [
    {
      at: new Date(),
      userId: user.id,
      action: "ticket-visit",
      ticketId: id,
      detail: `${ticket.number}: ${visit ? `${shortTime(visit)} IST` : "none"}`,
    },
  ]);
  return true;
}

export async function pause(db: LeadRepository, id: string, reason: unknown, user: StaffUser) {
  if (!(PAUSE_REASONS as readonly unknown[]).includes(reason))
    throw new PublicError(400, TICKET_MESSAGES.reason);
  await existingTicket(db, id);
  if (!(await db.pauseTicket(id, reason as PauseReason, user.id, new Date())))
    throw new PublicError(400, TICKET_MESSAGES.notPausable);
}

export async function resume(db: LeadRepository, id: string, user: StaffUser) {
  await existingTicket(db, id);
  if (!(await db.resumeTicket(id, user.id, new Date())))
    throw new PublicError(400, TICKET_MESSAGES.notPaused);
}

export async function addTicketNote(db: LeadRepository, id: string, body: unknown, user: StaffUser) {
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  if (!text) throw new PublicError(400, TICKET_MESSAGES.noteEmpty);
  if ([...text].length > MAX_NOTE_LENGTH) throw new PublicError(400, TICKET_MESSAGES.noteLong);
  await existingTicket(db, id);
  await db.addTicketNote(id, user.id, text, new Date());
}
