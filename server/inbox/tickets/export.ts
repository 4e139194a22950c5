/**
 * The ticket list's CSV export: one row per ticket with the notice it was sent with, each step's
 * time, and every field the customer sent. Cells are written by the leads export's csvRow, which
 * neutralises spreadsheet formulas; the file starts with the same byte order mark (for Excel).
 */
import { HONEYPOT_FIELD } from "../../../contracts/lead-fields.ts";
import { serviceRequestSchema } from "../../../contracts/service.ts";
import { SERVICE_STEP_IDS } from "../../../contracts/service-fields.ts";
import type { StoredTicket } from "../../db/service.ts";
import { csvRow, UTF8_BOM } from "../../leads/export.ts";

/** The customer's fields, in the form's order, from the request's schema (the problem has its own column). */
const CUSTOMER_FIELDS: readonly string[] = Object.keys(serviceRequestSchema.shape).filter(
  (name) => name !== HONEYPOT_FIELD && name !== "problem",
);

/** When each of the six steps was reached: `call_at`, `inform_at`, … */
const STEP_COLUMNS = SERVICE_STEP_IDS.map((step) => `${step}_at`);

export const TICKET_CSV_COLUMNS: readonly string[] = [
  "number",
  "id",
  "created_at",
  "locale",
  "source_page",
  "notice_version",
  "notice_at",
  "problem",
  "step",
  ...STEP_COLUMNS,
  "completed_at",
  "engineer",
  "planned_visit_at",
  "on_site_at",
  "met_target",
  "paused_at",
  "consent_withdrawn_at",
  "erased_at",
  ...CUSTOMER_FIELDS,
];

/** The export's first line, after the byte order mark. */
export const ticketCsvHeader = () => `${UTF8_BOM}${csvRow(TICKET_CSV_COLUMNS)}`;

const iso = (date: Date | null | undefined) => date?.toISOString();

export function ticketToCsv(ticket: StoredTicket): string {
  const reached = new Map(ticket.steps.map((step) => [step.step, step.at]));
  const data = ticket.data as unknown as Record<string, unknown>;
  return csvRow([
    ticket.number,
    ticket.id,
    iso(ticket.createdAt),
    ticket.locale,
    ticket.sourcePage,
    ticket.noticeVersion,
    iso(ticket.noticeAt),
    ticket.data.problem,
    ticket.step,
    ...SERVICE_STEP_IDS.map((step) => iso(reached.get(step))),
    iso(ticket.completedAt),
    ticket.engineer?.name,
    iso(ticket.plannedVisitAt),
    iso(ticket.onSiteAt),
    ticket.metTarget === null ? "" : ticket.metTarget ? "yes" : "no",
    iso(ticket.pausedAt),
    iso(ticket.consentWithdrawnAt),
    iso(ticket.erasedAt),
    ...CUSTOMER_FIELDS.map((name) => data[name]),
  ]);
}
