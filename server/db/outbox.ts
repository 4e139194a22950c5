/**
 * The notification outbox, written once for both databases: every email of a lead, a service
 * ticket or a privacy request is queued in the transaction that stores its record, then claimed,
 * sent and marked by the outbox worker (server/leads/outbox-worker.ts).
 */
import { reference } from "../leads/notifications.ts";
import { fromJson, toCount } from "./rows.ts";
import { marks, run, type SqlExecutor, type Step } from "./sql.ts";

/** An email as queued in the outbox (rendered at enqueue time, so the worker only sends). */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxRecipient = "company" | "visitor";

export interface NewOutboxMessage {
  recipient: OutboxRecipient;
  message: MailMessage;
}

/**
 * The record an outbox message belongs to: exactly one of a lead, a service ticket and a privacy
 * request (the outbox's CHECK, migration 9). Deleting the record deletes its messages.
 */
export interface OutboxOwner {
  leadId: string | null;
  ticketId: string | null;
  privacyRequestId: string | null;
}

export interface OutboxItem extends OutboxOwner {
  id: string;
  recipient: OutboxRecipient;
  message: MailMessage;
  /** Attempts including the current one. */
  attempts: number;
}

export interface OutboxStats {
  pending: number;
  sent: number;
  dead: number;
}

/** Where one notification of a lead stands (for operators: `npm run leads -- list`). */
export interface OutboxEntry {
  leadId: string;
  recipient: OutboxRecipient;
  status: "pending" | "sent" | "dead";
  /** Attempts made so far (a pending message with attempts > 0 failed and waits for its retry). */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

/**
 * An email not sent yet (queued, or given up), with what it belongs to, for an operator to read
 * (`npm run leads -- mail`): without SMTP it is where a visitor's personal link can be read.
 */
export interface UnsentMail extends OutboxOwner {
  id: string;
  owner: { kind: "lead" | "service ticket" | "privacy request"; reference: string };
  recipient: OutboxRecipient;
  status: "pending" | "dead";
  attempts: number;
  message: MailMessage;
}

/**
 * Outbox rows of a record's emails, due at once: a lead's, a ticket's, a privacy request's, an
 * erasure's confirmation. `owner` names the one record they belong to (`{ ticketId }`, …).
 */
export function queueMail(owner: Partial<OutboxOwner>, mail: readonly NewOutboxMessage[], at: Date): Step[] {
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

/**
 * An email of a lead, ticket or privacy request whose data was erased (the erasure's confirmation)
 * keeps its content only until it is sent or given up: then the address and text are replaced by this.
 */
const ERASED_MESSAGE = JSON.stringify({ to: "", subject: "(erased)", text: "" });
const OF_ERASED_RECORD = `(EXISTS (SELECT 1 FROM leads WHERE leads.id = outbox.lead_id AND leads.erased_at IS NOT NULL)
  OR EXISTS (SELECT 1 FROM service_tickets t WHERE t.id = outbox.ticket_id AND t.erased_at IS NOT NULL)
  OR EXISTS (SELECT 1 FROM privacy_requests p WHERE p.id = outbox.privacy_request_id AND p.erased_at IS NOT NULL))`;

interface OutboxRow {
  id: number | string;
  lead_id: string | null;
  ticket_id: string | null;
  privacy_request_id: string | null;
  recipient: string;
  message: string | MailMessage;
  attempts: number;
}

export function toOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: String(row.id),
    leadId: row.lead_id,
    ticketId: row.ticket_id,
    privacyRequestId: row.privacy_request_id,
    recipient: row.recipient as OutboxRecipient,
    message: fromJson(row.message),
    attempts: row.attempts,
  };
}

/** An outbox row as both databases return it (SQLite gives the time as ISO text). */
interface OutboxEntryRow {
  lead_id: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
}

function toOutboxEntry(row: OutboxEntryRow): OutboxEntry {
  return {
    leadId: row.lead_id,
    recipient: row.recipient as OutboxRecipient,
    status: row.status as OutboxEntry["status"],
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
  };
}

const OUTBOX_ENTRY_COLUMNS = "lead_id, recipient, status, attempts, last_error, next_attempt_at";

