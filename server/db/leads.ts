/**
 * Leads, written once for both databases: storing one (its Idempotency-Key, the sender's rate
 * limit, the newsletter's one subscriber per address and its emails, in one durable transaction)
 * and reading them back. The lead inbox's work on them (status, notes) is inbox.ts.
 */
import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { LeadData } from "../../contracts/leads/schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import { type NewOutboxMessage, queueMail } from "./outbox.ts";
import {
  type DbBoolean,
  type DbCount,
  type DbTime,
  fromJson,
  toCount,
  toDate,
  toDateOrNull,
} from "./rows.ts";
import { type Answer, type Conversation, conditions, get, type SqlExecutor } from "./sql.ts";
import { subscriberOf } from "./subscribers.ts";

/**
 * How a lead's Idempotency-Key is stored (`leads.idempotency_key`, unique per kind): scoped to its
 * sender, `<ip hash> <key>` (a key is visible ASCII, no space), so another client sending the same
 * key stores its own lead instead of being answered with the first client's (migration 17). As the
 * service desk and privacy requests do with their (ip_hash, idempotency_key) pairs. A lead without
 * an IP hash (none from the API) keeps the bare key.
 */
export function senderIdempotencyKey(ipHash: string | null, key: string): string {
  return ipHash === null ? key : `${ipHash} ${key}`;
}

/** The key as the sender sent it, from its stored form. */
export function sentIdempotencyKey(ipHash: string | null, stored: string | null): string | null {
  if (stored === null || ipHash === null) return stored;
  return stored.startsWith(`${ipHash} `) ? stored.slice(ipHash.length + 1) : stored;
}

/** What the API records of every form sent to it (a lead, a service request) besides its fields. */
export interface SentForm {
  id: string;
  createdAt: Date;
  sourcePage: string | null;
  userAgent: string | null;
  /** Salted sha256 of the client IP; never the raw address. */
  ipHash: string | null;
  /** Honeypot filled: stored, never worked or notified. */
  flagged: boolean;
  /** Scoped to the sender (its IP hash): a repeat from the same client returns the first record. */
  idempotencyKey: string | null;
  /** The language of the page it was sent from (that page's path prefix): its emails' too. */
  locale: Locale;
  /** The version of the privacy notice its form showed (server/privacy/notices.ts); null before notices. */
  noticeVersion: string | null;
  /** When the form was sent with that notice by its button. */
  noticeAt: Date | null;
}

/** What every lead carries besides its kind and fields. */
export interface LeadRecord extends SentForm {
  /**
   * SHA-256 of the token of the personal privacy link in the visitor's emails (privacy/links.ts);
   * null when no email went to them, and once the link was used to erase their data.
   */
  privacyTokenHash: string | null;
}

/** Each kind's lead: its fields are the contract's output for that kind (stored as JSON). */
export type LeadsByKind = { [K in LeadKind]: LeadRecord & { kind: K; data: LeadData<K> } };

/** A lead of one kind K (or of any kind): a union discriminated by `kind`. */
export type LeadOf<K extends LeadKind = LeadKind> = LeadsByKind[K];

export type NewLead = LeadOf;

/** What a lead's person did with their data after sending it. */
export interface PrivacyState {
  /** When they withdrew consent by their personal link (no more emails; the inbox says so). */
  consentWithdrawnAt: Date | null;
  /** When their name, mobile and email were erased from it (what is left says only what it was). */
  erasedAt: Date | null;
}

export type StoredLead = NewLead & PrivacyState;

export type InsertResult =
  | { outcome: "created"; id: string; createdAt: Date }
  /** The Idempotency-Key was used before: its lead. */
  | { outcome: "duplicate"; id: string; createdAt: Date }
  /** The newsletter address is subscribed already (subscribers.ts): its subscription, nothing stored. */
  | { outcome: "already_subscribed"; id: string; createdAt: Date }
  | { outcome: "rate_limited" };

/** Storing a lead, a service request or a privacy request. */
export interface InsertOptions {
  /** Refuse (outcome "rate_limited") when this IP hash already has `max` of them since `since`. */
  rateLimit?: { max: number; since: Date };
}

export interface LeadFilter {
  kind?: LeadKind;
  /** Inclusive lower bound on created_at. */
  since?: Date;
  order?: "asc" | "desc";
  limit?: number;
  /** Keyset cursor: rows strictly after this one in the chosen order. */
  after?: { createdAt: Date; id: string };
}

const earlier = (row: Answer) => ({ id: String(row!.id), createdAt: toDate(row!.created_at as DbTime) });

/**
 * In order of precedence: the sender's earlier lead with this Idempotency-Key, the rate limit, the
 * address's subscription (the rate limit comes first, so its answer does not tell whether an
 * address is subscribed), the lead and its outbox rows.
 */
