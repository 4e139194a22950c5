/**
 * The lead inbox's work on leads, written once for both databases over a SqlExecutor: the list
 * and its counts, each lead's status, assignee and notes, and the state of its emails. Flagged
 * (honeypot) leads never appear in the inbox. Only the text search differs (text-search.ts):
 * SQLite looks in an FTS5 trigram index (lead_search), PostgreSQL in the generated `search_text`
 * column (with a pg_trgm GIN index when the extension is available).
 */
import type { LeadKind } from "../../contracts/leads/forms.ts";
import { type LeadRow, type StoredLead, toLead } from "./leads.ts";
import type { MailMessage, OutboxRecipient } from "./outbox.ts";
import { type DbTime, fromJson, toCount, toDateOrNull } from "./rows.ts";
import { conditions, type SqlExecutor } from "./sql.ts";
import { auditStatement, type NewAuditEvent, readNotes, type StaffNote } from "./staff.ts";
import { type SearchIndex, searchCondition, searchTerm } from "./text-search.ts";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export interface InboxFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** A staff id, or "none" for unassigned leads. */
  assignee?: string;
  /** Inclusive lower bound on the received time. */
  from?: Date;
  /** Exclusive upper bound on the received time. */
  to?: Date;
  /** Text to find in name, email, mobile number or message (case-insensitive substring). */
  search?: string;
  /** Keyset cursor: leads strictly older than this one. */
  before?: { createdAt: Date; id: string };
  limit: number;
}

export type InboxLead = StoredLead & { status: LeadStatus; assigneeId: string | null };

export type LeadNote = StaffNote & { leadId: string };

export type MailStatus = "pending" | "sent" | "dead";

export interface LeadMail {
  id: string;
  recipient: OutboxRecipient;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** What a lead update sets: the fields present are written, the others left alone. */
export interface LeadChange {
  status?: LeadStatus;
  assigneeId?: string | null;
}

type InboxRow = LeadRow & { status: LeadStatus; assignee_id: string | null };

const LEAD_COLUMNS = `id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
  locale, notice_version, notice_at, privacy_token_hash, consent_withdrawn_at, erased_at, status, assignee_id`;

/** The leads' search text (migrations 2 and 12). */
const LEAD_SEARCH: SearchIndex = { table: "leads", row: "leads", entries: "lead_search" };

const toInboxLead = (row: InboxRow): InboxLead => ({
  ...toLead(row),
  status: row.status,
  assigneeId: row.assignee_id,
});

export class InboxStore {
  constructor(private readonly sql: SqlExecutor) {}

  async listInbox(filter: InboxFilter): Promise<InboxLead[]> {
    const where = conditions("NOT flagged");
    if (filter.kind) where.add("kind = ?", filter.kind);
    if (filter.status) where.add("status = ?", filter.status);
    if (filter.assignee === "none") where.add("assignee_id IS NULL");
    else if (filter.assignee) where.add("assignee_id = ?", filter.assignee);
    if (filter.from) where.add("created_at >= ?", filter.from);
    if (filter.to) where.add("created_at < ?", filter.to);
    const term = filter.search ? searchTerm(filter.search) : "";
    if (term) {
      const [condition, values] = await searchCondition(this.sql, LEAD_SEARCH, [term]);
      where.add(condition, ...values);
    }
    if (filter.before) where.add("(created_at, id) < (?, ?)", filter.before.createdAt, filter.before.id);
    const rows = await this.sql.all<InboxRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads${where.where()} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...where.params, filter.limit],
    );
    return rows.map(toInboxLead);
  }

  async countByStatus(): Promise<Record<LeadStatus, number>> {
    const rows = await this.sql.all<{ status: LeadStatus; n: number | string }>(
      "SELECT status, n FROM lead_status_counts",
    );
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
      LeadStatus,
      number
    >;
    for (const row of rows) if (row.status in counts) counts[row.status] = toCount(row.n);
    return counts;
  }

  async getInboxLead(id: string): Promise<InboxLead | undefined> {
    const row = await this.sql.get<InboxRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ? AND NOT flagged`,
      [id],
    );
    return row ? toInboxLead(row) : undefined;
  }

  async updateLead(
    id: string,
    change: LeadChange,
    audit: NewAuditEvent | readonly NewAuditEvent[],
  ): Promise<void> {
    const updates = [];
    if (change.status !== undefined)
      updates.push({ sql: "UPDATE leads SET status = ? WHERE id = ?", params: [change.status, id] });
    if (change.assigneeId !== undefined)
      updates.push({ sql: "UPDATE leads SET assignee_id = ? WHERE id = ?", params: [change.assigneeId, id] });
    const events: readonly NewAuditEvent[] = Array.isArray(audit) ? audit : [audit];
    await this.sql.batch([...updates, ...events.map(auditStatement)]);
  }

  async addNote(leadId: string, authorId: string, body: string, at: Date): Promise<void> {
    await this.sql.batch([
      {
        sql: "INSERT INTO lead_notes (lead_id, author_id, body, created_at) VALUES (?, ?, ?, ?)",
        params: [leadId, authorId, body, at],
      },
      auditStatement({ at, userId: authorId, action: "note", leadId }),
    ]);
  }

  async listNotes(leadId: string): Promise<LeadNote[]> {
    const notes = await readNotes(this.sql, "lead_notes", "lead_id", leadId);
    return notes.map((note) => ({ ...note, leadId }));
  }

  async leadMail(leadId: string): Promise<LeadMail[]> {
    const rows = await this.sql.all<{
      id: number | string;
      recipient: OutboxRecipient;
      message: string | MailMessage;
      status: MailStatus;
      attempts: number;
      last_error: string | null;
      sent_at: DbTime | null;
    }>(
      "SELECT id, recipient, message, status, attempts, last_error, sent_at FROM outbox WHERE lead_id = ? ORDER BY id",
      [leadId],
    );
    return rows.map((row) => {
      const message = fromJson(row.message);
      return {
        id: String(row.id),
        recipient: row.recipient,
        to: message.to,
        subject: message.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        sentAt: toDateOrNull(row.sent_at),
      };
    });
  }

  async resendMail(leadId: string, mailId: string, audit: NewAuditEvent): Promise<boolean> {
    if (!/^\d{1,15}$/.test(mailId)) return false;
    const changed = await this.sql.run(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_until = NULL
       WHERE id = ? AND lead_id = ? AND status = 'dead'`,
      [audit.at, Number(mailId), leadId],
    );
    if (changed === 0) return false;
    await this.sql.batch([auditStatement(audit)]);
    return true;
  }
}
