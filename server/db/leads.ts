/**
 * Leads, written once for both databases: storing one (its Idempotency-Key, the sender's rate
 * limit, the newsletter's one subscriber per address and its emails, in one durable transaction)
 * and reading them back. The lead inbox's work on them (status, notes, audit) is inbox-store.ts.
 */
import type { LeadKind } from "../../contracts/leads/forms.ts";
import { queueMail } from "./outbox.ts";
import {
  type InsertOptions,
  type InsertResult,
  type LeadFilter,
  type NewLead,
  type NewOutboxMessage,
  type StoredLead,
  senderIdempotencyKey,
  sentIdempotencyKey,
} from "./repository.ts";
import { type DbBoolean, type DbTime, fromJson, toCount, toDate, toDateOrNull } from "./rows.ts";
import { type Answer, type Conversation, get, type SqlExecutor, type SqlValue } from "./sql.ts";
import { subscriberOf } from "./subscribers.ts";

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

export class LeadStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * In one transaction: idempotency lookup, rate-limit check, the newsletter's one subscriber per
   * address (subscribers.ts), the lead row and its outbox rows, in that order of precedence.
   * Resolves only once the transaction is durably committed. One sender's leads of a kind take
   * turns under the rate limit, so each count includes the other's committed lead.
   */
  insert(
    lead: NewLead,
    outbox: readonly NewOutboxMessage[],
    options: InsertOptions = {},
  ): Promise<InsertResult> {
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

  async count(filter: Pick<LeadFilter, "kind" | "since"> = {}): Promise<number> {
    const { where, params } = leadWhere(filter);
    let sql = "SELECT count(*) AS n FROM leads";
    if (where.length > 0) sql += ` WHERE ${where.join(" AND ")}`;
    return toCount((await this.sql.get<{ n: number | string }>(sql, params))?.n);
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
