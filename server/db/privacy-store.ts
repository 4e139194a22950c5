/**
 * The privacy part of the repository, written once for both databases over a SqlExecutor: the
 * text of every notice version the forms have shown (the inbox reads it back: inbox-store.ts), the
 * retention rules applied (privacy/retention.ts), and what a person's personal link does: find
 * their lead, withdraw their consent, erase their data.
 */
import { isLocale, type Locale } from "../../contracts/locales.ts";
import { sameHash } from "../privacy/links.ts";
import type { NoticeRecord } from "../privacy/notices.ts";
import { RETENTION_RULES, type RetentionPeriods, type RetentionReport } from "../privacy/retention.ts";
import { requestAuditStatement, sameEmail } from "./privacy-requests.ts";
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

  /** The unerased lead whose personal link has this token hash, checked in constant time. */
  async findLink(tokenHash: string): Promise<PrivacyLink | undefined> {
    const row = await this.sql.get<LinkRow>(
      `${LINK_SELECT} WHERE privacy_token_hash = ? AND erased_at IS NULL`,
      [tokenHash],
    );
    if (!row?.privacy_token_hash || !sameHash(row.privacy_token_hash, tokenHash)) return undefined;
    return toLink(row);
  }

  /** An unerased lead as the link of its person (staff act on a lead from the inbox). */
  async findLead(leadId: string): Promise<PrivacyLink | undefined> {
    const row = await this.sql.get<LinkRow>(`${LINK_SELECT} WHERE id = ? AND erased_at IS NULL`, [leadId]);
    return row && toLink(row);
  }

  /**
   * The person's leads: the link's own and every other lead sent with the same email (compared as
   * the newsletter does: ASCII letters lower-cased) or the same mobile number, erased ones excepted.
   */
  private async personLeads(link: ErasedIdentity): Promise<{ id: string; kind: string }[]> {
    const sqlite = this.sql.dialect === "sqlite";
    const field = (name: string) => (sqlite ? `json_extract(data, '$.${name}')` : `(data ->> '${name}')`);
    const conditions = link.leadId === null ? [] : ["id = ?"];
    const params: SqlValue[] = link.leadId === null ? [] : [link.leadId];
    if (link.email) {
      conditions.push(sameEmail(this.sql.dialect, field("email")));
      params.push(subscriberAddress(link.email));
    }
    if (link.mobile) {
      conditions.push(`${field("mobileNo")} = ?`);
      params.push(link.mobile);
    }
    if (conditions.length === 0) return [];
    return this.sql.all(
      `SELECT id, kind FROM leads WHERE erased_at IS NULL AND (${conditions.join(" OR ")}) ORDER BY created_at`,
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
    const ids = leads.map((lead) => lead.id);
    const among = ids.map(() => "?").join(", ");
    await this.sql.batch([
      {
        sql: `UPDATE leads SET consent_withdrawn_at = ?, subscriber_email = NULL
              WHERE id IN (${among}) AND consent_withdrawn_at IS NULL`,
        params: [at, ...ids],
      },
      {
        sql: `DELETE FROM outbox WHERE lead_id IN (${among}) AND recipient = 'visitor' AND status = 'pending'`,
        params: ids,
      },
      auditStatement({
        at,
        userId: null,
        action: "withdrawal",
        leadId: link.leadId,
        detail: `consent withdrawn by the person's link for ${describeLeads(leads)}`,
      }),
    ]);
    return ids.length;
  }

  /**
   * Erases the person's data in one transaction: every ERASERS entry over their leads, one audit
   * record saying what was erased and when (without personal data), and the confirmation email
   * (`confirmation`), whose content is itself erased once it is sent or given up (portable.ts).
   * Their link is used up. What was erased, as the audit record says it.
   */
  async erase(
    link: ErasedIdentity,
    at: Date,
    confirmation: MailMessage | undefined,
    by: ErasureRequest = { userId: null, how: "at the person's request by their link" },
  ): Promise<string> {
    const leads = await this.personLeads(link);
    const person: ErasedPerson = {
      leadIds: leads.map((lead) => lead.id),
      email: link.email,
      mobile: link.mobile,
      at,
      dialect: this.sql.dialect,
    };
    const among = person.leadIds.map(() => "?").join(", ") || "NULL";
    const counted = await this.sql.get<{ notes: DbCount; emails: DbCount }>(
      `SELECT (SELECT count(*) FROM lead_notes WHERE lead_id IN (${among})) AS notes,
              (SELECT count(*) FROM outbox WHERE lead_id IN (${among})) AS emails`,
      [...person.leadIds, ...person.leadIds],
    );
    const detail = `erased the name, mobile number, email and every field sent of ${describeLeads(leads)}, with ${toCount(counted?.notes)} note(s) and ${toCount(counted?.emails)} email(s), and their privacy requests, ${by.how}`;
    const statements = ERASERS.flatMap((eraser) => eraser(person));
    const requestId = link.requestId ?? null;
    statements.push(
      requestId === null
        ? auditStatement({ at, userId: by.userId, action: "erasure", leadId: link.leadId, detail })
        : requestAuditStatement({ at, userId: by.userId, action: "erasure", requestId, detail }),
    );
    if (requestId !== null) {
      // Carried out from the request's page: the request is done by it.
      statements.push({
        sql: `UPDATE privacy_requests SET status = 'done', closed_at = ?, closed_by = ?, outcome_note = ?
              WHERE id = ? AND status = 'open'`,
        params: [at, by.userId, "Erased the person's data.", requestId],
      });
    }
    if (confirmation) {
      statements.push({
        sql: `INSERT INTO outbox (lead_id, privacy_request_id, recipient, message, status, attempts, next_attempt_at, created_at)
              VALUES (?, ?, 'visitor', ?, 'pending', 0, ?, ?)`,
        params: [requestId === null ? link.leadId : null, requestId, JSON.stringify(confirmation), at, at],
      });
    }
    await this.sql.batch(statements);
    return detail;
  }
}

