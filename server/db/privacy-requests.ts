/**
 * Requests to see, correct or erase one's data, sent with the privacy page's form, written once
 * for both databases. Storing one is a short conversation inside one durable transaction (is the
 * key known? how many recent requests from this sender?), written as a generator of statements that
 * SQLite runs inside its group commit and PostgreSQL on one client, as the service desk's tickets
 * are (ticket-steps.ts). The inbox lists them open first by deadline, shows one with the leads of
 * the same email or mobile, and closes it as done or refused; every act is in the audit trail.
 */
import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { Locale } from "../../contracts/locales.ts";
import { isLocale } from "../../contracts/locales.ts";
import type { PrivacyRequestData, PrivacyRequestKind } from "../../contracts/privacy/schema.ts";
import type { InsertOptions } from "./leads.ts";
import { type NewOutboxMessage, queueMail } from "./outbox.ts";
import { type DbBoolean, type DbTime, fromJson, toDate, toDateOrNull } from "./rows.ts";
import { type Conversation, conditions, dataField, earlierOrLimited, run, type SqlExecutor } from "./sql.ts";
import { type AuditAction, auditStatement, type StaffUser } from "./staff.ts";
import { subscriberAddress } from "./subscribers.ts";

export interface NewPrivacyRequest {
  id: string;
  data: PrivacyRequestData;
  /** The language of the page it was sent from: the acknowledgement's. */
  locale: Locale;
  /** The version of the form's privacy notice (server/privacy/notices.ts). */
  noticeVersion: string | null;
  receivedAt: Date;
  /** When it must be answered: received + the config's grievance response days. */
  deadlineAt: Date;
  sourcePage: string | null;
  userAgent: string | null;
  /** Salted sha256 of the client IP; never the raw address. */
  ipHash: string | null;
  /** Honeypot filled: stored, never listed or mailed. */
  flagged: boolean;
  /** Scoped to the sender (its IP hash): a repeat returns the first request. */
  idempotencyKey: string | null;
  /** SHA-256 of the personal link's token in its acknowledgement; null when it mails nobody. */
  privacyTokenHash: string | null;
}

