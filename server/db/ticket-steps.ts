/**
 * The service desk's changes that depend on the ticket as it is, as conversations (sql.ts) written
 * once for both databases. Storing a ticket asks: is the key known? how many recent tickets? which
 * number? A step move, a pause and a resume first take the ticket's row (an UPDATE that changes
 * nothing, which PostgreSQL locks until the transaction ends; SQLite runs one writer at a time
 * anyway), so two replicas acting on one ticket take turns and the second sees the first; a move's
 * step email is queued only when the move is made.
 */

import {
  type ClockSettings,
  companyYear,
  dueAt,
  metTarget,
  type Pause,
} from "../../content/service-clock.ts";
import { serviceDesk } from "../../content/service-desk.ts";
import {
  FIRST_STEP,
  formatTicketNumber,
  LAST_STEP,
  ON_SITE_STEP,
  type ServiceProblem,
  stepIndex,
} from "../../contracts/service/fields.ts";
import { type NewOutboxMessage, queueMail } from "./outbox.ts";
import { type DbTime, toDate, toDateOrNull } from "./rows.ts";
import { all, type Conversation, earlierOrLimited, get, run } from "./sql.ts";
import { auditStatement } from "./staff.ts";
import type { NewTicket, PauseReason, TicketInsertOptions, TicketInsertResult } from "./tickets.ts";

const TICKETS = { table: "service_tickets", columns: "id, number, created_at", receivedAt: "created_at" };

/**
 * In order: the sender's earlier ticket with this Idempotency-Key, the rate limit, the year's next
 * number (a row per year, so concurrent tickets take turns on it), the ticket, its first step and
 * its emails (`options.mail`, given the number). Its due time is counted on `clock`.
 */
