/**
 * The privacy part of the repository, written once for both databases over a SqlExecutor: the
 * text of every notice version the forms have shown (the inbox reads it back), the
 * retention rules applied (privacy/retention.ts), and what a person's personal link does: find
 * their lead, service ticket or privacy request, withdraw their consent, erase their data (leads,
 * tickets and privacy requests; staff erase the same way from a lead, a ticket or an erasure
 * request).
 */
import { isLocale, type Locale } from "../../contracts/locales.ts";
import { reference } from "../leads/notifications.ts";
import { sameHash } from "../privacy/links.ts";
import type { NoticeRecord } from "../privacy/notices.ts";
import { RETENTION_RULES, type RetentionPeriods, type RetentionReport } from "../privacy/retention.ts";
import { type MailMessage, queueMail } from "./outbox.ts";
import { sameEmail } from "./privacy-requests.ts";
import { type DbCount, type DbTime, fromJson, toCount, toDateOrNull } from "./rows.ts";
import { conditions, dataField, marks, type SqlExecutor, type SqlValue, type Statement } from "./sql.ts";
import { auditStatement } from "./staff.ts";
import { subscriberAddress } from "./subscribers.ts";

export class PrivacyStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** The privacy notice text a version names (privacy_notices), if it was ever shown. */
  async noticeText(version: string): Promise<string | undefined> {
    const row = await this.sql.get<{ text: string }>("SELECT text FROM privacy_notices WHERE version = ?", [
      version,
    ]);
    return row?.text;
  }

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
    if (counts.some((count) => count > 0)) await this.sql.forgetDeleted();
    return Object.fromEntries(RETENTION_RULES.map((rule, index) => [rule.name, counts[index] ?? 0]));
  }

  /**
   * The unerased lead, service ticket or privacy request whose personal link has this token hash,
   * checked in constant time.
   */
  async findLink(tokenHash: string): Promise<PrivacyLink | undefined> {
    for (const table of LINK_TABLES) {
      const row = await this.sql.get<LinkRow>(
        `${linkSelect(table)} WHERE privacy_token_hash = ? AND erased_at IS NULL`,
        [tokenHash],
      );
      if (row?.privacy_token_hash && sameHash(row.privacy_token_hash, tokenHash))
        return this.withConsent(toLink(table, row));
    }
    const request = await this.sql.get<RequestLinkRow>(
      `SELECT id, locale, email, mobile, privacy_token_hash FROM privacy_requests
       WHERE privacy_token_hash = ? AND erased_at IS NULL`,
      [tokenHash],
    );
    if (request?.privacy_token_hash && sameHash(request.privacy_token_hash, tokenHash))
      return this.requestLink(request);
    return undefined;
  }

  /**
   * A privacy request's link. A request gives no consent of its own (answering it is our duty), so
   * its consent is that of the leads and tickets sent with its email.
   */
  private requestLink(row: RequestLinkRow): Promise<PrivacyLink> {
    return this.withConsent({
      leadId: null,
      ticketId: null,
      requestId: row.id,
      email: row.email,
      mobile: row.mobile,
      locale: isLocale(row.locale) ? row.locale : "en",
      consentWithdrawnAt: null,
      nothingToWithdraw: false,
    });
  }

  /**
   * The consent a link answers for: that of the leads and tickets sent with its email, its own
   * record among them (what withdrawing by it reaches). Withdrawn since the latest withdrawal once
   * every one of them is, so a new form sent with the email after a withdrawal brings the button
   * back; nothing to withdraw when there is none.
   */
  private async withConsent(link: PrivacyLink): Promise<PrivacyLink> {
    const records = [
      ...(await this.personRows(link, "leads", "email")),
      ...(await this.personRows(link, "service_tickets", "email")),
    ];
    const withdrawn = records.map((record) => toDateOrNull(record.withdrawn_at));
    const everyOne = records.length > 0 && withdrawn.every((at) => at !== null);
    return {
      ...link,
      consentWithdrawnAt: everyOne
        ? new Date(Math.max(...withdrawn.map((at) => (at as Date).getTime())))
        : null,
      nothingToWithdraw: records.length === 0,
    };
  }

  /** An unerased lead as the link of its person (staff act on a lead from the inbox). */
  findLead(leadId: string): Promise<PrivacyLink | undefined> {
    return this.findRecord("leads", leadId);
  }

  /** An unerased service ticket as the link of its person (staff act on a ticket from the inbox). */
  findTicket(ticketId: string): Promise<PrivacyLink | undefined> {
    return this.findRecord("service_tickets", ticketId);
  }

  private async findRecord(table: LinkTable, id: string): Promise<PrivacyLink | undefined> {
    const row = await this.sql.get<LinkRow>(`${linkSelect(table)} WHERE id = ? AND erased_at IS NULL`, [id]);
    return row && toLink(table, row);
  }

  /**
   * Whose records a request reaches. By their personal link, the person has shown that they read
   * the email it came in (or sent its lead or ticket): the link's own record and every other one sent
   * with the same email (compared as the newsletter does: ASCII letters lower-cased). A mobile number
   * proves nothing there (anyone can type someone's number beside their own email and get a link),
   * so records that share only the mobile are reached when staff, who checked who is asking, erase
   * from the inbox. Erased records are left out.
   */
  private personMatch(by: ErasedBy["via"]): Match {
    return by === "link" ? "email" : "emailOrMobile";
  }

  /** The person's unerased records in `table` (personMatch), those that also meet `where` when given. */
  private async personRows(
    link: ErasedIdentity,
    table: PersonTable,
    match: Match,
    where?: string,
  ): Promise<PersonRow[]> {
    const { own, kind, asked, email, mobile, since, withdrawn } = PERSON_TABLES[table];
    const { dialect } = this.sql;
    const ownId = own(link);
    const person = conditions();
    if (ownId !== null) person.add("id = ?", ownId);
    if (link.email)
      person.add(sameEmail(dialect, email ?? dataField(dialect, "email")), subscriberAddress(link.email));
    if (link.mobile && match === "emailOrMobile")
      person.add(`${mobile ?? dataField(dialect, "mobileNo")} = ?`, link.mobile);
    if (!person.any()) return [];
    return this.sql.all(
      `SELECT id, ${kind} AS kind, ${asked} AS asked, ${withdrawn} AS withdrawn_at FROM ${table}
       WHERE erased_at IS NULL${where ? ` AND ${where}` : ""} AND ${person.any()} ORDER BY ${since}`,
      person.params,
    );
  }

  /**
   * Withdraws the person's consent: their leads say so (the inbox shows it), the newsletter stops
   * counting them as a subscriber (the daily retention removes the subscription) and emails not yet
   * sent to them are dropped. One audit record, without personal data (on the privacy request
   * when the link was its acknowledgement's, so its page lists it). How many records it withdrew: 0
   * when every one of them was withdrawn already (pressed again), or a request's link finds none,
   * which changes nothing and records nothing.
   */
  async withdraw(link: PrivacyLink, at: Date): Promise<number> {
    const leads = await this.personRows(link, "leads", "email", "consent_withdrawn_at IS NULL");
    const tickets = await this.personRows(link, "service_tickets", "email", "consent_withdrawn_at IS NULL");
    if (leads.length + tickets.length === 0) return 0;
    const ids = leads.map((lead) => lead.id);
    const ticketIds = tickets.map((ticket) => ticket.id);
    const statements = [
      ...overIds(ids, (among) => [
        [
          `UPDATE leads SET consent_withdrawn_at = ?, subscriber_email = NULL
          WHERE id IN ${among} AND consent_withdrawn_at IS NULL`,
          [at],
        ],
        [`DELETE FROM outbox WHERE lead_id IN ${among} AND recipient = 'visitor' AND status = 'pending'`],
      ]),
      ...overIds(ticketIds, (among) => [
        [
          `UPDATE service_tickets SET consent_withdrawn_at = ? WHERE id IN ${among} AND consent_withdrawn_at IS NULL`,
          [at],
        ],
        [`DELETE FROM outbox WHERE ticket_id IN ${among} AND recipient = 'visitor' AND status = 'pending'`],
      ]),
    ];
    const detail = `consent withdrawn by the person's link for ${describeRecords(leads, tickets)}`;
    const on = link.requestId ? { requestId: link.requestId } : { leadId: link.leadId };
    await this.sql.batch([
      ...statements,
      auditStatement({ at, userId: null, action: "withdrawal", ...on, detail }),
    ]);
    return ids.length + ticketIds.length;
  }

  /**
   * Erases the person's data in one transaction: every ERASERS entry over their leads, one audit
   * record saying what was erased and when (without personal data), and the confirmation email
   * (`confirmation`), whose content is itself erased once it is sent or given up (outbox.ts).
   * Their link is used up. What was erased, as the audit record says it.
   */
  async erase(
    link: ErasedIdentity,
    at: Date,
    confirmation: MailMessage | undefined,
    by: ErasedBy = { via: "link" },
  ): Promise<string> {
    const match = this.personMatch(by.via);
    const leads = await this.personRows(link, "leads", match);
    const tickets = await this.personRows(link, "service_tickets", match);
    const requests = await this.personRows(link, "privacy_requests", match);
    // Their requests still open are closed by this erasure, whichever way it came: an erasure
    // request is answered by it, and one to see or correct has nothing left to answer about.
    const answered = await this.personRows(link, "privacy_requests", match, "status = 'open'");
    const person: ErasedPerson = {
      leadIds: leads.map((lead) => lead.id),
      ticketIds: tickets.map((ticket) => ticket.id),
      requestIds: requests.map((request) => request.id),
      at,
      dialect: this.sql.dialect,
    };
    const leadsAmong = marks(person.leadIds);
    const ticketsAmong = marks(person.ticketIds);
    const requestsAmong = marks(person.requestIds);
    const counted = await this.sql.get<{ notes: DbCount; emails: DbCount }>(
      `SELECT (SELECT count(*) FROM lead_notes WHERE lead_id IN (${leadsAmong}))
                + (SELECT count(*) FROM service_ticket_notes WHERE ticket_id IN (${ticketsAmong})) AS notes,
              (SELECT count(*) FROM outbox WHERE lead_id IN (${leadsAmong}) OR ticket_id IN (${ticketsAmong})
                OR privacy_request_id IN (${requestsAmong})) AS emails`,
      [...person.leadIds, ...person.ticketIds, ...person.leadIds, ...person.ticketIds, ...person.requestIds],
    );
    const how = erasedHow(by);
    const userId = by.via === "link" ? null : by.user.id;
    const detail = `erased the name, mobile number, email and every field sent of ${describeRecords(leads, tickets, requests)}, with ${toCount(counted?.notes)} note(s) and ${toCount(counted?.emails)} email(s), ${how}`;
    const statements: Statement[] = ERASERS.flatMap((eraser) => eraser(person));
    const requestId = link.requestId ?? null;
    // The record names the request, ticket or lead the erasure was asked from, so its page lists it.
    const asked =
      requestId !== null
        ? { requestId }
        : link.ticketId
          ? { ticketId: link.ticketId }
          : { leadId: link.leadId };
    statements.push(auditStatement({ at, userId, action: "erasure", ...asked, detail }));
    // Each open request of theirs is done by it (after the erasers, which clear notes), with a
    // note and a record on its page saying how and why, so it no longer waits for staff.
    for (const { id, asked } of answered) {
      const note = closingNote(asked, how);
      statements.push(
        {
          sql: `UPDATE privacy_requests SET status = 'done', closed_at = ?, closed_by = ?, outcome_note = ?
                WHERE id = ? AND status = 'open'`,
          params: [at, userId, note, id],
        },
        auditStatement({ at, userId, action: "request-done", requestId: id, detail: note }),
      );
    }
    // The confirmation belongs to the erasure's own record (the link's lead or ticket, or the
    // request), erased: its content goes once it is sent.
    const owner = { leadId: link.leadId, ticketId: link.ticketId, privacyRequestId: requestId };
    const mail = confirmation ? [{ recipient: "visitor" as const, message: confirmation }] : [];
    statements.push(...queueMail(owner, mail, at));
    await this.sql.batch(statements);
    await this.sql.forgetDeleted();
    return detail;
  }
}

