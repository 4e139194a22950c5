/**
 * The service desk's tickets, written once for both databases: storing one and its changes are
 * conversations (ticket-steps.ts); the reads and simple writes of the inbox's ticket work are plain
 * queries and batches here.
 */

import { company } from "../../content/company.ts";
import { type ClockSettings, clockSettings } from "../../content/service-clock.ts";
import type { ServiceProblem } from "../../contracts/service/fields.ts";
import type { NewOutboxMessage } from "./outbox.ts";
import { type DbCount, type DbTime, fromJson, toCount, toDate, toDateOrNull } from "./rows.ts";
import { conditions, marks, run, type SqlExecutor, type SqlValue } from "./sql.ts";
import { auditStatement, readNotes, type StaffNote } from "./staff.ts";
import { type SearchIndex, searchCondition, searchTerm } from "./text-search.ts";
import { insertTicketSteps, moveTicketSteps, pauseTicketSteps, resumeTicketSteps } from "./ticket-steps.ts";
import type {
  NewTicket,
  NewTicketAuditEvent,
  StoredTicket,
  TargetResults,
  TicketAuditAction,
  TicketAuditEvent,
  TicketChange,
  TicketCounts,
  TicketExportFilter,
  TicketInsertOptions,
  TicketInsertResult,
  TicketListFilter,
  TicketPause,
  TicketSearch,
  TicketStep,
  TicketSummary,
} from "./tickets.ts";

interface TicketRow {
  id: string;
  number: string;
  token_hash: string;
  problem: string;
  data: string | Record<string, unknown>;
  locale: string;
  step: string;
  created_at: DbTime;
  completed_at: DbTime | null;
  engineer_id: string | null;
  engineer_name: string | null;
  engineer_disabled_at: DbTime | null;
  planned_visit_at: DbTime | null;
  source_page: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  flagged: number | boolean;
  idempotency_key: string | null;
  privacy_token_hash: string | null;
  consent_withdrawn_at: DbTime | null;
  erased_at: DbTime | null;
  on_site_at: DbTime | null;
  met_target: number | boolean | null;
  paused_at: DbTime | null;
  notice_version: string | null;
  notice_at: DbTime | null;
}

const TICKET_SELECT = `SELECT t.*, u.name AS engineer_name, u.disabled_at AS engineer_disabled_at FROM service_tickets t
  LEFT JOIN staff_users u ON u.id = t.engineer_id`;

/** The engineer a ticket's row names, read with TICKET_SELECT's join. */
const engineerOf = (row: Pick<TicketRow, "engineer_id" | "engineer_name" | "engineer_disabled_at">) =>
  row.engineer_id
    ? { id: row.engineer_id, name: row.engineer_name ?? "", disabled: row.engineer_disabled_at !== null }
    : null;

