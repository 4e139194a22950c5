/**
 * The browser side of the service request, free of React and the DOM: validation on the shared
 * contract (contracts/service/schema.ts, the schema the API runs), the exact JSON body, and the request
 * (post-form.ts), whose answer carries the ticket's number and tracking link. It carries zod, so
 * the form loads it on first use.
 */
import * as z from "zod/mini";
import { company } from "../../content/company.ts";
import { HONEYPOT_FIELD } from "../../contracts/leads/fields.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { serviceFieldErrors } from "../../contracts/service/errors.ts";
import { SERVICE_API_PATH, serviceRequestSchema } from "../../contracts/service/schema.ts";
import { m } from "../../messages/compiled/messages.js";
import {
  formPayload,
  postForm,
  type SendOptions,
  type SendResult,
  type Validation,
  type Values,
} from "./post-form.ts";

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
  return { ok: true, payload: formPayload(SERVICE_FIELDS, result.data, values) };
}

/**
 * How long the same fields count as the same request: the server's window for a form posted again
 * without JavaScript (FORM_REPEAT_WINDOW_MS in server/leads/request.ts), so both paths agree.
 */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;
/** Where the tab keeps the last request's fields (as sent) and its key. */
const LAST_SENT = "service-request-sent";

/**
 * The key to send `body` with: the key it was sent with before in this tab within the window (Back
 * after sending shows a new form, which makes a new key: the same report would be a second ticket),
 * else `key`, remembered for the next time. Without sessionStorage (disabled), `key` as it is.
 */
function repeatKey(body: string, key: string): string {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_SENT) ?? "null") as {
      body?: unknown;
      key?: unknown;
      at?: unknown;
    } | null;
    const now = Date.now();
    if (
      last?.body === body &&
      typeof last.key === "string" &&
      typeof last.at === "number" &&
      now - last.at >= 0 &&
      now - last.at < REPEAT_WINDOW_MS
    )
      return last.key;
    sessionStorage.setItem(LAST_SENT, JSON.stringify({ body, key, at: now }));
  } catch {
    // No storage (a private mode, or a full one): each form keeps its own key, as before.
  }
  return key;
}

/**
 * POSTs the request; a success carries the ticket's number and tracking link. The same fields sent
 * again in this tab within ten minutes carry the first key, so the server answers with the first
 * ticket (`idempotent-replayed`), as it recognises a repeated post without JavaScript.
 */
export function sendService(
  payload: Record<string, string>,
  options: SendOptions,
): Promise<SendResult<TicketAnswer>> {
  const failure = m.service_failure(
    { phone: company.phones.support.display },
    { locale: options.locale ?? DEFAULT_LOCALE },
  );
  // The report's own fields decide, not the page it was sent from: sent again after switching the
  // page's language and going Back, it is the same report.
  const fields = JSON.stringify(SERVICE_FIELDS.map((field) => payload[field] ?? ""));
  const idempotencyKey = repeatKey(fields, options.idempotencyKey);
  return postForm<TicketAnswer>(
    { path: SERVICE_API_PATH, payload, fields: SERVICE_FIELDS, failure, readAnswer: true },
    { ...options, idempotencyKey },
  );
}