/** What identifies a person's other records (personMatch). */
export type Match = "email" | "emailOrMobile";

/**
 * Who carried an erasure out, and from where: the person by their personal link, or a staff
 * member from the inbox (a lead's page, a service ticket's page, or a privacy request's).
 */
export type ErasedBy =
  | { via: "link" }
  | { via: "lead"; user: ErasingStaff; leadId: string }
  | { via: "ticket"; user: ErasingStaff; ticketNumber: string | number }
  | { via: "request"; user: ErasingStaff; requestId: string };

type ErasingStaff = { id: string; name: string };

/**
 * The note an erasure closes the person's open request with: an erasure request is answered by
 * it; one to see or correct is closed with it (no data is left to show or correct by it).
 */
export function closingNote(asked: string | null, how: string): string {
  return asked === "see" || asked === "correct"
    ? `The person's data was erased ${how}; this request to ${asked} it was closed with it.`
    : `The person's data was erased ${how}.`;
}

/** How the audit record and the closing note of an answered request say who erased and from where. */
export function erasedHow(by: ErasedBy): string {
  switch (by.via) {
    case "link":
      return "at the person's request by their personal link";
    case "lead":
      return `by ${by.user.name} from the inbox (lead ${reference(by.leadId)}), at the person's request made another way`;
    case "ticket":
      return `by ${by.user.name} from the inbox (service ticket ${by.ticketNumber}), at the person's request made another way`;
    case "request":
      return `by ${by.user.name} for privacy request ${reference(by.requestId)}`;
  }
}

