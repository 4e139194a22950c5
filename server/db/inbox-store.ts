/**
 * The inbox's lead queries, written once for both databases over a SqlExecutor. Only the text
 * search differs: SQLite looks in an FTS5 trigram index (lead_search), PostgreSQL in the
 * generated `search_text` column (with a pg_trgm GIN index when the extension is available).
 */
import { compactMobile } from "../../contracts/leads.ts";
import {
  type InboxFilter,
  type InboxLead,
  type InboxRepository,
  LEAD_STATUSES,
  type LeadChange,
  type LeadMail,
  type LeadNote,
  type LeadStatus,
  type MailStatus,
  type NewAuditEvent,
} from "./inbox.ts";
import type { MailMessage, OutboxRecipient } from "./repository.ts";
import { type DbTime, fromJson, type LeadRow, toCount, toDate, toDateOrNull, toLead } from "./rows.ts";
import type { SqlValue } from "./sql.ts";
import { auditStatement, StaffStore } from "./staff-store.ts";

type InboxRow = LeadRow & { status: LeadStatus; assignee_id: string | null };

const LEAD_COLUMNS = `id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
  locale, notice_version, notice_at, privacy_token_hash, consent_withdrawn_at, erased_at, status, assignee_id`;

/** Up to this many search hits, the list is read by the hits (see searchCondition). */
const FEW_HITS = 2000;

const toInboxLead = (row: InboxRow): InboxLead => ({
  ...toLead(row),
  status: row.status,
  assigneeId: row.assignee_id,
});

/** What the search looks for: lower-cased, and a phone number as its ten digits. */
export function searchTerm(text: string): string {
  const trimmed = text.trim().toLowerCase();
  return /^[+\d\s\-().]{6,}$/.test(trimmed) ? compactMobile(trimmed) : trimmed;
}

export class InboxStore extends StaffStore implements InboxRepository {
  async noticeText(version: string): Promise<string | undefined> {
    const row = await this.sql.get<{ text: string }>("SELECT text FROM privacy_notices WHERE version = ?", [
      version,
    ]);
    return row?.text;
  }

  async listInbox(filter: InboxFilter): Promise<InboxLead[]> {
    const where = ["NOT flagged"];
    const params: SqlValue[] = [];
    const add = (condition: string, ...values: SqlValue[]) => {
      where.push(condition);
      params.push(...values);
    };
    if (filter.kind) add("kind = ?", filter.kind);
    if (filter.status) add("status = ?", filter.status);
    if (filter.assignee === "none") add("assignee_id IS NULL");
    else if (filter.assignee) add("assignee_id = ?", filter.assignee);
    if (filter.from) add("created_at >= ?", filter.from);
    if (filter.to) add("created_at < ?", filter.to);
    const term = filter.search ? searchTerm(filter.search) : "";
    if (term) add(...(await this.searchCondition(term)));
    if (filter.before) add("(created_at, id) < (?, ?)", filter.before.createdAt, filter.before.id);
    params.push(filter.limit);
    const rows = await this.sql.all<InboxRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE ${where.join(" AND ")}
       ORDER BY created_at DESC, id DESC LIMIT ?`,
      params,
    );
    return rows.map(toInboxLead);
  }

  /**
   * Search in two steps, the same on both databases. First the trigram index finds up to FEW_HITS
   * matching leads (SQLite: the FTS5 table lead_search; PostgreSQL: the GIN index on search_text).
   * When there are fewer (most searches: a name, a number), the page is read by them, newest
   * first. When there are more, reading the newest leads and checking each is quicker, since
   * enough matches come soon; asking the planner to choose between the two misjudged rare terms.
   */
  private async searchCondition(term: string): Promise<[string, ...SqlValue[]]> {
    const postgres = this.sql.dialect === "postgres";
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const hits = postgres ? await this.postgresHits(like) : await this.sqliteHits(term);
    if (hits.length < FEW_HITS) {
      return postgres
        ? ["id IN (SELECT value FROM json_array_elements_text(?::json))", JSON.stringify(hits)]
        : ["search_rowid IN (SELECT value FROM json_each(?))", JSON.stringify(hits)];
    }
    return postgres
      ? ["search_text LIKE ?", like]
      : [
          "instr(unicode_lower((SELECT body FROM lead_search WHERE lead_search.rowid = leads.search_rowid)), ?) > 0",
          term,
        ];
  }

  private async postgresHits(like: string): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>("SELECT id FROM leads WHERE search_text LIKE ? LIMIT ?", [
      like,
      FEW_HITS,
    ]);
    return rows.map((row) => row.id);
  }

  /**
   * A trigram index answers a quoted phrase of 3+ characters (folding the case of every letter);
   * shorter terms are looked for in the index's text, lower-cased the same way (`unicode_lower`,
   * registered by the SQLite repository: SQLite's own LIKE and lower() fold only A-Z).
   */
  private async sqliteHits(term: string): Promise<number[]> {
    const short = [...term].length < 3;
    const rows = await this.sql.all<{ rowid: number }>(
      short
        ? "SELECT rowid FROM lead_search WHERE instr(unicode_lower(body), ?) > 0 LIMIT ?"
        : "SELECT rowid FROM lead_search WHERE lead_search MATCH ? LIMIT ?",
      [short ? term : `"${term.replace(/"/g, '""')}"`, FEW_HITS],
    );
    return rows.map((row) => row.rowid);
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
    const rows = await this.sql.all<{
      id: number | string;
      author_id: string;
      name: string;
      body: string;
      created_at: DbTime;
    }>(
      `SELECT n.id, n.author_id, u.name, n.body, n.created_at
       FROM lead_notes n JOIN staff_users u ON u.id = n.author_id
       WHERE n.lead_id = ? ORDER BY n.id`,
      [leadId],
    );
    return rows.map((row) => ({
      id: String(row.id),
      leadId,
      authorId: row.author_id,
      authorName: row.name,
      body: row.body,
      createdAt: toDate(row.created_at),
    }));
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
    await this.recordAudit(audit);
    return true;
  }
}