export function* insertTicketSteps(
  ticket: NewTicket,
  options: TicketInsertOptions,
  clock: ClockSettings,
): Conversation<TicketInsertResult> {
  const earlier = yield* earlierOrLimited(TICKETS, ticket, options.rateLimit);
  if (earlier === "rate_limited") return { outcome: earlier };
  if (earlier) {
    const { id, number, created_at } = earlier as { id: string; number: string; created_at: DbTime };
    return { outcome: "duplicate", id, number, createdAt: toDate(created_at) };
  }
  const year = companyYear(ticket.createdAt);
  const counter = yield get(
    `INSERT INTO service_ticket_numbers (year, last_number) VALUES (?, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = service_ticket_numbers.last_number + 1
     RETURNING last_number`,
    [year],
  );
  const number = formatTicketNumber(year, Number(counter?.last_number));
  const due = dueAt(serviceDesk.responseTargets[ticket.data.problem], ticket.createdAt, [], clock);
  yield run(
    `INSERT INTO service_tickets (id, number, token_hash, data, problem, locale, step, created_at,
       source_page, user_agent, ip_hash, flagged, idempotency_key, privacy_token_hash, due_at,
       notice_version, notice_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      ticket.id,
      number,
      ticket.tokenHash,
      JSON.stringify(ticket.data),
      ticket.data.problem,
      ticket.locale,
      FIRST_STEP,
      ticket.createdAt,
      ticket.sourcePage,
      ticket.userAgent,
      ticket.ipHash,
      ticket.flagged,
      ticket.idempotencyKey,
      ticket.privacyTokenHash ?? null,
      due,
      ticket.noticeVersion,
      ticket.noticeAt,
    ],
  );
  yield run("INSERT INTO service_ticket_steps (ticket_id, step, at, user_id) VALUES (?, ?, ?, NULL)", [
    ticket.id,
    FIRST_STEP,
    ticket.createdAt,
  ]);
  for (const statement of queueMail({ ticketId: ticket.id }, options.mail?.(number) ?? [], ticket.createdAt))
    yield statement;
  return { outcome: "created", id: ticket.id, number, createdAt: ticket.createdAt };
}

interface LockedTicket {
  number: string;
  step: string;
  problem: ServiceProblem;
  created_at: DbTime;
  completed_at: DbTime | null;
  on_site_at: DbTime | null;
  paused_at: DbTime | null;
}

/** Takes the ticket's row for the rest of the transaction and reads what the change depends on. */
function* lockTicket(id: string): Conversation<LockedTicket | undefined> {
  const row = yield get(
    `UPDATE service_tickets SET step = step WHERE id = ? AND NOT flagged
     RETURNING number, step, problem, created_at, completed_at, on_site_at, paused_at`,
    [id],
  );
  return row as LockedTicket | undefined;
}

function* readPauses(id: string): Conversation<Pause[]> {
  const answer = yield all(
    "SELECT started_at, ended_at FROM service_ticket_pauses WHERE ticket_id = ? ORDER BY id",
    [id],
  );
  const rows = (answer?.rows ?? []) as { started_at: DbTime; ended_at: DbTime | null }[];
  return rows.map((row) => ({ start: toDate(row.started_at), end: toDateOrNull(row.ended_at) }));
}

const endOpenPause = (id: string, at: Date) =>
  run("UPDATE service_ticket_pauses SET ended_at = ? WHERE ticket_id = ? AND ended_at IS NULL", [at, id]);

/** A step move (TicketStore.move): the decisions, in order. */
export function* moveTicketSteps(
  clock: ClockSettings,
  id: string,
  from: string,
  to: string,
  userId: string | null,
  at: Date,
  mail: readonly NewOutboxMessage[] = [],
): Conversation<boolean> {
  const ticket = yield* lockTicket(id);
  if (!ticket || ticket.step !== from) return false;
  if (ticket.paused_at !== null) yield endOpenPause(id, at);
  let onSiteAt = toDateOrNull(ticket.on_site_at);
  let met: boolean | null = null;
  const reachesSite = onSiteAt === null && stepIndex(to) >= stepIndex(ON_SITE_STEP);
  if (reachesSite) {
    const pauses = yield* readPauses(id);
    const target = serviceDesk.responseTargets[ticket.problem];
    met = metTarget(target, toDate(ticket.created_at), pauses, at, clock);
    onSiteAt = at;
  }
  yield run(
    "INSERT INTO service_ticket_steps (ticket_id, step, at, user_id) VALUES (?, ?, ?, ?) ON CONFLICT (ticket_id, step) DO NOTHING",
    [id, to, at, userId],
  );
  yield run(
    `UPDATE service_tickets SET step = ?, paused_at = NULL,
       completed_at = CASE WHEN ? THEN ? ELSE completed_at END,
       due_at = CASE WHEN ? THEN NULL ELSE due_at END,
       on_site_at = ?, met_target = CASE WHEN ? THEN ? ELSE met_target END
     WHERE id = ?`,
    [to, to === LAST_STEP, at, reachesSite, onSiteAt, reachesSite, met, id],
  );
  if (userId !== null) {
    yield auditStatement({
      at,
      userId,
      action: "ticket-step",
      ticketId: id,
      detail: `${ticket.number}: ${from} → ${to}`,
    });
  }
  // The customer's email of this step (server/service/ticket-mail.ts), only for a move that was made.
  for (const statement of queueMail({ ticketId: id }, mail, at)) yield statement;
  return true;
}

/** A pause of the response clock (TicketStore.pause). */
export function* pauseTicketSteps(
  id: string,
  reason: PauseReason,
  userId: string,
  at: Date,
): Conversation<boolean> {
  const ticket = yield* lockTicket(id);
  if (!ticket || ticket.paused_at !== null || ticket.completed_at !== null || ticket.on_site_at !== null) {
    return false;
  }
  yield run(
    "INSERT INTO service_ticket_pauses (ticket_id, started_at, ended_at, reason, user_id) VALUES (?, ?, NULL, ?, ?)",
    [id, at, reason, userId],
  );
  yield run("UPDATE service_tickets SET paused_at = ?, due_at = NULL WHERE id = ?", [at, id]);
  yield auditStatement({
    at,
    userId,
    action: "ticket-pause",
    ticketId: id,
    detail: `${ticket.number}: ${reason}`,
  });
  return true;
}

/** The clock running again (TicketStore.resume): the due time is counted again with the ended pause left out. */
export function* resumeTicketSteps(
  clock: ClockSettings,
  id: string,
  userId: string,
  at: Date,
): Conversation<boolean> {
  const ticket = yield* lockTicket(id);
  if (!ticket || ticket.paused_at === null) return false;
  yield endOpenPause(id, at);
  const pauses = yield* readPauses(id);
  const due = dueAt(serviceDesk.responseTargets[ticket.problem], toDate(ticket.created_at), pauses, clock);
  yield run("UPDATE service_tickets SET paused_at = NULL, due_at = ? WHERE id = ?", [due, id]);
  yield auditStatement({ at, userId, action: "ticket-resume", ticketId: id, detail: ticket.number });
  return true;
}