export const PRIVACY_REQUEST_STATUSES = ["open", "done", "refused"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export interface StoredPrivacyRequest {
  id: string;
  request: PrivacyRequestKind;
  name: string;
  mobile: string | null;
  email: string | null;
  correction: string | null;
  message: string | null;
  locale: Locale;
  noticeVersion: string | null;
  receivedAt: Date;
  deadlineAt: Date;
  status: PrivacyRequestStatus;
  closedAt: Date | null;
  closedBy: { id: string; name: string } | null;
  outcomeNote: string | null;
  /** When the person's data, this request's details with it, was erased. */
  erasedAt: Date | null;
  flagged: boolean;
}

export type PrivacyRequestInsertResult =
  | { outcome: "created" | "duplicate"; id: string; receivedAt: Date; deadlineAt: Date }
  | { outcome: "rate_limited" };

/** A lead of the same email or mobile as a request, as its page lists it. */
export interface MatchingLead {
  id: string;
  kind: LeadKind;
  createdAt: Date;
  name: string;
  consentWithdrawnAt: Date | null;
  /** Sent with the request's email; otherwise it shares only the mobile number. */
  sameEmail: boolean;
}

/** A service ticket of the same email or mobile as a request, as its page lists it. */
export interface MatchingTicket {
  id: string;
  number: string;
  problem: string;
  createdAt: Date;
  name: string;
  consentWithdrawnAt: Date | null;
  completedAt: Date | null;
  sameEmail: boolean;
}

/** Another privacy request of the same email or mobile, as a request's page lists it. */
export interface MatchingRequest {
  id: string;
  request: PrivacyRequestKind;
  receivedAt: Date;
  name: string;
  status: PrivacyRequestStatus;
  sameEmail: boolean;
}

/** Every record of a request's person that holds their details: what "see my data" answers with. */
export interface MatchingRecords {
  leads: MatchingLead[];
  tickets: MatchingTicket[];
  requests: MatchingRequest[];
}

export interface RequestAuditEvent {
  at: Date;
  action: AuditAction;
  userName: string | null;
  detail: string | null;
}

const REQUESTS = {
  table: "privacy_requests",
  columns: "id, received_at, deadline_at",
  receivedAt: "received_at",
};

/**
 * In order: the sender's earlier request with this Idempotency-Key, the rate limit, the request and
 * its emails (the acknowledgement and the data contact's notice).
 */
function* insertPrivacyRequestSteps(
  request: NewPrivacyRequest,
  outbox: readonly NewOutboxMessage[],
  options: InsertOptions = {},
): Conversation<PrivacyRequestInsertResult> {
  const earlier = yield* earlierOrLimited(REQUESTS, request, options.rateLimit);
  if (earlier === "rate_limited") return { outcome: earlier };
  if (earlier) {
    const { received_at, deadline_at } = earlier as { received_at: DbTime; deadline_at: DbTime };
    const times = { receivedAt: toDate(received_at), deadlineAt: toDate(deadline_at) };
    return { outcome: "duplicate", id: String(earlier.id), ...times };
  }
  const { data } = request;
  yield run(
    `INSERT INTO privacy_requests (id, request, name, mobile, email, correction, message, locale,
       notice_version, received_at, deadline_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
       privacy_token_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      request.id,
      data.request,
      data.name,
      data.mobileNo || null,
      data.email || null,
      data.correction || null,
      data.message || null,
      request.locale,
      request.noticeVersion,
      request.receivedAt,
      request.deadlineAt,
      request.sourcePage,
      request.userAgent,
      request.ipHash,
      request.flagged,
      request.idempotencyKey,
      request.privacyTokenHash,
    ],
  );
  const mail = request.flagged ? [] : outbox;
  for (const statement of queueMail({ privacyRequestId: request.id }, mail, request.receivedAt))
    yield statement;
  return {
    outcome: "created",
    id: request.id,
    receivedAt: request.receivedAt,
    deadlineAt: request.deadlineAt,
  };
}

interface RequestRow {
  id: string;
  request: string;
  name: string;
  mobile: string | null;
  email: string | null;
  correction: string | null;
  message: string | null;
  locale: string;
  notice_version: string | null;
  received_at: DbTime;
  deadline_at: DbTime;
  status: string;
  closed_at: DbTime | null;
  closed_by: string | null;
  closed_by_name: string | null;
  outcome_note: string | null;
  erased_at: DbTime | null;
  flagged: DbBoolean;
}

const REQUEST_SELECT = `SELECT r.id, r.request, r.name, r.mobile, r.email, r.correction, r.message, r.locale,
    r.notice_version, r.received_at, r.deadline_at, r.status, r.closed_at, r.closed_by, u.name AS closed_by_name,
    r.outcome_note, r.erased_at, r.flagged
  FROM privacy_requests r LEFT JOIN staff_users u ON u.id = r.closed_by`;

function toRequest(row: RequestRow): StoredPrivacyRequest {
  return {
    id: row.id,
    request: row.request as PrivacyRequestKind,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    correction: row.correction,
    message: row.message,
    locale: isLocale(row.locale) ? row.locale : "en",
    noticeVersion: row.notice_version,
    receivedAt: toDate(row.received_at),
    deadlineAt: toDate(row.deadline_at),
    status: row.status as PrivacyRequestStatus,
    closedAt: toDateOrNull(row.closed_at),
    closedBy: row.closed_by ? { id: row.closed_by, name: row.closed_by_name ?? "" } : null,
    outcomeNote: row.outcome_note,
    erasedAt: toDateOrNull(row.erased_at),
    flagged: Boolean(row.flagged),
  };
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** `column` holds this email, compared as the newsletter compares addresses (ASCII letters lower-cased). */
export function sameEmail(dialect: SqlExecutor["dialect"], column: string): string {
  return dialect === "sqlite"
    ? `lower(${column}) = ?`
    : `translate(${column}, '${UPPER}', '${UPPER.toLowerCase()}') = ?`;
}

export class PrivacyRequestStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * In one transaction that has durably committed when this resolves: the sender's
   * Idempotency-Key, the rate limit, the request and its emails. One sender's requests take turns.
   */
  insert(request: NewPrivacyRequest, outbox: readonly NewOutboxMessage[], options: InsertOptions = {}) {
    const turn = request.ipHash === null ? undefined : `privacy:${request.ipHash}`;
    return this.sql.converse(insertPrivacyRequestSteps(request, outbox, options), turn);
  }

  async get(id: string): Promise<StoredPrivacyRequest | undefined> {
    const row = await this.sql.get<RequestRow>(`${REQUEST_SELECT} WHERE r.id = ? AND NOT r.flagged`, [id]);
    return row && toRequest(row);
  }

  /** Open requests first, the nearest deadline first; then closed ones, the latest closed first. */
  async list(limit = 200): Promise<StoredPrivacyRequest[]> {
    const rows = await this.sql.all<RequestRow>(
      `${REQUEST_SELECT} WHERE NOT r.flagged
       ORDER BY CASE WHEN r.status = 'open' THEN 0 ELSE 1 END,
         CASE WHEN r.status = 'open' THEN r.deadline_at END, r.closed_at DESC, r.id
       LIMIT ?`,
      [limit],
    );
    return rows.map(toRequest);
  }

  /**
   * Every unerased record sent with the request's email (compared as the newsletter does) or
   * mobile, newest first: leads, service tickets and the person's other privacy requests. Each
   * says whether it shares the email, or only the mobile number (anyone can type a number).
   */
  async matchingRecords(
    request: Pick<StoredPrivacyRequest, "id" | "email" | "mobile">,
  ): Promise<MatchingRecords> {
    const { dialect } = this.sql;
    const address = request.email === null ? null : subscriberAddress(request.email);
    /** One table's records of the person, by its email and mobile columns. */
    const person = (email: string, mobile: string) => {
      const either = conditions();
      if (address !== null) either.add(sameEmail(dialect, email), address);
      if (request.mobile) either.add(`${mobile} = ?`, request.mobile);
      return either;
    };
    const isSameEmail = (email: unknown) =>
      address !== null && typeof email === "string" && subscriberAddress(email) === address;
    const inData = person(dataField(dialect, "email"), dataField(dialect, "mobileNo"));
    const inColumns = person("email", "mobile");
    if (!inData.any()) return { leads: [], tickets: [], requests: [] };
    type DataRow = { id: string; created_at: DbTime; data: string | Record<string, unknown> };
    const [leadRows, ticketRows, requestRows] = await Promise.all([
      this.sql.all<DataRow & { kind: string; consent_withdrawn_at: DbTime | null }>(
        `SELECT id, kind, created_at, data, consent_withdrawn_at FROM leads
         WHERE NOT flagged AND erased_at IS NULL AND ${inData.any()}
         ORDER BY created_at DESC, id LIMIT 100`,
        inData.params,
      ),
      this.sql.all<
        DataRow & { number: string; consent_withdrawn_at: DbTime | null; completed_at: DbTime | null }
      >(
        `SELECT id, number, created_at, data, consent_withdrawn_at, completed_at FROM service_tickets
         WHERE NOT flagged AND erased_at IS NULL AND ${inData.any()}
         ORDER BY created_at DESC, id LIMIT 100`,
        inData.params,
      ),
      this.sql.all<{
        id: string;
        request: string;
        received_at: DbTime;
        name: string;
        status: string;
        email: string | null;
      }>(
        `SELECT id, request, received_at, name, status, email FROM privacy_requests
         WHERE NOT flagged AND erased_at IS NULL AND id <> ? AND ${inColumns.any()}
         ORDER BY received_at DESC, id LIMIT 100`,
        [request.id, ...inColumns.params],
      ),
    ]);
    const fields = (row: DataRow) => fromJson<Record<string, unknown>>(row.data);
    const nameOf = (data: Record<string, unknown>) => (typeof data.name === "string" ? data.name : "");
    return {
      leads: leadRows.map((row) => {
        const data = fields(row);
        return {
          id: row.id,
          kind: row.kind as LeadKind,
          createdAt: toDate(row.created_at),
          name: nameOf(data),
          consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
          sameEmail: isSameEmail(data.email),
        };
      }),
      tickets: ticketRows.map((row) => {
        const data = fields(row);
        return {
          id: row.id,
          number: row.number,
          problem: typeof data.problem === "string" ? data.problem : "",
          createdAt: toDate(row.created_at),
          name: nameOf(data),
          consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
          completedAt: toDateOrNull(row.completed_at),
          sameEmail: isSameEmail(data.email),
        };
      }),
      requests: requestRows.map((row) => ({
        id: row.id,
        request: row.request as PrivacyRequestKind,
        receivedAt: toDate(row.received_at),
        name: row.name,
        status: row.status as PrivacyRequestStatus,
        sameEmail: isSameEmail(row.email),
      })),
    };
  }

  /**
   * The email an erasure queued for the request's person (the confirmation: the erasure deleted
   * the request's other emails), as the outbox holds it: its state and address (erased once sent).
   */
  async confirmation(id: string): Promise<{ status: "pending" | "sent" | "dead"; to: string } | undefined> {
    const row = await this.sql.get<{ status: string; message: string | Record<string, unknown> }>(
      `SELECT status, message FROM outbox WHERE privacy_request_id = ? AND recipient = 'visitor'
       ORDER BY id DESC LIMIT 1`,
      [id],
    );
    if (!row) return undefined;
    const to = fromJson<{ to?: unknown }>(row.message).to;
    const status = row.status === "sent" || row.status === "dead" ? row.status : "pending";
    return { status, to: typeof to === "string" ? to : "" };
  }

  /** Records that a staff member opened the request. */
  async recordView(id: string, user: StaffUser, at: Date): Promise<void> {
    await this.sql.batch([auditStatement({ at, userId: user.id, action: "request-view", requestId: id })]);
  }

  /**
   * Closes an open request as done or refused, with the staff member's note, and audits it. False
   * when it was no longer open (of two people closing it at once, the second changes nothing).
   */
  async close(
    id: string,
    status: Exclude<PrivacyRequestStatus, "open">,
    note: string,
    user: StaffUser,
    at: Date,
  ): Promise<boolean> {
    const [changed] = await this.sql.batch([
      {
        sql: `UPDATE privacy_requests SET status = ?, closed_at = ?, closed_by = ?, outcome_note = ?
              WHERE id = ? AND status = 'open'`,
        params: [status, at, user.id, note, id],
      },
      {
        // Only when this update closed it: the record is read from the row it just wrote.
        sql: `INSERT INTO audit_events (at, user_id, action, privacy_request_id, detail)
              SELECT closed_at, closed_by, ?, id, outcome_note FROM privacy_requests
              WHERE id = ? AND closed_at = ? AND closed_by = ?`,
        params: [status === "done" ? "request-done" : "request-refused", id, at, user.id],
      },
    ]);
    return changed === 1;
  }

  /** The request's audit trail, oldest first. */
  async audit(id: string): Promise<RequestAuditEvent[]> {
    const rows = await this.sql.all<{
      at: DbTime;
      action: string;
      name: string | null;
      detail: string | null;
    }>(
      `SELECT a.at, a.action, u.name, a.detail FROM audit_events a LEFT JOIN staff_users u ON u.id = a.user_id
       WHERE a.privacy_request_id = ? ORDER BY a.id`,
      [id],
    );
    return rows.map((row) => ({
      at: toDate(row.at),
      action: row.action as AuditAction,
      userName: row.name,
      detail: row.detail,
    }));
  }
}