/** A ticket's row with its steps and pauses, as the repository gives it. */
function toStoredTicket(row: TicketRow, steps: TicketStep[], pauses: TicketPause[]): StoredTicket {
  return {
    id: row.id,
    number: row.number,
    tokenHash: row.token_hash,
    // An erased ticket's data is empty but for what it was about, which is kept in its own column.
    data: {
      ...fromJson<Record<string, unknown>>(row.data as string),
      problem: row.problem,
    } as StoredTicket["data"],
    locale: row.locale as StoredTicket["locale"],
    step: row.step,
    createdAt: toDate(row.created_at),
    completedAt: toDateOrNull(row.completed_at),
    engineer: engineerOf(row),
    plannedVisitAt: toDateOrNull(row.planned_visit_at),
    sourcePage: row.source_page,
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    flagged: Boolean(row.flagged),
    idempotencyKey: row.idempotency_key,
    onSiteAt: toDateOrNull(row.on_site_at),
    metTarget: row.met_target === null ? null : Boolean(row.met_target),
    pausedAt: toDateOrNull(row.paused_at),
    privacyTokenHash: row.privacy_token_hash,
    consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
    erasedAt: toDateOrNull(row.erased_at),
    noticeVersion: row.notice_version,
    noticeAt: toDateOrNull(row.notice_at),
    steps,
    pauses,
  };
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

/** The open tickets' order: those with a due time first, by it; then the paused ones; then the rest. */
const OPEN_ORDER = `CASE WHEN t.due_at IS NOT NULL THEN 0 WHEN t.paused_at IS NOT NULL THEN 1 ELSE 2 END,
      t.due_at, t.created_at, t.id`;

/** Each view's condition and order (TicketView in tickets.ts). */
const VIEWS = {
  open: { where: "t.completed_at IS NULL", order: OPEN_ORDER },
  mine: { where: "t.completed_at IS NULL AND t.engineer_id = ?", order: OPEN_ORDER },
  paused: { where: "t.completed_at IS NULL AND t.paused_at IS NOT NULL", order: "t.paused_at, t.id" },
  completed: {
    where: "t.completed_at IS NOT NULL",
    order: "t.completed_at DESC, t.created_at DESC, t.id DESC",
  },
} as const;

/** A view's condition and its values (the engineer of "mine"). */
const viewCondition = (filter: Pick<TicketListFilter, "view" | "engineerId">): [string, SqlValue[]] => [
  VIEWS[filter.view].where,
  filter.view === "mine" ? [filter.engineerId ?? ""] : [],
];

/** The tickets' search text (migration 13): the number and the customer's name, mobile, building, city. */
const TICKET_SEARCH: SearchIndex = { table: "service_tickets", row: "t", entries: "ticket_search" };

/**
 * A search's condition (TicketSearch in tickets.ts): the text as typed and, when it looks like a
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

/** The service desk's clock as it stands when asked (the server's: the hours the company published). */
export type TicketClock = () => ClockSettings;

/** The working hours of content/company.ts: the clock of a repository opened without the server's (scripts, tests). */
const REPOSITORY_CLOCK = clockSettings(company.hours);

export class TicketStore {
  constructor(
    private readonly sql: SqlExecutor,
    /** What a ticket's due time and whether it met its target are counted on. */
    private readonly clock: TicketClock = () => REPOSITORY_CLOCK,
  ) {}

  /**
   * A ticket and its first step (ticket-steps.ts decides) in one transaction, durably committed
   * when it resolves. One sender's tickets take turns, so the rate limit counts the other's
   * committed ticket and a repeated Idempotency-Key finds the first.
   */
  insert(ticket: NewTicket, options: TicketInsertOptions = {}): Promise<TicketInsertResult> {
    return this.sql.converse(
      insertTicketSteps(ticket, options, this.clock()),
      ticket.ipHash === null ? undefined : `service:${ticket.ipHash}`,
    );
  }

  get(id: string): Promise<StoredTicket | undefined> {
    return this.read("id", id);
  }

  findByTokenHash(tokenHash: string): Promise<StoredTicket | undefined> {
    return this.read("token_hash", tokenHash);
  }

  /** A ticket with its steps and pauses, by id or by the hash of its tracking token. */
  private async read(by: "id" | "token_hash", value: string): Promise<StoredTicket | undefined> {
    const row = await this.sql.get<TicketRow>(`${TICKET_SELECT} WHERE t.${by} = ?`, [value]);
    if (!row) return undefined;
    const [steps, pauses] = await Promise.all([this.stepsOf([row.id]), this.pausesOf([row.id])]);
    return toStoredTicket(row, steps.get(row.id) ?? [], pauses.get(row.id) ?? []);
  }

  /**
   * Moves a ticket from step `from` to step `to` and records who did it and when (its step row and
   * an audit event); the last step completes it. Reaching "Site Visit & Meet" (or a later step)
   * the first time records whether the response target was met; a pause still open ends with the
   * move. All in one transaction that holds the ticket's row. False (nothing changed) when the
   * ticket is no longer at `from`: of two people moving the same ticket at once, the second sees
   * the first's move. `mail` (the customer's email of this step: server/service/ticket-mail.ts) is
   * queued in the same transaction, only when the move is made.
   */
  move(
    id: string,
    from: string,
    to: string,
    userId: string | null,
    at: Date,
    mail: readonly NewOutboxMessage[] = [],
  ): Promise<boolean> {
    return this.sql.converse(moveTicketSteps(this.clock(), id, from, to, userId, at, mail));
  }

  /**
   * Stops the response clock (waiting for parts or for the client), with an audit event. False
   * when it cannot stand still: already paused, completed, or the engineer reached the site.
   */
  pause(...pause: Parameters<typeof pauseTicketSteps>): Promise<boolean> {
    return this.sql.converse(pauseTicketSteps(...pause));
  }

  /** Restarts a paused ticket's clock (its due time moves on by the pause), with an audit event; false when not paused. */
  resume(id: string, userId: string, at: Date): Promise<boolean> {
    return this.sql.converse(resumeTicketSteps(this.clock(), id, userId, at));
  }

  /** Sets (or clears, with null) a ticket's engineer and planned visit. */
  async assign(id: string, engineerId: string | null, plannedVisitAt: Date | null): Promise<void> {
    await this.sql.run("UPDATE service_tickets SET engineer_id = ?, planned_visit_at = ? WHERE id = ?", [
      engineerId,
      plannedVisitAt,
      id,
    ]);
  }

  /** How many tracking links this sender asked for since `since` that matched no ticket. */
  async countTrackMisses(ipHash: string, since: Date): Promise<number> {
    const row = await this.sql.get<{ n: DbCount }>(
      "SELECT count(*) AS n FROM service_track_misses WHERE ip_hash = ? AND at >= ?",
      [ipHash, since],
    );
    return toCount(row?.n);
  }

  /** Records a tracking link that matched no ticket, and forgets this sender's misses before `forgetBefore`. */
  async recordTrackMiss(ipHash: string, at: Date, forgetBefore: Date): Promise<void> {
    await this.sql.batch([
      run("DELETE FROM service_track_misses WHERE ip_hash = ? AND at < ?", [ipHash, forgetBefore]),
      run("INSERT INTO service_track_misses (ip_hash, at) VALUES (?, ?)", [ipHash, at]),
    ]);
  }

  /** Changes engineer and/or planned visit and records the audit events, in one transaction. */
  async update(id: string, change: TicketChange, events: readonly NewTicketAuditEvent[]) {
    const changed = (["engineerId", "plannedVisitAt"] as const).filter((name) => name in change);
    const sets = changed.map((name) => (name === "engineerId" ? "engineer_id = ?" : "planned_visit_at = ?"));
    const values = changed.map((name) => change[name] ?? null);
    const updates =
      sets.length > 0
        ? [run(`UPDATE service_tickets SET ${sets.join(", ")} WHERE id = ?`, [...values, id])]
        : [];
    await this.sql.batch([...updates, ...events.map(auditStatement)]);
  }

  async addNote(ticketId: string, authorId: string, body: string, at: Date): Promise<void> {
    const ticket = await this.sql.get<{ number: string }>("SELECT number FROM service_tickets WHERE id = ?", [
      ticketId,
    ]);
    await this.sql.batch([
      run("INSERT INTO service_ticket_notes (ticket_id, author_id, body, created_at) VALUES (?, ?, ?, ?)", [
        ticketId,
        authorId,
        body,
        at,
      ]),
      auditStatement({
        at,
        userId: authorId,
        action: "ticket-note",
        ticketId,
        detail: ticket?.number ?? null,
      }),
    ]);
  }

  /** Oldest first. */
  listNotes(ticketId: string): Promise<StaffNote[]> {
    return readNotes(this.sql, "service_ticket_notes", "ticket_id", ticketId);
  }

  async recordAudit(event: NewTicketAuditEvent): Promise<void> {
    await this.sql.batch([auditStatement(event)]);
  }

  /** Newest first. */
  async listAudit(ticketId: string, limit: number): Promise<TicketAuditEvent[]> {
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

  /** One page of the inbox's ticket list (flagged tickets never appear); see TicketView for the order. */
  async list(filter: TicketListFilter): Promise<TicketSummary[]> {
    return this.summaries(...viewCondition(filter), VIEWS[filter.view].order, filter);
  }

  /** One page of the tickets of every view matching a search (TicketSearch), newest first. */
  async search(filter: TicketSearch): Promise<TicketSummary[]> {
    const [where, params] = await ticketSearchCondition(this.sql, filter.search);
    return this.summaries(where, params, "t.created_at DESC, t.id DESC", filter);
  }

  /**
   * Whole tickets (with their steps, for the CSV export) of a view or a search, newest first, read
   * by pages: `before` is the last one of the previous page.
   */
  async export(filter: TicketExportFilter): Promise<StoredTicket[]> {
    const [condition, params] = filter.search
      ? await ticketSearchCondition(this.sql, filter.search)
      : viewCondition(filter);
    const where = conditions("NOT t.flagged");
    where.add(condition, ...params);
    const { before } = filter;
    if (before)
      where.add(
        "(t.created_at < ? OR (t.created_at = ? AND t.id < ?))",
        before.createdAt,
        before.createdAt,
        before.id,
      );
    const rows = await this.sql.all<TicketRow>(
      `${TICKET_SELECT}${where.where()} ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
      [...where.params, filter.limit],
    );
    const ids = rows.map((row) => row.id);
    const [steps, pauses] = await Promise.all([this.stepsOf(ids), this.pausesOf(ids)]);
    return rows.map((row) => toStoredTicket(row, steps.get(row.id) ?? [], pauses.get(row.id) ?? []));
  }

  /** A page of the list's cards: tickets matching `where` in `order`. */
  private async summaries(
    where: string,
    params: readonly SqlValue[],
    order: string,
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
      engineer: engineerOf(row),
      plannedVisitAt: toDateOrNull(row.planned_visit_at),
      pauses: pauses.get(row.id) ?? [],
      consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
    }));
  }

  /** The steps of these tickets, in one query. */
  private stepsOf(ids: readonly string[]): Promise<Map<string, TicketStep[]>> {
    return this.byTicket<{ step: string; at: DbTime; user_id: string | null }, TicketStep>(
      "SELECT ticket_id, step, at, user_id FROM service_ticket_steps",
      "at, id",
      ids,
      (row) => ({ step: row.step, at: toDate(row.at), userId: row.user_id }),
    );
  }

  /** The pauses of these tickets, in one query. */
  private pausesOf(ids: readonly string[]): Promise<Map<string, TicketPause[]>> {
    return this.byTicket<{ started_at: DbTime; ended_at: DbTime | null; reason: string }, TicketPause>(
      "SELECT ticket_id, started_at, ended_at, reason FROM service_ticket_pauses",
      "id",
      ids,
      (row) => ({
        startedAt: toDate(row.started_at),
        endedAt: toDateOrNull(row.ended_at),
        reason: row.reason,
      }),
    );
  }

  /** The rows of `select` of these tickets in `order`, each mapped, grouped by ticket. */
  private async byTicket<R, T>(
    select: string,
    order: string,
    ids: readonly string[],
    map: (row: R) => T,
  ): Promise<Map<string, T[]>> {
    const grouped = new Map<string, T[]>();
    if (ids.length === 0) return grouped;
    const rows = await this.sql.all<R & { ticket_id: string }>(
      `${select} WHERE ticket_id IN (${marks(ids)}) ORDER BY ${order}`,
      ids,
    );
    for (const row of rows) grouped.set(row.ticket_id, [...(grouped.get(row.ticket_id) ?? []), map(row)]);
    return grouped;
  }

  /** Open, paused and overdue tickets at `now`, and the open ones of `engineerId`. */
  async count(engineerId: string, now: Date): Promise<TicketCounts> {
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

  /** Of the tickets reported in [from, to): how many met their target, missed it by `now`, are still running. */
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
