/**
 * The part of the lead repository that is the same SQL on both databases, written once over a
 * SqlExecutor. sqlite.ts and postgres.ts add what really differs: opening, migrating, the durable
 * insert and claiming outbox messages.
 */

import { reference } from "../leads/notifications.ts";
import type { InboxRepository } from "./inbox.ts";
import { InboxStore } from "./inbox-store.ts";
import { JobStore } from "./job-store.ts";
import {
  insertPrivacyRequestSteps,
  type NewPrivacyRequest,
  type PrivacyRequestInsertResult,
  PrivacyRequestStore,
} from "./privacy-requests.ts";
import { PrivacyStore } from "./privacy-store.ts";
import type {
  InsertOptions,
  InsertResult,
  LeadFilter,
  LeadKind,
  LeadRepository,
  MailMessage,
  NewLead,
  NewOutboxMessage,
  OutboxEntry,
  OutboxEntryRow,
  OutboxItem,
  OutboxRecipient,
  OutboxStats,
  StoredLead,
  UnsentMail,
} from "./repository.ts";
import { OUTBOX_ENTRY_COLUMNS, senderIdempotencyKey, toOutboxEntry } from "./repository.ts";
import { fromJson, type LeadRow, toCount, toLead } from "./rows.ts";
import type {
  NewTicket,
  NewTicketAuditEvent,
  PauseReason,
  StoredTicket,
  TargetResults,
  TicketAuditEvent,
  TicketChange,
  TicketCounts,
  TicketExportFilter,
  TicketInsertOptions,
  TicketInsertResult,
  TicketListFilter,
  TicketNote,
  TicketSearch,
  TicketSummary,
} from "./service.ts";
import {
  moveTicketSteps,
  pauseTicketSteps,
  resumeTicketSteps,
  ServiceDeskStore,
} from "./service-desk-store.ts";
import { type Conversation, readTicket } from "./service-store.ts";
import type { SqlExecutor, SqlValue } from "./sql.ts";

export abstract class PortableLeadRepository implements LeadRepository {
  abstract readonly driver: "sqlite" | "postgres";
  protected abstract readonly sql: SqlExecutor;
  private inboxStore: InboxStore | undefined;

  get inbox(): InboxRepository {
    this.inboxStore ??= new InboxStore(this.sql);
    return this.inboxStore;
  }

  private jobStore: JobStore | undefined;

  get jobs(): JobStore {
    this.jobStore ??= new JobStore(this.sql);
    return this.jobStore;
  }

  private privacyStore: PrivacyStore | undefined;

  get privacy(): PrivacyStore {
    this.privacyStore ??= new PrivacyStore(this.sql);
    return this.privacyStore;
  }

  private privacyRequestStore: PrivacyRequestStore | undefined;

  get privacyRequests(): PrivacyRequestStore {
    this.privacyRequestStore ??= new PrivacyRequestStore(this.sql);
    return this.privacyRequestStore;
  }