/**
 * Whose data an erasure is for: a personal link's lead or ticket (or one staff opened) and what
 * identifies its person, or a privacy request (`requestId`, no lead or ticket) with the email and
 * mobile number it gave.
 */
export type ErasedIdentity = Pick<PrivacyLink, "leadId" | "ticketId" | "email" | "mobile"> & {
  requestId?: string | null;
};

/**
 * How a table's records of a person are found: the identity's own record (`own`), the email and
 * mobile number (in the JSON `data` unless columns are named), the kind the audit record names,
 * what a request asked (`asked`), when consent was withdrawn (`withdrawn`; a request gives none)
 * and the order.
 */
interface PersonColumns {
  own: (link: ErasedIdentity) => string | null;
  kind: string;
  asked: string;
  since: string;
  withdrawn: string;
  email?: string;
  mobile?: string;
}

/** One record of a person: its kind, what it asked (a privacy request) and when its consent was withdrawn. */
interface PersonRow {
  id: string;
  kind: string;
  asked: string | null;
  withdrawn_at: DbTime | null;
}
type PersonTable = "leads" | "service_tickets" | "privacy_requests";

/** The records that hold a person's details. */
const PERSON_TABLES: Record<PersonTable, PersonColumns> = {
  leads: {
    own: (link: ErasedIdentity) => link.leadId,
    kind: "kind",
    asked: "NULL",
    since: "created_at",
    withdrawn: "consent_withdrawn_at",
  },
  service_tickets: {
    own: (link: ErasedIdentity) => link.ticketId,
    kind: "'service ticket'",
    asked: "NULL",
    since: "created_at",
    withdrawn: "consent_withdrawn_at",
  },
  privacy_requests: {
    own: (link: ErasedIdentity) => link.requestId ?? null,
    kind: "'privacy request'",
    asked: "request",
    since: "received_at",
    withdrawn: "NULL",
    email: "email",
    mobile: "mobile",
  },
};

