/**
 * What staff do with tickets in the inbox, as SQL written once for both databases: the changes
 * that depend on the ticket as it is (a step move, a pause, a resume) are conversations
 * (service-store.ts) that first take the ticket's row (an UPDATE that changes nothing, which
 * PostgreSQL locks until the transaction ends; SQLite runs one writer at a time anyway), so two
 * replicas acting on one ticket take turns and the second sees the first. The rest are plain
 * queries and batches over a SqlExecutor.
 */

import { dueAt, metTarget, type Pause } from "../../content/service-clock.ts";
import { serviceDesk } from "../../content/service-desk.ts";
import { LAST_STEP, ON_SITE_STEP, type ServiceProblem, stepIndex } from "../../contracts/service-fields.ts";
import type { NewOutboxMessage } from "./repository.ts";
import { type DbCount, type DbTime, toCount, toDate, toDateOrNull } from "./rows.ts";
import type {
  NewTicketAuditEvent,
  PauseReason,
  StoredTicket,
  TargetResults,
  TicketAuditAction,
  TicketAuditEvent,
  TicketChange,
  TicketCounts,
  TicketExportFilter,
  TicketListFilter,
  TicketNote,
  TicketPause,
  TicketSearch,
  TicketStep,
  TicketSummary,
} from "./service.ts";
import {
  type Conversation,
  queueMail,
  TICKET_SELECT,
  type TicketRow,
  type TicketStatement,
  toStoredTicket,
} from "./service-store.ts";
import type { SqlExecutor, SqlValue, Statement } from "./sql.ts";
import { type SearchIndex, searchCondition, searchTerm } from "./text-search.ts";

const get = (sql: string, params: readonly SqlValue[]): TicketStatement => ({ mode: "get", sql, params });
const all = (sql: string, params: readonly SqlValue[]): TicketStatement => ({ mode: "all", sql, params });
const run = (sql: string, params: readonly SqlValue[]): TicketStatement => ({ mode: "run", sql, params });

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

export const auditStatement = (event: NewTicketAuditEvent): Statement => ({
  sql: "INSERT INTO audit_events (at, user_id, action, ticket_id, detail) VALUES (?, ?, ?, ?, ?)",
  params: [event.at, event.userId, event.action, event.ticketId, event.detail ?? null],
});

const audit = (event: NewTicketAuditEvent): TicketStatement => {
  const { sql, params = [] } = auditStatement(event);
  return run(sql, params);
};

const endOpenPause = (id: string, at: Date) =>
  run("UPDATE service_ticket_pauses SET ended_at = ? WHERE ticket_id = ? AND ended_at IS NULL", [at, id]);

