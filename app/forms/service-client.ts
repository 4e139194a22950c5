/**
 * The browser side of the service request, free of React and the DOM: validation on the shared
 * contract (contracts/service.ts, the schema the API runs), the exact JSON body, and the request
 * (post-form.ts), whose answer carries the ticket's number and tracking link. It carries zod, so
 * the form loads it on first use.
 */
import * as z from "zod/mini";
import { company } from "../../content/company.ts";
import { HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from "../../contracts/lead-fields.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { SERVICE_API_PATH, serviceRequestSchema } from "../../contracts/service.ts";
import { serviceFieldErrors } from "../../contracts/service-messages.ts";
import { m } from "../paraglide/messages.js";
import { postForm, type SendOptions, type SendResult, type Validation, type Values } from "./post-form.ts";

export { newIdempotencyKey } from "./post-form.ts";

/** What the API answers a stored request with. */
export interface TicketAnswer {
  ticket: string;
  trackPath: string;
  message: string;
}

/** The JSON fields of a request, in the contract's order, without the honeypot. */
export const SERVICE_FIELDS: readonly string[] = Object.keys(serviceRequestSchema.shape).filter(
  (field) => field !== HONEYPOT_FIELD,
);

/**
 * Checks what the visitor entered with the contract. On success returns the request body: every
 * field of the contract (trimmed and normalised, "" for an empty optional one), plus the page the
 * form names as its own and the honeypot when something filled it.
 */
export function validateService(values: Values, locale: Locale = DEFAULT_LOCALE): Validation {
  const result = z.safeParse(serviceRequestSchema, values);
  if (!result.success) return { ok: false, errors: serviceFieldErrors(result.error.issues, locale) };
  const data = result.data as Record<string, unknown>;
  const payload: Record<string, string> = {};
  for (const field of SERVICE_FIELDS) {
    const value = data[field];
    payload[field] = typeof value === "string" ? value : "";
  }
  const page = values[SOURCE_PAGE_FIELD];
  if (page) payload[SOURCE_PAGE_FIELD] = page;
  const trap = values[HONEYPOT_FIELD];
  if (trap && trap.trim() !== "") payload[HONEYPOT_FIELD] = trap;
  return { ok: true, payload };
}

/** POSTs the request; a success carries the ticket's number and tracking link. */
export function sendService(
  payload: Record<string, string>,
  options: SendOptions,
): Promise<SendResult<TicketAnswer>> {
  const failure = m.service_failure(
    { phone: company.phones.support.display },
    { locale: options.locale ?? DEFAULT_LOCALE },
  );
  return postForm<TicketAnswer>(
    { path: SERVICE_API_PATH, payload, fields: SERVICE_FIELDS, failure, readAnswer: true },
    options,
  );
}