  /** A privacy request and its emails (privacy-requests.ts decides); one sender's requests take turns. */
  insertPrivacyRequest(
    request: NewPrivacyRequest,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<PrivacyRequestInsertResult> {
    return this.converse(
      insertPrivacyRequestSteps(request, outbox, options),
      request.ipHash === null ? undefined : `privacy:${request.ipHash}`,
    );
  }

  abstract migrate(): Promise<void>;
  abstract insertLead(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options?: InsertOptions,
  ): Promise<InsertResult>;
  abstract insertTicket(ticket: NewTicket, options?: TicketInsertOptions): Promise<TicketInsertResult>;
  /**
   * Runs a conversation (service-store.ts) in one durable transaction; conversations of the same
   * `turn` (one sender's, say) take turns, so each sees what the other committed.
   */
  protected abstract converse<T>(steps: Conversation<T>, turn?: string): Promise<T>;
  abstract claimOutbox(limit: number, leaseMs: number): Promise<OutboxItem[]>;
  abstract probeWrite(): Promise<void>;
  abstract close(): Promise<void>;

  async ping(): Promise<void> {
    await this.sql.get("SELECT 1");
  }

  async findByIdempotencyKey(
    kind: LeadKind,
    ipHash: string | null,
    key: string,
  ): Promise<StoredLead | undefined> {
    const row = await this.sql.get<LeadRow>("SELECT * FROM leads WHERE kind = ? AND idempotency_key = ?", [
      kind,
      senderIdempotencyKey(ipHash, key),
    ]);
    return row ? toLead(row) : undefined;
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    const row = await this.sql.get<LeadRow>("SELECT * FROM leads WHERE id = ?", [id]);
    return row ? toLead(row) : undefined;
  }

  async listLeads(filter: LeadFilter = {}): Promise<StoredLead[]> {
    const { where, params } = leadWhere(filter);
    const desc = filter.order === "desc";
    if (filter.after) {
      where.push(desc ? "(created_at, id) < (?, ?)" : "(created_at, id) > (?, ?)");
      params.push(filter.after.createdAt, filter.after.id);
    }
    let sql = "SELECT * FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    sql += desc ? " ORDER BY created_at DESC, id DESC" : " ORDER BY created_at, id";
    if (filter.limit !== undefined) {
      sql += " LIMIT ?";
      params.push(filter.limit);
    }
    return (await this.sql.all<LeadRow>(sql, params)).map(toLead);
  }

  async countLeads(filter: Pick<LeadFilter, "kind" | "since"> = {}): Promise<number> {
    const { where, params } = leadWhere(filter);
    let sql = "SELECT count(*) AS n FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    return toCount((await this.sql.get<{ n: number | string }>(sql, params))?.n);
  }

  getTicket(id: string): Promise<StoredTicket | undefined> {
    return readTicket(this.sql, "id", id);
  }

  findTicketByTokenHash(tokenHash: string): Promise<StoredTicket | undefined> {
    return readTicket(this.sql, "token_hash", tokenHash);
  }

  moveTicket(
    id: string,
    from: string,
    to: string,
    userId: string | null,
    at: Date,
    mail: readonly NewOutboxMessage[] = [],
  ): Promise<boolean> {
    return this.converse(moveTicketSteps(id, from, to, userId, at, mail));
  }

  pauseTicket(id: string, reason: PauseReason, userId: string, at: Date): Promise<boolean> {
    return this.converse(pauseTicketSteps(id, reason, userId, at));
  }

  resumeTicket(id: string, userId: string, at: Date): Promise<boolean> {
    return this.converse(resumeTicketSteps(id, userId, at));
  }

  private deskStore: ServiceDeskStore | undefined;

  private get desk(): ServiceDeskStore {
    this.deskStore ??= new ServiceDeskStore(this.sql);
    return this.deskStore;
  }

  updateTicket(id: string, change: TicketChange, audit: readonly NewTicketAuditEvent[]): Promise<void> {
    return this.desk.updateTicket(id, change, audit);
  }

  addTicketNote(ticketId: string, authorId: string, body: string, at: Date): Promise<void> {
    return this.desk.addTicketNote(ticketId, authorId, body, at);
  }

  listTicketNotes(ticketId: string): Promise<TicketNote[]> {
    return this.desk.listTicketNotes(ticketId);
  }

  recordTicketAudit(event: NewTicketAuditEvent): Promise<void> {
    return this.desk.recordTicketAudit(event);
  }

  listTicketAudit(ticketId: string, limit: number): Promise<TicketAuditEvent[]> {
    return this.desk.listTicketAudit(ticketId, limit);
  }

  listTickets(filter: TicketListFilter): Promise<TicketSummary[]> {
    return this.desk.listTickets(filter);
  }

  searchTickets(filter: TicketSearch): Promise<TicketSummary[]> {
    return this.desk.searchTickets(filter);
  }

  exportTickets(filter: TicketExportFilter): Promise<StoredTicket[]> {
    return this.desk.exportTickets(filter);
  }

  countTickets(engineerId: string, now: Date): Promise<TicketCounts> {
    return this.desk.countTickets(engineerId, now);
  }

  targetResults(from: Date, to: Date, now: Date): Promise<TargetResults> {
    return this.desk.targetResults(from, to, now);
  }

  async assignTicket(id: string, engineerId: string | null, plannedVisitAt: Date | null): Promise<void> {
    await this.sql.run("UPDATE service_tickets SET engineer_id = ?, planned_visit_at = ? WHERE id = ?", [
      engineerId,
      plannedVisitAt,
      id,
    ]);
  }

  async countTrackMisses(ipHash: string, since: Date): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM service_track_misses WHERE ip_hash = ? AND at >= ?",
      [ipHash, since],
    );
    return toCount(row?.n);
  }

  async recordTrackMiss(ipHash: string, at: Date, forgetBefore: Date): Promise<void> {
    await this.sql.batch([
      {
        sql: "DELETE FROM service_track_misses WHERE ip_hash = ? AND at < ?",
        params: [ipHash, forgetBefore],
      },
      { sql: "INSERT INTO service_track_misses (ip_hash, at) VALUES (?, ?)", params: [ipHash, at] },
    ]);
  }

  async purgeLeadsBefore(cutoff: Date): Promise<number> {
    const purged = await this.sql.run("DELETE FROM leads WHERE created_at < ?", [cutoff]);
    if (purged > 0) await this.sql.forgetDeleted();
    return purged;
  }

  /** Whether a message belongs to an erased record: its content is erased as it is done with. */
  private async ofErasedRecord(id: string): Promise<boolean> {
    return (
      (await this.sql.get(`SELECT 1 AS erased FROM outbox WHERE id = ? AND ${OF_ERASED_LEAD}`, [
        Number(id),
      ])) !== undefined
    );
  }

  async markOutboxSent(id: string): Promise<void> {
    const erased = await this.ofErasedRecord(id);
    await this.sql.run(
      `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL,
         message = CASE WHEN ${OF_ERASED_LEAD} THEN ? ELSE message END
       WHERE id = ?`,
      [new Date(), ERASED_MESSAGE, Number(id)],
    );
    if (erased) await this.sql.forgetDeleted();
  }

  async releaseOutbox(id: string): Promise<void> {
    await this.sql.run(
      `UPDATE outbox SET claimed_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
       WHERE id = ? AND status = 'pending'`,
      [Number(id)],
    );
  }

  async markOutboxFailed(
    id: string,
    error: string,
    retryAt: Date | null,
    remaining?: MailMessage,
  ): Promise<void> {
    const message = remaining ? JSON.stringify(remaining) : null;
    await this.sql.run(
      retryAt
        ? `UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL, last_error = ?,
             message = COALESCE(?, message) WHERE id = ?`
        : `UPDATE outbox SET status = 'dead', claimed_until = NULL,
             last_error = CASE WHEN ${OF_ERASED_LEAD} THEN NULL ELSE ? END,
             message = CASE WHEN ${OF_ERASED_LEAD} THEN ? ELSE COALESCE(?, message) END
           WHERE id = ?`,
      retryAt
        ? [retryAt, error.slice(0, 1000), message, Number(id)]
        : [error.slice(0, 1000), ERASED_MESSAGE, message, Number(id)],
    );
    if (!retryAt && (await this.ofErasedRecord(id))) await this.sql.forgetDeleted();
  }

  async outboxFor(leadIds: readonly string[]): Promise<OutboxEntry[]> {
    if (leadIds.length === 0) return [];
    const placeholders = leadIds.map(() => "?").join(", ");
    const rows = await this.sql.all<OutboxEntryRow>(
      `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox WHERE lead_id IN (${placeholders})`,
      [...leadIds],
    );
    return rows.map(toOutboxEntry);
  }

  async unsentMail(owner: string): Promise<UnsentMail[]> {
    const given = owner.trim();
    // A reference is hex digits (and the id's dashes), so it cannot carry a LIKE wildcard.
    const idPrefix = /^[0-9a-f]{8}[0-9a-f-]{0,28}$/i.test(given) ? `${given.toLowerCase()}%` : null;
    const rows = await this.sql.all<{
      id: number | string;
      recipient: OutboxRecipient;
      status: "pending" | "dead";
      attempts: number;
      message: string | MailMessage;
      lead_id: string | null;
      ticket_id: string | null;
      privacy_request_id: string | null;
      ticket_number: string | null;
    }>(
      `SELECT o.id, o.recipient, o.status, o.attempts, o.message, o.lead_id, o.ticket_id, o.privacy_request_id,
              t.number AS ticket_number
       FROM outbox o LEFT JOIN service_tickets t ON t.id = o.ticket_id
       WHERE o.status <> 'sent' AND (o.lead_id LIKE ? OR o.privacy_request_id LIKE ? OR t.number = ?)
       ORDER BY o.id`,
      [idPrefix, idPrefix, given.toUpperCase()],
    );
    return rows.map((row) => ({
      id: String(row.id),
      leadId: row.lead_id,
      ticketId: row.ticket_id,
      privacyRequestId: row.privacy_request_id,
      owner: row.lead_id
        ? { kind: "lead", reference: reference(row.lead_id) }
        : row.privacy_request_id
          ? { kind: "privacy request", reference: reference(row.privacy_request_id) }
          : { kind: "service ticket", reference: row.ticket_number ?? "" },
      recipient: row.recipient,
      status: row.status,
      attempts: row.attempts,
      message: fromJson<MailMessage>(row.message),
    }));
  }

  async outboxStats(): Promise<OutboxStats> {
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
}

/**
 * An email of a lead, ticket or privacy request whose data was erased (the erasure's confirmation)
 * keeps its content only until it is sent or given up: then the address and text are replaced by this.
 */
const ERASED_MESSAGE = JSON.stringify({ to: "", subject: "(erased)", text: "" });
const OF_ERASED_LEAD = `(EXISTS (SELECT 1 FROM leads WHERE leads.id = outbox.lead_id AND leads.erased_at IS NOT NULL)
  OR EXISTS (SELECT 1 FROM service_tickets t WHERE t.id = outbox.ticket_id AND t.erased_at IS NOT NULL)
  OR EXISTS (SELECT 1 FROM privacy_requests p WHERE p.id = outbox.privacy_request_id AND p.erased_at IS NOT NULL))`;

function leadWhere(filter: Pick<LeadFilter, "kind" | "since">) {
  const where: string[] = [];
  const params: SqlValue[] = [];
  if (filter.kind) {
    where.push("kind = ?");
    params.push(filter.kind);
  }
  if (filter.since) {
    where.push("created_at >= ?");
    params.push(filter.since);
  }
  return { where, params };
}
