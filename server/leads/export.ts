/**
 * Lead export formats for `npm run leads`: CSV (RFC 4180, safe to open in a spreadsheet) and JSON.
 * The CSV exports (leads, tickets; the inbox's and the command line's) write times in India's
 * time, as staff read them, with `_ist` on each time column's name; JSON keeps ISO 8601 in UTC.
 */
import { serviceDesk } from "../../content/service-desk.ts";
import { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import type { StoredLead } from "../db/leads.ts";
import { leadFields } from "./field-values.ts";

/** Every form field of every kind, in a stable order: the CSV's data columns. */
export const FIELD_COLUMNS: readonly string[] = [
  ...new Set(Object.values(LEAD_FORMS).flatMap((form) => Object.keys(form.fields))),
];

/** India's offset from UTC (+05:30; India keeps no daylight saving time). */
const INDIA_OFFSET_MS = serviceDesk.utcOffsetMinutes * 60_000;

/**
 * A time as the CSV exports write it: India's time, "2026-12-02 04:46:01" (a spreadsheet reads it
 * as a date and time); the column's name says IST (`_ist`). "" for none.
 */
export function csvTime(date: Date | null | undefined): string {
  if (!date) return "";
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** The day in India, "2026-12-02": the exports' file names. */
export const csvDay = (date: Date) => csvTime(date).slice(0, 10);

/** The name of a time column: it says the times are India's. */
export const timeColumn = (name: string) => `${name}_ist`;

export const CSV_COLUMNS: readonly string[] = [
  "id",
  "kind",
  timeColumn("created_at"),
  "flagged",
  "source_page",
  "locale",
  "notice_version",
  timeColumn("notice_at"),
  timeColumn("consent_withdrawn_at"),
  timeColumn("erased_at"),
  ...FIELD_COLUMNS,
  "user_agent",
];

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return) is prefixed with a single quote; cells holding a quote, comma or line break
 * are quoted with inner quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The UTF-8 byte order mark: without it Excel reads a CSV in the local code page, not UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** The CSV's first line, after a byte order mark when `bom` (for Excel: Gujarati and Hindi names). */
export function csvHeader({ bom = false }: { bom?: boolean | undefined } = {}): string {
  return `${bom ? UTF8_BOM : ""}${csvRow(CSV_COLUMNS)}`;
}

export function leadToCsv(lead: StoredLead): string {
  return csvRow([
    lead.id,
    lead.kind,
    csvTime(lead.createdAt),
    lead.flagged ? "yes" : "no",
    lead.sourcePage,
    lead.locale,
    lead.noticeVersion,
    csvTime(lead.noticeAt),
    csvTime(lead.consentWithdrawnAt),
    csvTime(lead.erasedAt),
    ...FIELD_COLUMNS.map((field) => leadFields(lead)[field]),
    lead.userAgent,
  ]);
}

/** The JSON shape of one exported lead (no IP hash, no idempotency key). */
export function leadToJson(lead: StoredLead) {
  return {
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    flagged: lead.flagged,
    sourcePage: lead.sourcePage,
    locale: lead.locale,
    noticeVersion: lead.noticeVersion,
    noticeAt: lead.noticeAt?.toISOString() ?? null,
    consentWithdrawnAt: lead.consentWithdrawnAt?.toISOString() ?? null,
    erasedAt: lead.erasedAt?.toISOString() ?? null,
    userAgent: lead.userAgent,
    data: lead.data,
  };
}