function* insertLeadSteps(
  lead: NewLead,
  outbox: readonly NewOutboxMessage[],
  options: InsertOptions,
): Conversation<InsertResult> {
  const idempotencyKey =
    lead.idempotencyKey === null ? null : senderIdempotencyKey(lead.ipHash, lead.idempotencyKey);
  const byKey = get("SELECT id, created_at FROM leads WHERE kind = ? AND idempotency_key = ?", [
    lead.kind,
    idempotencyKey,
  ]);
  if (idempotencyKey !== null) {
    const existing = yield byKey;
    if (existing) return { outcome: "duplicate", ...earlier(existing) };
  }
  const limit = options.rateLimit;
  if (limit && lead.ipHash !== null) {
    const recent = yield get(
      "SELECT count(*) AS n FROM leads WHERE kind = ? AND ip_hash = ? AND created_at >= ?",
      [lead.kind, lead.ipHash, limit.since],
    );
    if (toCount(recent?.n as string) >= limit.max) return { outcome: "rate_limited" };
  }
  const subscriber = subscriberOf(lead);
  const bySubscriber = get("SELECT id, created_at FROM leads WHERE subscriber_email = ?", [subscriber]);
  if (subscriber !== null) {
    const existing = yield bySubscriber;
    if (existing) return { outcome: "already_subscribed", ...earlier(existing) };
  }
  const inserted = yield get(
    `INSERT INTO leads (id, kind, data, created_at, source_page, user_agent, ip_hash, flagged, idempotency_key,
       subscriber_email, locale, notice_version, notice_at, privacy_token_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      lead.id,
      lead.kind,
      JSON.stringify(lead.data),
      lead.createdAt,
      lead.sourcePage,
      lead.userAgent,
      lead.ipHash,
      lead.flagged,
      idempotencyKey,
      subscriber,
      lead.locale,
      lead.noticeVersion,
      lead.noticeAt,
      lead.privacyTokenHash,
    ],
  );
  if (!inserted) {
    // Another replica stored the same key or subscribed the same address after this one looked
    // (its row is visible now): this one answers as that one.
    const duplicate = idempotencyKey === null ? undefined : yield byKey;
    if (duplicate) return { outcome: "duplicate", ...earlier(duplicate) };
    const subscribed = subscriber === null ? undefined : yield bySubscriber;
    if (subscribed) return { outcome: "already_subscribed", ...earlier(subscribed) };
    throw new Error("The lead was neither stored nor matched by an earlier one.");
  }
  for (const statement of queueMail({ leadId: lead.id }, outbox, lead.createdAt)) yield statement;
  return { outcome: "created", id: lead.id, createdAt: lead.createdAt };
}

export interface LeadRow {
  id: string;
  kind: string;
  data: string | Record<string, unknown>;
  created_at: DbTime;
  source_page: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  flagged: DbBoolean;
  idempotency_key: string | null;
  locale: string;
  notice_version: string | null;
  notice_at: DbTime | null;
  privacy_token_hash: string | null;
  consent_withdrawn_at: DbTime | null;
  erased_at: DbTime | null;
}

/** A lead as both databases give it. */
export function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    data: fromJson(row.data),
    createdAt: toDate(row.created_at),
    sourcePage: row.source_page,
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    flagged: Boolean(row.flagged),
    idempotencyKey: sentIdempotencyKey(row.ip_hash, row.idempotency_key),
    locale: row.locale,
    noticeVersion: row.notice_version,
    noticeAt: toDateOrNull(row.notice_at),
    privacyTokenHash: row.privacy_token_hash,
    consentWithdrawnAt: toDateOrNull(row.consent_withdrawn_at),
    erasedAt: toDateOrNull(row.erased_at),
  } as StoredLead;
}

function leadWhere(filter: Pick<LeadFilter, "kind" | "since">) {
  const where = conditions();
  if (filter.kind) where.add("kind = ?", filter.kind);
  if (filter.since) where.add("created_at >= ?", filter.since);
  return where;
}

export class LeadStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * In one transaction: idempotency lookup, rate-limit check, the newsletter's one subscriber per
   * address (subscribers.ts), the lead row and its outbox rows, in that order of precedence.
   * Resolves only once the transaction is durably committed. One sender's leads of a kind take
   * turns under the rate limit, so each count includes the other's committed lead.
   */
  insert(lead: NewLead, outbox: readonly NewOutboxMessage[], options: InsertOptions = {}) {
    const turn = options.rateLimit && lead.ipHash !== null ? `${lead.kind}:${lead.ipHash}` : undefined;
    return this.sql.converse(insertLeadSteps(lead, outbox, options), turn);
  }

  /** The lead of `kind` its sender (by IP hash) sent with this Idempotency-Key, if any. */
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

  async get(id: string): Promise<StoredLead | undefined> {
    const row = await this.sql.get<LeadRow>("SELECT * FROM leads WHERE id = ?", [id]);
    return row ? toLead(row) : undefined;
  }

  async list(filter: LeadFilter = {}): Promise<StoredLead[]> {
    const where = leadWhere(filter);
    const desc = filter.order === "desc";
    const { after, limit } = filter;
    if (after) where.add(`(created_at, id) ${desc ? "<" : ">"} (?, ?)`, after.createdAt, after.id);
    let sql = `SELECT * FROM leads${where.where()}`;
    sql += desc ? " ORDER BY created_at DESC, id DESC" : " ORDER BY created_at, id";
    if (limit !== undefined) sql += " LIMIT ?";
    const params = limit === undefined ? where.params : [...where.params, limit];
    return (await this.sql.all<LeadRow>(sql, params)).map(toLead);
  }

  async count(filter: Pick<LeadFilter, "kind" | "since"> = {}): Promise<number> {
    const where = leadWhere(filter);
    const row = await this.sql.get<{ n: DbCount }>(
      `SELECT count(*) AS n FROM leads${where.where()}`,
      where.params,
    );
    return toCount(row?.n);
  }

  /** Deletes leads created before `cutoff` (and their outbox rows); returns how many leads. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const purged = await this.sql.run("DELETE FROM leads WHERE created_at < ?", [cutoff]);
    if (purged > 0) await this.sql.forgetDeleted();
    return purged;
  }

  /** Streams every lead matching the filter in pages (oldest first), for export. */
  async *export(
    filter: Omit<LeadFilter, "order" | "limit" | "after"> = {},
    pageSize = 500,
  ): AsyncGenerator<StoredLead> {
    let after: LeadFilter["after"];
    for (;;) {
      const page = await this.list({ ...filter, order: "asc", limit: pageSize, after });
      yield* page;
      if (page.length < pageSize) return;
      const last = page[page.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}