/**
 * Whose data an erasure is for: a personal link's lead (or a lead staff opened) and what identifies
 * its person, or a privacy request (`requestId`, no lead) with the email and mobile it gave.
 */
export type ErasedIdentity = Pick<PrivacyLink, "locale" | "email" | "mobile"> & {
  leadId: string | null;
  requestId?: string;
};

/** Who carries an erasure out (null: the person, by their link) and how, for the audit record. */
export interface ErasureRequest {
  userId: string | null;
  how: string;
}

const LINK_SELECT = "SELECT id, locale, data, privacy_token_hash, consent_withdrawn_at FROM leads";

function toLink(row: LinkRow): PrivacyLink {
  const data = fromJson<Record<string, unknown>>(row.data);
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    leadId: row.id,
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

/** The lead a personal link belongs to, with what identifies its person. */
export interface PrivacyLink {
  leadId: string;
  locale: Locale;
  email: string | null;
  mobile: string | null;
  consentWithdrawnAt: Date | null;
}

/** Whose data an eraser erases: the person's leads, when, on which database. */
export interface ErasedPerson {
  leadIds: readonly string[];
  /** What identifies the person: their privacy requests are found by it. */
  email: string | null;
  mobile: string | null;
  at: Date;
  dialect: SqlExecutor["dialect"];
}

/** "2 leads (appointment, newsletter)". */
function describeLeads(leads: readonly { kind: string }[]): string {
  if (leads.length === 0) return "no leads";
  const kinds = [...new Set(leads.map((lead) => lead.kind))].join(", ");
  return `${leads.length} lead${leads.length === 1 ? "" : "s"} (${kinds})`;
}

/**
 * What erasure does, one entry per kind of record that holds a person's data: their leads' notes
 * and emails are deleted, SQLite's search index forgets them, and each lead keeps only what says
 * what it was (kind, dates, language, notice version, status); their privacy requests lose their
 * emails and every detail they gave. A new kind of record (service tickets) is one more entry.
 */
export const ERASERS: readonly ((person: ErasedPerson) => Statement[])[] = [
  ({ email, mobile, at, dialect }) => {
    const conditions: string[] = [];
    const params: SqlValue[] = [];
    if (email) {
      conditions.push(sameEmail(dialect, "email"));
      params.push(subscriberAddress(email));
    }
    if (mobile) {
      conditions.push("mobile = ?");
      params.push(mobile);
    }
    if (conditions.length === 0) return [];
    const theirs = `erased_at IS NULL AND (${conditions.join(" OR ")})`;
    return [
      {
        sql: `DELETE FROM outbox WHERE privacy_request_id IN (SELECT id FROM privacy_requests WHERE ${theirs})`,
        params,
      },
      {
        sql: `UPDATE privacy_requests SET name = '', mobile = NULL, email = NULL, correction = NULL,
                message = NULL, outcome_note = NULL, source_page = NULL, user_agent = NULL, ip_hash = NULL,
                idempotency_key = NULL, erased_at = ?
              WHERE ${theirs}`,
        params: [at, ...params],
      },
    ];
  },
  ({ leadIds }) => [{ sql: `DELETE FROM lead_notes WHERE lead_id IN (${marks(leadIds)})`, params: leadIds }],
  ({ leadIds }) => [{ sql: `DELETE FROM outbox WHERE lead_id IN (${marks(leadIds)})`, params: leadIds }],
  ({ leadIds, dialect }) =>
    dialect === "sqlite"
      ? [
          {
            sql: `DELETE FROM lead_search WHERE rowid IN (SELECT search_rowid FROM leads WHERE id IN (${marks(leadIds)}))`,
            params: leadIds,
          },
          // Merges the index's segments, so the deleted rows' words leave its stored pages too.
          { sql: "INSERT INTO lead_search (lead_search) VALUES ('optimize')" },
        ]
      : [],
  ({ leadIds, at }) => [
    {
      sql: `UPDATE leads SET data = '{}', subscriber_email = NULL, user_agent = NULL, ip_hash = NULL,
              idempotency_key = NULL, privacy_token_hash = NULL, erased_at = ?,
              consent_withdrawn_at = COALESCE(consent_withdrawn_at, ?)
            WHERE id IN (${marks(leadIds)})`,
      params: [at, at, ...leadIds],
    },
  ],
];

/** The placeholders of an IN list; "NULL" (matching nothing) for none. */
function marks(values: readonly unknown[]): string {
  return values.map(() => "?").join(", ") || "NULL";
}
