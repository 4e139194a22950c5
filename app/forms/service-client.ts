/**
 * The browser side of the service request, free of React and the DOM: the form's client
 * (post-form.ts) over the shared contract (contracts/service/schema.ts, the schema the API runs),
 * whose answer carries the ticket's number and tracking link, and which sends the same report again
 * with its first key. It carries zod, so the form loads it on first use.
 */
import { FORM_REPEAT_WINDOW_MS } from "../../contracts/form-repeat.ts";
import { HONEYPOT_FIELD } from "../../contracts/leads/fields.ts";
import { serviceFieldErrors } from "../../contracts/service/errors.ts";
import { SERVICE_API_PATH, serviceRequestSchema } from "../../contracts/service/schema.ts";
import { m } from "../../messages/compiled/messages.js";
import { formClient } from "./post-form.ts";

/** What the API answers a stored request with. */
export interface TicketAnswer {
  ticket: string;
  trackPath: string;
  message: string;
}

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
      now - last.at < FORM_REPEAT_WINDOW_MS
    )
      return last.key;
    sessionStorage.setItem(LAST_SENT, JSON.stringify({ body, key, at: now }));
  } catch {
    // No storage (a private mode, or a full one): each form keeps its own key, as before.
  }
  return key;
}

/**
 * The service request's client, whose failure text names the 24/7 number the page shows
 * (`supportPhone`: the company's as published, from the page's data). A success carries the
 * ticket's number and tracking link. The same fields sent again in this tab within ten minutes
 * carry the first key, so the server answers with the first ticket (`idempotent-replayed`), as it
 * recognises a repeated post without JavaScript.
 */
export const serviceClientOf = (supportPhone: string) =>
  formClient<TicketAnswer>({
    path: SERVICE_API_PATH,
    schema: serviceRequestSchema,
    fields: Object.keys(serviceRequestSchema.shape),
    errorsOf: serviceFieldErrors,
    failure: (locale) => m.service_failure({ phone: supportPhone }, { locale }),
    // The report's own fields decide, not the page it was sent from: sent again after switching the
    // page's language and going Back, it is the same report.
    keyOf: (payload, key) =>
      repeatKey(JSON.stringify(SERVICE_FIELDS.map((field) => payload[field] ?? "")), key),
  });

/** The JSON fields of a request, in the contract's order, without the honeypot. */
export const SERVICE_FIELDS: readonly string[] = Object.keys(serviceRequestSchema.shape).filter(
  (field) => field !== HONEYPOT_FIELD,
);