/** moveTicket (service.ts): the decisions, in order. */
export function* moveTicketSteps(
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
    met = metTarget(target, toDate(ticket.created_at), pauses, at);
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
    yield audit({
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

/** pauseTicket (service.ts). */
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
  yield audit({ at, userId, action: "ticket-pause", ticketId: id, detail: `${ticket.number}: ${reason}` });
  return true;
}

/** resumeTicket (service.ts): the due time is counted again with the ended pause left out. */
export function* resumeTicketSteps(id: string, userId: string, at: Date): Conversation<boolean> {
  const ticket = yield* lockTicket(id);
  if (!ticket || ticket.paused_at === null) return false;
  yield endOpenPause(id, at);
  const pauses = yield* readPauses(id);
  const due = dueAt(serviceDesk.responseTargets[ticket.problem], toDate(ticket.created_at), pauses);
  yield run("UPDATE service_tickets SET paused_at = NULL, due_at = ? WHERE id = ?", [due, id]);
  yield audit({ at, userId, action: "ticket-resume", ticketId: id, detail: ticket.number });
  return true;
}

interface SummaryRow {
  id: string;
  number: string;
  problem: ServiceProblem;
  step: string;
  data: string | Record<string, unknown>;
  created_at: DbTime;
  completed_at: DbTime | null;
  due_at: DbTime | null;
  paused_at: DbTime | null;
  on_site_at: DbTime | null;
  met_target: number | boolean | null;
  engineer_id: string | null;
  engineer_name: string | null;
  engineer_disabled_at: DbTime | null;
  planned_visit_at: DbTime | null;
  consent_withdrawn_at: DbTime | null;
}

/** Each view's condition and order (TicketView in service.ts). */
const VIEWS = {
  open: {
    where: "t.completed_at IS NULL",
    order: `CASE WHEN t.due_at IS NOT NULL THEN 0 WHEN t.paused_at IS NOT NULL THEN 1 ELSE 2 END,
      t.due_at, t.created_at, t.id`,
  },
  mine: {
    where: "t.completed_at IS NULL AND t.engineer_id = ?",
    order: `CASE WHEN t.due_at IS NOT NULL THEN 0 WHEN t.paused_at IS NOT NULL THEN 1 ELSE 2 END,
      t.due_at, t.created_at, t.id`,
  },
  paused: { where: "t.completed_at IS NULL AND t.paused_at IS NOT NULL", order: "t.paused_at, t.id" },
  completed: {
    where: "t.completed_at IS NOT NULL",
    order: "t.completed_at DESC, t.created_at DESC, t.id DESC",
  },
} as const;

/** The tickets' search text (migration 13): the number and the customer's name, mobile, building, city. */
const TICKET_SEARCH: SearchIndex = { table: "service_tickets", row: "t", entries: "ticket_search" };

/**
 * A search's condition (TicketSearch in service.ts): the text as typed and, when it looks like a
 * phone number, as its ten digits, found by the tickets' trigram index (text-search.ts).
 */
function ticketSearchCondition(sql: SqlExecutor, search: string): Promise<[string, SqlValue[]]> {
  const terms = new Set([search.trim().toLowerCase(), searchTerm(search)]);
  return searchCondition(sql, TICKET_SEARCH, [...terms]);
}

const customerField = (data: SummaryRow["data"], name: string): string => {
  const value = (typeof data === "string" ? JSON.parse(data) : data)[name];
  return typeof value === "string" ? value : "";
};

/**
 * The list's counts (countTickets), the time and the engineer as parameters. The completed ones are
 * counted from an index alone (migration 13), the open ones are a few hundred.
 */
export const TICKET_COUNTS = `SELECT count(*) AS open,
    sum(CASE WHEN paused_at IS NOT NULL THEN 1 ELSE 0 END) AS paused,
    sum(CASE WHEN due_at <= ? THEN 1 ELSE 0 END) AS overdue,
    sum(CASE WHEN engineer_id = ? THEN 1 ELSE 0 END) AS mine,
    (SELECT count(*) FROM service_tickets WHERE completed_at IS NOT NULL AND NOT flagged) AS completed
  FROM service_tickets WHERE completed_at IS NULL AND NOT flagged`;

/** The reads and simple writes of the inbox's ticket work. */
export class ServiceDeskStore {
  constructor(private readonly sql: SqlExecutor) {}

  async updateTicket(id: string, change: TicketChange, events: readonly NewTicketAuditEvent[]) {
    const sets: string[] = [];
    const params: SqlValue[] = [];
    if ("engineerId" in change) {
      sets.push("engineer_id = ?");
      params.push(change.engineerId ?? null);
    }
    if ("plannedVisitAt" in change) {
      sets.push("planned_visit_at = ?");
      params.push(change.plannedVisitAt ?? null);
    }
    const updates: Statement[] =
      sets.length > 0
        ? [{ sql: `UPDATE service_tickets SET ${sets.join(", ")} WHERE id = ?`, params: [...params, id] }]
        : [];
    await this.sql.batch([...updates, ...events.map(auditStatement)]);
  }

  async addTicketNote(ticketId: string, authorId: string, body: string, at: Date): Promise<void> {
    const ticket = await this.sql.get<{ number: string }>("SELECT number FROM service_tickets WHERE id = ?", [
      ticketId,
    ]);
    await this.sql.batch([
      {
        sql: "INSERT INTO service_ticket_notes (ticket_id, author_id, body, created_at) VALUES (?, ?, ?, ?)",
        params: [ticketId, authorId, body, at],
      },
      auditStatement({
        at,
        userId: authorId,
        action: "ticket-note",
        ticketId,
        detail: ticket?.number ?? null,
      }),
    ]);
  }

  async listTicketNotes(ticketId: string): Promise<TicketNote[]> {
    const rows = await this.sql.all<{
      id: number | string;
      author_id: string;
      author_name: string;
      body: string;
      created_at: DbTime;
    }>(
      `SELECT n.id, n.author_id, u.name AS author_name, n.body, n.created_at
       FROM service_ticket_notes n JOIN staff_users u ON u.id = n.author_id
       WHERE n.ticket_id = ? ORDER BY n.id`,
      [ticketId],
    );
    return rows.map((row) => ({
      id: String(row.id),
      authorId: row.author_id,
      authorName: row.author_name,
      body: row.body,
      createdAt: toDate(row.created_at),
    }));
  }

  async recordTicketAudit(event: NewTicketAuditEvent): Promise<void> {
    const { sql, params } = auditStatement(event);
    await this.sql.run(sql, params);
  }

  async listTicketAudit(ticketId: string, limit: number): Promise<TicketAuditEvent[]> {
    const rows = await this.sql.all<{
      id: number | string;
      at: DbTime;
      user_id: string | null;
      name: string | null;
      action: TicketAuditAction;
      detail: string | null;
    }>(
      `SELECT a.id, a.at, a.user_id, u.name, a.action, a.detail
       FROM audit_events a LEFT JOIN staff_users u ON u.id = a.user_id
       WHERE a.ticket_id = ? ORDER BY a.id DESC LIMIT ?`,
      [ticketId, limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      at: toDate(row.at),
      userId: row.user_id,
      userName: row.name,
      action: row.action,
      detail: row.detail,
    }));
  }

  async listTickets(filter: TicketListFilter): Promise<TicketSummary[]> {
    const view = VIEWS[filter.view];
    const params: SqlValue[] = filter.view === "mine" ? [filter.engineerId ?? ""] : [];
    return this.summaries(view.where, view.order, params, filter);
  }

  async searchTickets(filter: TicketSearch): Promise<TicketSummary[]> {
    const [where, params] = await ticketSearchCondition(this.sql, filter.search);
    return this.summaries(where, "t.created_at DESC, t.id DESC", params, filter);
  }

  async exportTickets(filter: TicketExportFilter): Promise<StoredTicket[]> {
    const [where, params]: [string, SqlValue[]] = filter.search
      ? await ticketSearchCondition(this.sql, filter.search)
      : [VIEWS[filter.view].where, filter.view === "mine" ? [filter.engineerId ?? ""] : []];
    const conditions = ["NOT t.flagged", where];
    if (filter.before) {
      conditions.push("(t.created_at < ? OR (t.created_at = ? AND t.id < ?))");
      params.push(filter.before.createdAt, filter.before.createdAt, filter.before.id);
    }
    const rows = await this.sql.all<TicketRow>(
      `${TICKET_SELECT} WHERE ${conditions.join(" AND ")} ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
      [...params, filter.limit],
    );
    const ids = rows.map((row) => row.id);
    const [steps, pauses] = await Promise.all([this.stepsOf(ids), this.pausesOf(ids)]);
    return rows.map((row) => toStoredTicket(row, steps.get(row.id) ?? [], pauses.get(row.id) ?? []));
  }

  /** A page of the list's cards: tickets matching `where` in `order`. */
  private async summaries(
    where: string,
    order: string,
    params: readonly SqlValue[],
    page: { offset: number; limit: number },
  ): Promise<TicketSummary[]> {
    const rows = await this.sql.all<SummaryRow>(
      `SELECT t.id, t.number, t.problem, t.step, t.data, t.created_at, t.completed_at, t.due_at,
         t.paused_at, t.on_site_at, t.met_target, t.engineer_id, u.name AS engineer_name,
         u.disabled_at AS engineer_disabled_at, t.planned_visit_at, t.consent_withdrawn_at
       FROM service_tickets t LEFT JOIN staff_users u ON u.id = t.engineer_id
       WHERE NOT t.flagged AND ${where}
       ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, page.limit, page.offset],
    );
    const pauses = await this.pausesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      problem: row.problem,
      step: row.step,
      building: customerField(row.data, "building"),
      city: customerField(row.data, "city"),
      createdAt: toDate(row.created_at),
      completedAt: toDateOrNull(row.completed_at),
      dueAt: toDateOrNull(row.due_at),
      pausedAt: toDateOrNull(row.paused_at),
      onSiteAt: toDateOrNull(row.on_site_at),
      metTarget: row.met_target === null ? null : Boolean(row.met_target),
      engineer: row.engineer_id
        ? { id: row.engineer_id, name: row.engineer_name ?? "", disabled: row.engineer_disabled_at !== null }
        : null,
      plannedVisitAt: toDateOrNull(row.planned_visit_at),
      pauses: pauses.get(row.id) ?? [],
      consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
    }));
  }

  /** The steps of the exported tickets, in one query. */
  private async stepsOf(ids: readonly string[]): Promise<Map<string, TicketStep[]>> {
    const byTicket = new Map<string, TicketStep[]>();
    if (ids.length === 0) return byTicket;
    const rows = await this.sql.all<{ ticket_id: string; step: string; at: DbTime; user_id: string | null }>(
      `SELECT ticket_id, step, at, user_id FROM service_ticket_steps
       WHERE ticket_id IN (${ids.map(() => "?").join(", ")}) ORDER BY at, id`,
      ids,
    );
    for (const row of rows) {
      const list = byTicket.get(row.ticket_id) ?? [];
      list.push({ step: row.step, at: toDate(row.at), userId: row.user_id });
      byTicket.set(row.ticket_id, list);
    }
    return byTicket;
  }

  /** The pauses of the listed tickets, in one query. */
  private async pausesOf(ids: readonly string[]): Promise<Map<string, TicketPause[]>> {
    const byTicket = new Map<string, TicketPause[]>();
    if (ids.length === 0) return byTicket;
    const rows = await this.sql.all<{
      ticket_id: string;
      started_at: DbTime;
      ended_at: DbTime | null;
      reason: string;
    }>(
      `SELECT ticket_id, started_at, ended_at, reason FROM service_ticket_pauses
       WHERE ticket_id IN (${ids.map(() => "?").join(", ")}) ORDER BY id`,
      ids,
    );
    for (const row of rows) {
      const list = byTicket.get(row.ticket_id) ?? [];
      list.push({
        startedAt: toDate(row.started_at),
        endedAt: toDateOrNull(row.ended_at),
        reason: row.reason,
      });
      byTicket.set(row.ticket_id, list);
    }
    return byTicket;
  }

  async countTickets(engineerId: string, now: Date): Promise<TicketCounts> {
    const row = await this.sql.get<Record<keyof TicketCounts, DbCount | null>>(TICKET_COUNTS, [
      now,
      engineerId,
    ]);
    return {
      open: toCount(row?.open),
      paused: toCount(row?.paused),
      overdue: toCount(row?.overdue),
      mine: toCount(row?.mine),
      completed: toCount(row?.completed),
    };
  }

  async targetResults(from: Date, to: Date, now: Date): Promise<TargetResults> {
    const row = await this.sql.get<Record<keyof TargetResults, DbCount | null>>(
      `SELECT count(*) AS reported,
         sum(CASE WHEN met_target THEN 1 ELSE 0 END) AS met,
         sum(CASE WHEN NOT met_target OR (on_site_at IS NULL AND due_at <= ?) THEN 1 ELSE 0 END) AS missed
       FROM service_tickets WHERE NOT flagged AND created_at >= ? AND created_at < ?`,
      [now, from, to],
    );
    const [reported, met, missed] = [toCount(row?.reported), toCount(row?.met), toCount(row?.missed)];
    return { reported, met, missed, running: reported - met - missed };
  }
}
