/**
 * The privacy part of the repository, written once for both databases over a SqlExecutor: the
 * text of every notice version the forms have shown (the inbox reads it back: inbox-store.ts), the
 * retention rules applied (privacy/retention.ts), and what a person's personal link does: find
 * their lead or service ticket, withdraw their consent, erase their data (leads and tickets).
 */
import { isLocale, type Locale } from "../../contracts/locales.ts";
import { sameHash } from "../privacy/links.ts";
import type { NoticeRecord } from "../privacy/notices.ts";
import { RETENTION_RULES, type RetentionPeriods, type RetentionReport } from "../privacy/retention.ts";
import type { MailMessage } from "./repository.ts";
import { type DbCount, type DbTime, fromJson, toCount, toDateOrNull } from "./rows.ts";
import type { SqlExecutor, SqlValue, Statement } from "./sql.ts";
import { auditStatement } from "./staff-store.ts";
import { subscriberAddress } from "./subscribers.ts";

export class PrivacyStore {
  constructor(protected readonly sql: SqlExecutor) {}

  /** Keeps the text each version names; a version saved before keeps its first date. */
  async saveNotices(notices: readonly NoticeRecord[], at: Date): Promise<void> {
    await this.sql.batch(
      notices.map((notice) => ({
        sql: `INSERT INTO privacy_notices (version, form, locale, text, first_used_at) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (version) DO NOTHING`,
        params: [notice.version, notice.form, notice.locale, notice.text, at],
      })),
    );
  }

  /** Applies every retention rule in one transaction; how many records each removed. */
  async applyRetention(cutoffs: Record<keyof RetentionPeriods, Date>): Promise<RetentionReport> {
    const counts = await this.sql.batch(
      RETENTION_RULES.map((rule) => ({ sql: rule.sql, params: rule.period ? [cutoffs[rule.period]] : [] })),
    );
    return Object.fromEntries(RETENTION_RULES.map((rule, index) => [rule.name, counts[index] ?? 0]));
  }

  /**
   * The unerased lead or service ticket whose personal link has this token hash, checked in
   * constant time.
   */
  async findLink(tokenHash: string): Promise<PrivacyLink | undefined> {
    for (const table of LINK_TABLES) {
      const row = await this.sql.get<LinkRow>(
        `${linkSelect(table)} WHERE privacy_token_hash = ? AND erased_at IS NULL`,
        [tokenHash],
      );
      if (row?.privacy_token_hash && sameHash(row.privacy_token_hash, tokenHash)) return toLink(table, row);
    }
    return undefined;
  }

  /** An unerased lead as the link of its person (staff act on a lead from the inbox). */
  async findLead(leadId: string): Promise<PrivacyLink | undefined> {
    const row = await this.sql.get<LinkRow>(`${linkSelect("leads")} WHERE id = ? AND erased_at IS NULL`, [
      leadId,
    ]);
    return row && toLink("leads", row);
  }

  /** An unerased service ticket as the link of its person (staff act on a ticket from the inbox). */
  async findTicket(ticketId: string): Promise<PrivacyLink | undefined> {
    const row = await this.sql.get<LinkRow>(
      `${linkSelect("service_tickets")} WHERE id = ? AND erased_at IS NULL`,
      [ticketId],
    );
    return row && toLink("service_tickets", row);
  }

  /**
   * The person's leads: the link's own and every other lead sent with the same email (compared as
   * the newsletter does: ASCII letters lower-cased) or the same mobile number, erased ones excepted.
   */
  private personLeads(link: PrivacyLink): Promise<{ id: string; kind: string }[]> {
    return this.personRows(link, "leads", "kind");
  }

  /** The person's service tickets, found as their leads are (ticket-mail.ts mails the same address). */
  private personTickets(link: PrivacyLink): Promise<{ id: string; kind: string }[]> {
    return this.personRows(link, "service_tickets", "'service ticket'");
  }

  private async personRows(
    link: PrivacyLink,
    table: LinkTable,
    kind: string,
  ): Promise<{ id: string; kind: string }[]> {
    const sqlite = this.sql.dialect === "sqlite";
    const field = (name: string) => (sqlite ? `json_extract(data, '$.${name}')` : `(data ->> '${name}')`);
    const own = table === "leads" ? link.leadId : link.ticketId;
    const conditions = own === null ? [] : ["id = ?"];
    const params: SqlValue[] = own === null ? [] : [own];
    if (link.email) {
      conditions.push(
        sqlite ? `lower(${field("email")}) = ?` : `translate(${field("email")}, '${UPPER}', '${LOWER}') = ?`,
      );
      params.push(subscriberAddress(link.email));
    }
    if (link.mobile) {
      conditions.push(`${field("mobileNo")} = ?`);
      params.push(link.mobile);
    }
    if (conditions.length === 0) return [];
    return this.sql.all(
      `SELECT id, ${kind} AS kind FROM ${table} WHERE erased_at IS NULL AND (${conditions.join(" OR ")}) ORDER BY created_at`,
      params,
    );
  }