/**
 * The records with a `data` column that carry a personal link: leads, and service tickets (leads
 * first); privacy requests, with columns of their own, are looked up after them.
 */
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
    requestId: null,
    locale: isLocale(row.locale) ? row.locale : "en",
    email: text(data.email),
    mobile: text(data.mobileNo),
    consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
    nothingToWithdraw: false,
  };
}

interface RequestLinkRow {
  id: string;
  locale: string;
  email: string | null;
  mobile: string | null;
  privacy_token_hash: string | null;
}

interface LinkRow {
  id: string;
  locale: string;
  data: string | Record<string, unknown>;
  privacy_token_hash: string | null;
  consent_withdrawn_at: DbTime | null;
}

/**
 * The lead, service ticket or privacy request a personal link belongs to (one of the three), with
 * what identifies its person.
 */
export interface PrivacyLink {
  leadId: string | null;
  ticketId: string | null;
  requestId: string | null;
  locale: Locale;
  email: string | null;
  mobile: string | null;
  consentWithdrawnAt: Date | null;
  /** A request's link whose email sent no lead or ticket: it has no consent to withdraw. */
  nothingToWithdraw: boolean;
}

/**
 * Whose data an eraser erases: the person's leads, service tickets and privacy requests, when, on
 * which database.
 */
interface ErasedPerson {
  leadIds: readonly string[];
  ticketIds: readonly string[];
  requestIds: readonly string[];
  at: Date;
  dialect: SqlExecutor["dialect"];
}

