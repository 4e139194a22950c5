/**
 * The service desk's SQL, written once for both databases. Storing a ticket is a short
 * conversation (is the key known? how many recent tickets? which number?) that must run inside one
 * transaction: `insertTicketSteps` is that conversation as a generator of statements, driven
 * synchronously inside SQLite's group commit (sqlite.ts) and with awaits on one PostgreSQL client
 * (postgres.ts), so the decisions are made in one place. Moving a ticket is another such
 * conversation (`moveTicketSteps`, service-desk-store.ts), so its step email is queued only when
 * the move is made.
 */

import { companyYear, dueAt } from "../../content/service-clock.ts";
import { serviceDesk } from "../../content/service-desk.ts";
import { FIRST_STEP, formatTicketNumber } from "../../contracts/service-fields.ts";
import type { NewOutboxMessage, OutboxOwner } from "./repository.ts";
import { type DbTime, fromJson, toDate, toDateOrNull } from "./rows.ts";
import type {
  NewTicket,
  StoredTicket,
  TicketInsertOptions,
  TicketInsertResult,
  TicketPause,
  TicketStep,
} from "./service.ts";
import type { SqlExecutor, SqlValue } from "./sql.ts";

/** One statement of the conversation: `get` answers its first row, `all` `{ rows }`, `run` nothing. */
export interface TicketStatement {
  mode: "get" | "all" | "run";
  sql: string;
  params: readonly SqlValue[];
}

export type Answer = Record<string, unknown> | undefined;

/** A conversation of statements run in one transaction, each answer handed back; T is its result. */
export type Conversation<T> = Generator<TicketStatement, T, Answer>;

const get = (sql: string, params: readonly SqlValue[]): TicketStatement => ({ mode: "get", sql, params });
const run = (sql: string, params: readonly SqlValue[]): TicketStatement => ({ mode: "run", sql, params });

/**
 * In order: the sender's earlier ticket with this Idempotency-Key, the rate limit, the year's next
 * number (a row per year, so concurrent tickets take turns on it), the ticket, its first step and
 * its emails (`options.mail`, given the number).
 */
export function* insertTicketSteps(
  ticket: NewTicket,
  options: TicketInsertOptions = {},
): Conversation<TicketInsertResult> {
  if (ticket.idempotencyKey !== null && ticket.ipHash !== null) {
    const existing = yield get(
      "SELECT id, number, created_at FROM service_tickets WHERE ip_hash = ? AND idempotency_key = ?",
      [ticket.ipHash, ticket.idempotencyKey],
    );
    if (existing) {
      return {
        outcome: "duplicate",
        id: String(existing.id),
        number: String(existing.number),
        createdAt: toDate(existing.created_at as DbTime),
      };
    }
  }
  const limit = options.rateLimit;
  if (limit && ticket.ipHash !== null) {
    const recent = yield get(
      "SELECT count(*) AS n FROM service_tickets WHERE ip_hash = ? AND created_at >= ?",
      [ticket.ipHash, limit.since],
    );
    if (Number(recent?.n ?? 0) >= limit.max) return { outcome: "rate_limited" };
  }
  const year = companyYear(ticket.createdAt);
  const counter = yield get(
    `INSERT INTO service_ticket_numbers (year, last_number) VALUES (?, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = service_ticket_numbers.last_number + 1
     RETURNING last_number`,
    [year],
  );
  const number = formatTicketNumber(year, Number(counter?.last_number));
  const due = dueAt(serviceDesk.responseTargets[ticket.data.problem], ticket.createdAt);
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

/**
 * Outbox rows of a record's emails, due at once: a ticket's, a privacy request's, an erasure's
 * confirmation. `owner` names the one record they belong to (`{ ticketId }`, `{ privacyRequestId }`).
 */
export function queueMail(
  owner: Partial<OutboxOwner>,
  mail: readonly NewOutboxMessage[],
  at: Date,
): TicketStatement[] {
  return mail.map((item) =>
    run(
      `INSERT INTO outbox (lead_id, ticket_id, privacy_request_id, recipient, message, status, attempts,
         next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      [
        owner.leadId ?? null,
        owner.ticketId ?? null,
        owner.privacyRequestId ?? null,
        item.recipient,
        JSON.stringify(item.message),
        at,
        at,
      ],
    ),
  );
}

export interface TicketRow {
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

export const TICKET_SELECT = `SELECT t.*, u.name AS engineer_name, u.disabled_at AS engineer_disabled_at FROM service_tickets t
  LEFT JOIN staff_users u ON u.id = t.engineer_id`;

/** A ticket with its steps and pauses, by id or by the hash of its tracking token. */
export async function readTicket(
  sql: SqlExecutor,
  by: "id" | "token_hash",
  value: string,
): Promise<StoredTicket | undefined> {
  const row = await sql.get<TicketRow>(`${TICKET_SELECT} WHERE t.${by} = ?`, [value]);
  if (!row) return undefined;
  const [steps, pauses] = await Promise.all([
    sql.all<{ step: string; at: DbTime; user_id: string | null }>(
      "SELECT step, at, user_id FROM service_ticket_steps WHERE ticket_id = ? ORDER BY at, id",
      [row.id],
    ),
    sql.all<{ started_at: DbTime; ended_at: DbTime | null; reason: string }>(
      "SELECT started_at, ended_at, reason FROM service_ticket_pauses WHERE ticket_id = ? ORDER BY id",
      [row.id],
    ),
  ]);
  return toStoredTicket(
    row,
    steps.map((step) => ({ step: step.step, at: toDate(step.at), userId: step.user_id })),
    pauses.map((pause) => ({
      startedAt: toDate(pause.started_at),
      endedAt: toDateOrNull(pause.ended_at),
      reason: pause.reason,
    })),
  );
}

/** A ticket's row with its steps and pauses, as the repository gives it. */
export function toStoredTicket(row: TicketRow, steps: TicketStep[], pauses: TicketPause[]): StoredTicket {
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
    engineer: row.engineer_id
      ? { id: row.engineer_id, name: row.engineer_name ?? "", disabled: row.engineer_disabled_at !== null }
      : null,
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