  /**
   * Withdraws the person's consent: their leads say so (the inbox shows it), the newsletter stops
   * counting them as a subscriber (the daily retention removes the subscription) and emails not yet
   * sent to them are dropped. One audit record, without personal data. How many leads.
   */
  async withdraw(link: PrivacyLink, at: Date): Promise<number> {
    const leads = await this.personLeads(link);
    const tickets = await this.personTickets(link);
    const ids = leads.map((lead) => lead.id);
    const ticketIds = tickets.map((ticket) => ticket.id);
    const statements: Statement[] = [];
    if (ids.length > 0) {
      statements.push(
        {
          sql: `UPDATE leads SET consent_withdrawn_at = ?, subscriber_email = NULL
                WHERE id IN (${marks(ids)}) AND consent_withdrawn_at IS NULL`,
          params: [at, ...ids],
        },
        {
          sql: `DELETE FROM outbox WHERE lead_id IN (${marks(ids)}) AND recipient = 'visitor' AND status = 'pending'`,
          params: ids,
        },
      );
    }
    if (ticketIds.length > 0) {
      statements.push(
        {
          sql: `UPDATE service_tickets SET consent_withdrawn_at = ?
                WHERE id IN (${marks(ticketIds)}) AND consent_withdrawn_at IS NULL`,
          params: [at, ...ticketIds],
        },
        {
          sql: `DELETE FROM outbox WHERE ticket_id IN (${marks(ticketIds)}) AND recipient = 'visitor' AND status = 'pending'`,
          params: ticketIds,
        },
      );
    }
    statements.push(
      auditStatement({
        at,
        userId: null,
        action: "withdrawal",
        leadId: link.leadId,
        detail: `consent withdrawn by the person's link for ${describeRecords(leads, tickets)}`,
      }),
    );
    await this.sql.batch(statements);
    return ids.length + ticketIds.length;
  }

  /**
   * Erases the person's data in one transaction: every ERASERS entry over their leads, one audit
   * record saying what was erased and when (without personal data), and the confirmation email
   * (`confirmation`), whose content is itself erased once it is sent or given up (portable.ts).
   * Their link is used up. What was erased, as the audit record says it.
   */
  async erase(
    link: PrivacyLink,
    at: Date,
    confirmation: MailMessage | undefined,
    by: ErasureRequest = { userId: null, how: "at the person's request by their link" },
  ): Promise<string> {
    const leads = await this.personLeads(link);
    const tickets = await this.personTickets(link);
    const person: ErasedPerson = {
      leadIds: leads.map((lead) => lead.id),
      ticketIds: tickets.map((ticket) => ticket.id),
      at,
      dialect: this.sql.dialect,
    };
    // `IN (NULL)` matches nothing: an empty list is not valid SQL on PostgreSQL.
    const leadsAmong = marks(person.leadIds) || "NULL";
    const ticketsAmong = marks(person.ticketIds) || "NULL";
    const counted = await this.sql.get<{ notes: DbCount; emails: DbCount }>(
      `SELECT (SELECT count(*) FROM lead_notes WHERE lead_id IN (${leadsAmong}))
                + (SELECT count(*) FROM service_ticket_notes WHERE ticket_id IN (${ticketsAmong})) AS notes,
              (SELECT count(*) FROM outbox WHERE lead_id IN (${leadsAmong}) OR ticket_id IN (${ticketsAmong})) AS emails`,
      [...person.leadIds, ...person.ticketIds, ...person.leadIds, ...person.ticketIds],
    );
    const detail = `erased the name, mobile number, email and every field sent of ${describeRecords(leads, tickets)}, with ${toCount(counted?.notes)} note(s) and ${toCount(counted?.emails)} email(s), ${by.how}`;
    const statements = ERASERS.flatMap((eraser) => eraser(person));
    statements.push(
      auditStatement({ at, userId: by.userId, action: "erasure", leadId: link.leadId, detail }),
    );
    if (confirmation) {
      // The confirmation belongs to the link's own record, erased: its content goes once it is sent.
      statements.push({
        sql: `INSERT INTO outbox (lead_id, ticket_id, recipient, message, status, attempts, next_attempt_at, created_at)
              VALUES (?, ?, 'visitor', ?, 'pending', 0, ?, ?)`,
        params: [link.leadId, link.ticketId, JSON.stringify(confirmation), at, at],
      });
    }
    await this.sql.batch(statements);
    return detail;
  }
}

/** Who carries an erasure out (null: the person, by their link) and how, for the audit record. */
export interface ErasureRequest {
  userId: string | null;
  how: string;
}

/** The records that carry a personal link: leads, and service tickets (leads first). */
const LINK_TABLES = ["leads", "service_tickets"] as const;
type LinkTable = (typeof LINK_TABLES)[number];

