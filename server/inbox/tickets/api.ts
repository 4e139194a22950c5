import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ClockSettings } from "../../../content/service-clock.ts";
import type { StoredTicket, TicketSummary } from "../../db/tickets.ts";
import { PublicError } from "../../plugins/errors.ts";
import { serviceClock } from "../../service/clock.ts";
import { ticketMailSettings } from "../../service/ticket-mail.ts";
import { bodyOf, changeBody, sendCsvFile } from "../frame.ts";
import { requireStaff } from "../guard.ts";
import { needs } from "../roles.ts";
import { ticketListParams } from "./paths.ts";
import {
  addTicketNote,
  changeTicket,
  clockMark,
  exportTicketsCsv,
  listTicketsPage,
  moveToNextStep,
  openTicket,
  pause,
  resume,
  TICKET_MESSAGES,
  type TicketChangeRequest,
} from "./work.ts";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** A ticket on the list: no customer contact details, as the list's cards. */
export function ticketSummaryJson(ticket: TicketSummary, now: Date, clock: ClockSettings) {
  return {
    id: ticket.id,
    number: ticket.number,
    problem: ticket.problem,
    step: ticket.step,
    building: ticket.building,
    city: ticket.city,
    createdAt: iso(ticket.createdAt),
    completedAt: iso(ticket.completedAt),
    dueAt: iso(ticket.dueAt),
    pausedAt: iso(ticket.pausedAt),
    onSiteAt: iso(ticket.onSiteAt),
    metTarget: ticket.metTarget,
    engineer: ticket.engineer,
    plannedVisitAt: iso(ticket.plannedVisitAt),
    /** running, atRisk, overdue, paused, met or missed (the card's clock mark). */
    clock: clockMark(ticket, now, clock).state,
  };
}

/** A whole ticket (no tracking-token or privacy-link hash, no IP hash, no idempotency key). */
export function ticketJson(ticket: StoredTicket) {
  return {
    id: ticket.id,
    number: ticket.number,
    createdAt: iso(ticket.createdAt),
    locale: ticket.locale,
    sourcePage: ticket.sourcePage,
    noticeVersion: ticket.noticeVersion,
    noticeAt: iso(ticket.noticeAt),
    userAgent: ticket.userAgent,
    step: ticket.step,
    steps: ticket.steps.map((step) => ({ step: step.step, at: iso(step.at), userId: step.userId })),
    completedAt: iso(ticket.completedAt),
    engineer: ticket.engineer,
    plannedVisitAt: iso(ticket.plannedVisitAt),
    onSiteAt: iso(ticket.onSiteAt),
    metTarget: ticket.metTarget,
    pausedAt: iso(ticket.pausedAt),
    pauses: ticket.pauses.map((entry) => ({
      startedAt: iso(entry.startedAt),
      endedAt: iso(entry.endedAt),
      reason: entry.reason,
    })),
    consentWithdrawnAt: iso(ticket.consentWithdrawnAt),
    erasedAt: iso(ticket.erasedAt),
    data: ticket.data,
  };
}

/** An ISO 8601 time with its zone ("2026-12-01T05:00:00Z", "…T10:30+05:30"); null is none. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function plannedVisit(value: unknown): Date | null {
  if (value === null) return null;
  const date = typeof value === "string" && ISO_TIME.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new PublicError(400, TICKET_MESSAGES.visitIso);
  return date;
}

/** Streams the CSV export of the request's view or search as a download. */
export async function sendTicketsCsv(request: FastifyRequest, reply: FastifyReply) {
  const user = requireStaff(request);
  const params = ticketListParams(request.query);
  const lines = await exportTicketsCsv(request.server.db, { view: params.view, search: params.q }, user);
  return sendCsvFile(reply, "service-tickets", lines);
}

export default async function ticketApi(app: FastifyInstance) {
  type Params = { id: string };
  const current = async (id: string) => {
    const ticket = await app.db.tickets.get(id);
    return { ticket: ticket ? ticketJson(ticket) : null };
  };

  app.get("/api/inbox/tickets", needs("tickets"), async (request) => {
    const user = requireStaff(request);
    const params = ticketListParams(request.query);
    const now = new Date();
    const clock = serviceClock(app);
    const list = await listTicketsPage(app.db, user, params.view, params.page, now, params.q);
    return {
      counts: list.counts,
      month: list.month,
      mine: list.mine.map((ticket) => ticketSummaryJson(ticket, now, clock)),
      tickets: list.tickets.map((ticket) => ticketSummaryJson(ticket, now, clock)),
      next: list.hasNext ? list.page + 1 : null,
    };
  });

  app.get("/api/inbox/tickets/export.csv", needs("tickets", "export"), sendTicketsCsv);

  app.get<{ Params: Params }>("/api/inbox/tickets/:id", needs("tickets"), async (request) => {
    const detail = await openTicket(app.db, request.params.id, requireStaff(request));
    return {
      ticket: ticketJson(detail.ticket),
      notes: detail.notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
      audit: detail.audit.map((event) => ({ ...event, at: iso(event.at) })),
    };
  });

  app.patch<{ Params: Params }>("/api/inbox/tickets/:id", needs("tickets"), async (request) => {
    const user = requireStaff(request);
    const body = changeBody(request, ["engineerId", "plannedVisitAt"]);
    const change: TicketChangeRequest = {};
    if ("engineerId" in body) change.engineer = body.engineerId ?? "";
    if ("plannedVisitAt" in body) change.visit = plannedVisit(body.plannedVisitAt);
    await changeTicket(app.db, request.params.id, change, user);
    return current(request.params.id);
  });

  app.post<{ Params: Params }>("/api/inbox/tickets/:id/step", needs("tickets"), async (request) => {
    const user = requireStaff(request);
    await moveToNextStep(
      app.db,
      ticketMailSettings(app.config, app.content),
      request.params.id,
      bodyOf(request).from,
      user,
    );
    app.outbox?.kick();
    return current(request.params.id);
  });

  app.post<{ Params: Params }>("/api/inbox/tickets/:id/pause", needs("tickets"), async (request) => {
    await pause(app.db, request.params.id, bodyOf(request).reason, requireStaff(request));
    return current(request.params.id);
  });

  app.post<{ Params: Params }>("/api/inbox/tickets/:id/resume", needs("tickets"), async (request) => {
    await resume(app.db, request.params.id, requireStaff(request));
    return current(request.params.id);
  });

  app.post<{ Params: Params }>("/api/inbox/tickets/:id/notes", needs("tickets"), async (request, reply) => {
    await addTicketNote(app.db, request.params.id, bodyOf(request).body, requireStaff(request));
    const notes = await app.db.tickets.listNotes(request.params.id);
    return reply
      .status(201)
      .send({ notes: notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })) });
  });
}
