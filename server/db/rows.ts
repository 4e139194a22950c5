/**
 * Row shapes and their mappers, written once for both databases: SQLite gives JSON and times as
 * text and booleans as 0/1, PostgreSQL gives objects, Dates and booleans. Counts come back as
 * numbers (SQLite) or numeric strings (PostgreSQL's bigint).
 */
import {
  type MailMessage,
  type OutboxItem,
  type OutboxRecipient,
  type StoredLead,
  sentIdempotencyKey,
} from "./repository.ts";

export type DbTime = string | Date;
export type DbBoolean = number | boolean;
export type DbCount = number | string;

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

export interface OutboxRow {
  id: number | string;
  lead_id: string | null;
  ticket_id: string | null;
  privacy_request_id: string | null;
  recipient: string;
  message: string | MailMessage;
  attempts: number;
}

export const toDate = (value: DbTime): Date => (value instanceof Date ? value : new Date(value));
export const toDateOrNull = (value: DbTime | null): Date | null => (value === null ? null : toDate(value));
export const toCount = (value: DbCount | null | undefined): number => Number(value ?? 0);

export function fromJson<T>(value: string | T): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

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