const linkSelect = (table: LinkTable) =>
  `SELECT id, locale, data, privacy_token_hash, consent_withdrawn_at FROM ${table}`;

function toLink(table: LinkTable, row: LinkRow): PrivacyLink {
  const data = fromJson<Record<string, unknown>>(row.data);
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    leadId: table === "leads" ? row.id : null,
    ticketId: table === "service_tickets" ? row.id : null,
    locale: isLocale(row.locale) ? row.locale : "en",
    email: text(data.email),
    mobile: text(data.mobileNo),
    consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
  };
}

interface LinkRow {
  id: string;
  locale: string;
  data: string | Record<string, unknown>;
  privacy_token_hash: string | null;
  consent_withdrawn_at: DbTime | null;
}

/** The lead or service ticket a personal link belongs to (one of the two), with what identifies its person. */
export interface PrivacyLink {
  leadId: string | null;
  ticketId: string | null;
  locale: Locale;
  email: string | null;
  mobile: string | null;
  consentWithdrawnAt: Date | null;
}

/** Whose data an eraser erases: the person's leads and service tickets, when, on which database. */
export interface ErasedPerson {
  leadIds: readonly string[];
  ticketIds: readonly string[];
  at: Date;
  dialect: SqlExecutor["dialect"];
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = UPPER.toLowerCase();

/** "2 leads (appointment, newsletter)", "1 lead (question) and 2 service tickets", "1 service ticket". */
function describeRecords(leads: readonly { kind: string }[], tickets: readonly unknown[] = []): string {
  const kinds = [...new Set(leads.map((lead) => lead.kind))].join(", ");
  const parts = leads.length > 0 ? [`${leads.length} lead${leads.length === 1 ? "" : "s"} (${kinds})`] : [];
  if (tickets.length > 0) parts.push(`${tickets.length} service ticket${tickets.length === 1 ? "" : "s"}`);
  return parts.join(" and ") || "no records";
}

/**
 * What erasure does, one entry per kind of record that holds a person's data: their leads' notes
 * and emails are deleted, SQLite's search index forgets them, and each lead keeps only what says
 * what it was (kind, dates, language, notice version, status); their service tickets' notes and
 * emails are deleted, and each ticket keeps only its number, problem type, language, steps and
 * dates (its tracking link stops working). A new kind of record is one more entry.
 */
export const ERASERS: readonly ((person: ErasedPerson) => Statement[])[] = [
  ({ leadIds }) =>
    leadIds.length === 0
      ? []
      : [{ sql: `DELETE FROM lead_notes WHERE lead_id IN (${marks(leadIds)})`, params: leadIds }],
  ({ leadIds }) =>
    leadIds.length === 0
      ? []
      : [{ sql: `DELETE FROM outbox WHERE lead_id IN (${marks(leadIds)})`, params: leadIds }],
  ({ leadIds, dialect }) =>
    dialect === "sqlite" && leadIds.length > 0
      ? [
          {
            sql: `DELETE FROM lead_search WHERE rowid IN (SELECT search_rowid FROM leads WHERE id IN (${marks(leadIds)}))`,
            params: leadIds,
          },
          // Merges the index's segments, so the deleted rows' words leave its stored pages too.
          { sql: "INSERT INTO lead_search (lead_search) VALUES ('optimize')" },
        ]
      : [],
  ({ leadIds, at }) =>
    leadIds.length === 0
      ? []
      : [
          {
            sql: `UPDATE leads SET data = '{}', subscriber_email = NULL, user_agent = NULL, ip_hash = NULL,
                    idempotency_key = NULL, privacy_token_hash = NULL, erased_at = ?,
                    consent_withdrawn_at = COALESCE(consent_withdrawn_at, ?)
                  WHERE id IN (${marks(leadIds)})`,
            params: [at, at, ...leadIds],
          },
        ],
  ({ ticketIds }) =>
    ticketIds.length === 0
      ? []
      : [
          {
            sql: `DELETE FROM service_ticket_notes WHERE ticket_id IN (${marks(ticketIds)})`,
            params: ticketIds,
          },
          { sql: `DELETE FROM outbox WHERE ticket_id IN (${marks(ticketIds)})`, params: ticketIds },
        ],
  ({ ticketIds, at }) =>
    ticketIds.length === 0
      ? []
      : [
          {
            // The tracking token's hash (unique, required) becomes a value no token hashes to.
            sql: `UPDATE service_tickets SET data = '{}', token_hash = 'erased:' || id, user_agent = NULL,
                    ip_hash = NULL, idempotency_key = NULL, privacy_token_hash = NULL, erased_at = ?,
                    consent_withdrawn_at = COALESCE(consent_withdrawn_at, ?)
                  WHERE id IN (${marks(ticketIds)})`,
            params: [at, at, ...ticketIds],
          },
        ],
];

function marks(values: readonly unknown[]): string {
  return values.map(() => "?").join(", ");
}