export class OutboxStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Claims up to `limit` due messages for `leaseMs` (other workers skip them meanwhile) and counts
   * the attempt. PostgreSQL reads the time of the database (replicas agree on it) and skips rows
   * another replica is claiming; SQLite's writes take turns anyway.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const postgres = this.sql.dialect === "postgres";
    const now = new Date();
    const [until, due] = postgres ? ["now() + ? * interval '1 millisecond'", "now()"] : ["?", "?"];
    const rows = await this.sql.all<OutboxRow>(
      `UPDATE outbox SET claimed_until = ${until}, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= ${due} AND (claimed_until IS NULL OR claimed_until <= ${due})
         ORDER BY next_attempt_at, id
         LIMIT ?${postgres ? " FOR UPDATE SKIP LOCKED" : ""}
       )
       RETURNING id, lead_id, ticket_id, privacy_request_id, recipient, message, attempts`,
      postgres ? [leaseMs, limit] : [new Date(now.getTime() + leaseMs), now, now, limit],
    );
    return rows.map(toOutboxItem);
  }

  /** Whether a message belongs to an erased record: its content is erased as it is done with. */
  private async ofErasedRecord(id: string): Promise<boolean> {
    return (
      (await this.sql.get(`SELECT 1 AS erased FROM outbox WHERE id = ? AND ${OF_ERASED_RECORD}`, [
        Number(id),
      ])) !== undefined
    );
  }

  async markSent(id: string): Promise<void> {
    const erased = await this.ofErasedRecord(id);
    await this.sql.run(
      `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL,
         message = CASE WHEN ${OF_ERASED_RECORD} THEN ? ELSE message END
       WHERE id = ?`,
      [new Date(), ERASED_MESSAGE, Number(id)],
    );
    if (erased) await this.sql.forgetDeleted();
  }

  /** Gives a claimed message back unsent (the attempt does not count); due again at once. */
  async release(id: string): Promise<void> {
    await this.sql.run(
      `UPDATE outbox SET claimed_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
       WHERE id = ? AND status = 'pending'`,
      [Number(id)],
    );
  }

  /**
   * Records a failed attempt: retry at `retryAt`, or give up (status "dead") when it is null.
   * `remaining` replaces the queued message when the SMTP server took it for some recipients.
   */
  async markFailed(id: string, error: string, retryAt: Date | null, remaining?: MailMessage): Promise<void> {
    const message = remaining ? JSON.stringify(remaining) : null;
    await this.sql.run(
      retryAt
        ? `UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL, last_error = ?,
             message = COALESCE(?, message) WHERE id = ?`
        : `UPDATE outbox SET status = 'dead', claimed_until = NULL,
             last_error = CASE WHEN ${OF_ERASED_RECORD} THEN NULL ELSE ? END,
             message = CASE WHEN ${OF_ERASED_RECORD} THEN ? ELSE COALESCE(?, message) END
           WHERE id = ?`,
      retryAt
        ? [retryAt, error.slice(0, 1000), message, Number(id)]
        : [error.slice(0, 1000), ERASED_MESSAGE, message, Number(id)],
    );
    if (!retryAt && (await this.ofErasedRecord(id))) await this.sql.forgetDeleted();
  }

  async stats(): Promise<OutboxStats> {
    const rows = await this.sql.all<{ status: string; n: number | string }>(
      "SELECT status, count(*) AS n FROM outbox GROUP BY status",
    );
    const stats: OutboxStats = { pending: 0, sent: 0, dead: 0 };
    for (const row of rows) {
      if (row.status === "pending" || row.status === "sent" || row.status === "dead")
        stats[row.status] = toCount(row.n);
    }
    return stats;
  }

  /** The notifications of these leads, in no particular order. */
  async forLeads(leadIds: readonly string[]): Promise<OutboxEntry[]> {
    if (leadIds.length === 0) return [];
    const rows = await this.sql.all<OutboxEntryRow>(
      `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox WHERE lead_id IN (${marks(leadIds)})`,
      [...leadIds],
    );
    return rows.map(toOutboxEntry);
  }

  /**
   * The emails not sent yet of a lead or privacy request (its id, or the reference its emails and
   * the inbox show: the id's first 8 characters) or of a service ticket (its number), oldest first.
   */
  async unsent(owner: string): Promise<UnsentMail[]> {
    const given = owner.trim();
    // A reference is hex digits (and the id's dashes), so it cannot carry a LIKE wildcard.
    const idPrefix = /^[0-9a-f]{8}[0-9a-f-]{0,28}$/i.test(given) ? `${given.toLowerCase()}%` : null;
    const rows = await this.sql.all<
      OutboxRow & { status: UnsentMail["status"]; ticket_number: string | null }
    >(
      `SELECT o.id, o.recipient, o.status, o.attempts, o.message, o.lead_id, o.ticket_id, o.privacy_request_id,
              t.number AS ticket_number
       FROM outbox o LEFT JOIN service_tickets t ON t.id = o.ticket_id
       WHERE o.status <> 'sent' AND (o.lead_id LIKE ? OR o.privacy_request_id LIKE ? OR t.number = ?)
       ORDER BY o.id`,
      [idPrefix, idPrefix, given.toUpperCase()],
    );
    return rows.map((row) => ({
      ...toOutboxItem(row),
      status: row.status,
      owner: row.lead_id
        ? { kind: "lead", reference: reference(row.lead_id) }
        : row.privacy_request_id
          ? { kind: "privacy request", reference: reference(row.privacy_request_id) }
          : { kind: "service ticket", reference: row.ticket_number ?? "" },
    }));
  }
}