/**
 * "2 leads (appointment, newsletter)", "1 lead (question) and 2 service tickets", "1 service ticket
 * and 1 privacy request".
 */
function describeRecords(
  leads: readonly { kind: string }[],
  tickets: readonly unknown[] = [],
  requests: readonly unknown[] = [],
): string {
  const kinds = [...new Set(leads.map((lead) => lead.kind))].join(", ");
  const parts = leads.length > 0 ? [`${leads.length} lead${leads.length === 1 ? "" : "s"} (${kinds})`] : [];
  if (tickets.length > 0) parts.push(`${tickets.length} service ticket${tickets.length === 1 ? "" : "s"}`);
  if (requests.length > 0)
    parts.push(`${requests.length} privacy request${requests.length === 1 ? "" : "s"}`);
  return parts.join(" and ") || "no records";
}

/**
 * What erasure does, one entry per kind of record that holds a person's data: their leads' notes
 * and emails are deleted, SQLite's search index forgets them, and each lead keeps only what says
 * what it was (kind, dates, language, notice version, status); their service tickets' notes and
 * emails are deleted, and each ticket keeps only its number, problem type, language, steps and
 * dates (its tracking link stops working); their privacy requests' emails are deleted, and each
 * request keeps only what was asked, its language, notice version, dates and status. A new kind of
 * record is one more entry.
 */
/** What an erased lead or ticket no longer says of its sender and link; the erasure's time twice. */
const FORGET_SENDER = `user_agent = NULL, ip_hash = NULL, idempotency_key = NULL, privacy_token_hash = NULL,
  erased_at = ?, consent_withdrawn_at = COALESCE(consent_withdrawn_at, ?)`;

const ERASERS: readonly ((person: ErasedPerson) => Statement[])[] = [
  ({ leadIds, dialect, at }) =>
    overIds(leadIds, (among) => [
      [`DELETE FROM lead_notes WHERE lead_id IN ${among}`],
      [`DELETE FROM outbox WHERE lead_id IN ${among}`],
      ...(dialect === "sqlite"
        ? ([
            [`DELETE FROM lead_search WHERE rowid IN (SELECT search_rowid FROM leads WHERE id IN ${among})`],
            // The entry's number is free for the next lead: the erased lead no longer points at it.
            // Its words leave the index's stored pages with it (secure-delete, migration 14).
            [`UPDATE leads SET search_rowid = NULL WHERE id IN ${among}`],
          ] as const)
        : []),
      [
        `UPDATE leads SET data = '{}', subscriber_email = NULL, ${FORGET_SENDER} WHERE id IN ${among}`,
        [at, at],
      ],
    ]),
  ({ ticketIds, at }) =>
    overIds(ticketIds, (among) => [
      [`DELETE FROM service_ticket_notes WHERE ticket_id IN ${among}`],
      [`DELETE FROM outbox WHERE ticket_id IN ${among}`],
      // The tracking token's hash (unique, required) becomes a value no token hashes to.
      [
        `UPDATE service_tickets SET data = '{}', token_hash = 'erased:' || id, ${FORGET_SENDER} WHERE id IN ${among}`,
        [at, at],
      ],
    ]),
  ({ requestIds, at }) =>
    overIds(requestIds, (among) => [
      [`DELETE FROM outbox WHERE privacy_request_id IN ${among}`],
      // The notes staff closed them with, copied into their audit records, go too.
      [
        `UPDATE audit_events SET detail = NULL
         WHERE privacy_request_id IN ${among} AND action IN ('request-done', 'request-refused')`,
      ],
      [
        `UPDATE privacy_requests SET name = '', mobile = NULL, email = NULL, correction = NULL,
           message = NULL, outcome_note = NULL, source_page = NULL, user_agent = NULL, ip_hash = NULL,
           idempotency_key = NULL, privacy_token_hash = NULL, erased_at = ?
         WHERE id IN ${among}`,
        [at],
      ],
    ]),
];

/**
 * Statements over a list of ids, none when it is empty: `statements` gets the list's `(?, ?…)` and
 * gives each statement's SQL and the values before the ids.
 */
function overIds(
  ids: readonly string[],
  statements: (among: string) => readonly (readonly [sql: string, before?: readonly SqlValue[]])[],
): Statement[] {
  if (ids.length === 0) return [];
  return statements(`(${marks(ids)})`).map(([sql, before = []]) => ({ sql, params: [...before, ...ids] }));
}
