/**
 * The ticket list's CSV export: one row per ticket with the notice it was sent with, each step's
 * time (India's, as the leads' export writes them: csvTime), and every field the customer sent. Cells are written by the leads export's csvRow, which
 * neutralises spreadsheet formulas; the file starts with the same byte order mark (for Excel).
 */
import { HONEYPOT_FIELD } from "../../../contracts/leads/fields.ts";
import { SERVICE_STEP_IDS } from "../../../contracts/service/fields.ts";
import { serviceRequestSchema } from "../../../contracts/service/schema.ts";
import type { StoredTicket } from "../../db/tickets.ts";
import { csvRow, csvTime, timeColumn, UTF8_BOM } from "../../leads/export.ts";

/** The customer's fields, in the form's order, from the request's schema (the problem has its own column). */
const CUSTOMER_FIELDS: readonly string[] = Object.keys(serviceRequestSchema.shape).filter(
  (name) => name !== HONEYPOT_FIELD && name !== "problem",
);

/** When each of the six steps was reached, in India's time: `call_at_ist`, `inform_at_ist`, … */
const STEP_COLUMNS = SERVICE_STEP_IDS.map((step) => timeColumn(`${step}_at`));

export const TICKET_CSV_COLUMNS: readonly string[] = [
  "number",
  "id",
  timeColumn("created_at"),
  "locale",
  "source_page",
  "notice_version",
  timeColumn("notice_at"),
  "problem",
  "step",
  ...STEP_COLUMNS,
  timeColumn("completed_at"),
  "engineer",
  timeColumn("planned_visit_at"),
  timeColumn("on_site_at"),
  "met_target",
  timeColumn("paused_at"),
  timeColumn("consent_withdrawn_at"),
  timeColumn("erased_at"),
  ...CUSTOMER_FIELDS,
];

/** The export's first line, after the byte order mark. */
export const ticketCsvHeader = () => `${UTF8_BOM}${csvRow(TICKET_CSV_COLUMNS)}`;

export function ticketToCsv(ticket: StoredTicket): string {
  const reached = new Map(ticket.steps.map((step) => [step.step, step.at]));
  const data = ticket.data as unknown as Record<string, unknown>;
  return csvRow([
    ticket.number,
    ticket.id,
    csvTime(ticket.createdAt),
    ticket.locale,
    ticket.sourcePage,
    ticket.noticeVersion,
    csvTime(ticket.noticeAt),
    ticket.data.problem,
    ticket.step,
    ...SERVICE_STEP_IDS.map((step) => csvTime(reached.get(step))),
    csvTime(ticket.completedAt),
    ticket.engineer?.name,
    csvTime(ticket.plannedVisitAt),
    csvTime(ticket.onSiteAt),
    ticket.metTarget === null ? "" : ticket.metTarget ? "yes" : "no",
    csvTime(ticket.pausedAt),
    csvTime(ticket.consentWithdrawnAt),
    csvTime(ticket.erasedAt),
    ...CUSTOMER_FIELDS.map((name) => data[name]),
  ]);
}
