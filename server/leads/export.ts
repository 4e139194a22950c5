/**
 * Lead export formats for `npm run leads`: CSV (RFC 4180, safe to open in a spreadsheet) and JSON.
 */
import { LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { leadFields, type StoredLead } from "../db/repository.ts";

/** Every form field of every kind, in a stable order: the CSV's data columns. */
export const FIELD_COLUMNS: readonly string[] = [
  ...new Set(Object.values(LEAD_FORMS).flatMap((form) => Object.keys(form.fields))),
];

export const CSV_COLUMNS: readonly string[] = [
  "id",
  "kind",
  "created_at",
  "flagged",
  "source_page",
  "locale",
  "notice_version",
  "notice_at",
  "consent_withdrawn_at",
  "erased_at",
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
    lead.createdAt.toISOString(),
    lead.flagged ? "yes" : "no",
    lead.sourcePage,
    lead.locale,
    lead.noticeVersion,
    lead.noticeAt?.toISOString(),
    lead.consentWithdrawnAt?.toISOString(),
    lead.erasedAt?.toISOString(),
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
