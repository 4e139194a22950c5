/**
 * The browser side of the lead forms, free of React and the DOM so it can be unit-tested:
 * validation on the shared contract, the exact JSON payload the API expects and the request
 * itself (Idempotency-Key, timeout, the server's message or the form's failure text), with every
 * message of its own in the page's language.
 *
 * It carries zod, so the forms load it on first use (useLeadForm.ts), not with the page.
 */
import * as z from "zod/mini";
import { fieldMessage } from "../../contracts/lead-messages.ts";
import { formText } from "../../contracts/lead-texts.ts";
import {
  extraFieldsOf,
  type FieldErrors,
  firstErrorPerField,
  HONEYPOT_FIELD,
  isRecord,
  LEAD_FORMS,
  LEAD_SCHEMAS,
  type LeadKind,
  localToday,
  SOURCE_PAGE_FIELD,
} from "../../contracts/leads.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { m } from "../paraglide/messages.js";

/** A request on a poor mobile network gives up after this. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The JSON fields of each request, in the contract's order, without the honeypot
 * and the extra fields that are sent only when filled.
 */
export function payloadFields(kind: LeadKind): string[] {
  const extras = extraFieldsOf(kind);
  return Object.keys(LEAD_SCHEMAS[kind].shape).filter(
    (field) => field !== HONEYPOT_FIELD && !extras.includes(field),
  );
}

export type Values = Record<string, string>;

export type Validation = { ok: true; payload: Record<string, string> } | { ok: false; errors: FieldErrors };

/**
 * Validates what the visitor entered with the kind's schema. On success returns the request body:
 * exactly the kind's fields (trimmed and normalised by the contract, "" for an empty optional
 * field), plus an extra field (the planner's plan), the page the form names as its own (the
 * planner's query) or the honeypot only when something filled it.
 */
export function validateLead(
  kind: LeadKind,
  values: Values,
  { today = localToday(), locale = DEFAULT_LOCALE }: { today?: string; locale?: Locale } = {},
): Validation {
  const input: Values = { ...values };
  const result = z.safeParse(LEAD_SCHEMAS[kind] as z.ZodMiniType, input);
  const errors: FieldErrors = result.success ? {} : firstErrorPerField(result.error.issues, locale);
  // The contract accepts a date that is still "today" anywhere on Earth; the form, like its
  // date picker, refuses any day before the visitor's own today.
  const date = input.appointmentDate?.trim();
  if (kind === "appointment" && date && !errors.appointmentDate && date < today) {
    errors.appointmentDate = fieldMessage("datePast", locale);
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const data = result.data as Record<string, unknown>;
  const payload: Record<string, string> = {};
  for (const field of payloadFields(kind)) {
    const value = data[field];
    payload[field] = typeof value === "string" ? value : "";
  }
  for (const field of extraFieldsOf(kind)) {
    const value = data[field];
    if (typeof value === "string" && value !== "") payload[field] = value;
  }
  const page = values[SOURCE_PAGE_FIELD];
  if (typeof page === "string" && page !== "") payload[SOURCE_PAGE_FIELD] = page;
  const trap = values[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") payload[HONEYPOT_FIELD] = trap;
  return { ok: true, payload };
}

/** A fresh key per filled form; falls back to getRandomValues where randomUUID is unavailable (http). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type SendResult =
  | { ok: true }
  | { ok: false; reason: "server" | "network" | "timeout"; message: string; errors?: FieldErrors };

export interface SendOptions {
  idempotencyKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The page's language: the form's own failure and timeout texts are in it. */
  locale?: Locale;
}

/** Field messages from the API's `errors` object, kept only for this kind's fields. */
function serverFieldErrors(kind: LeadKind, body: Record<string, unknown>): FieldErrors | undefined {
  if (!isRecord(body.errors)) return undefined;
  const fields = new Set(payloadFields(kind));
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (fields.has(field) && typeof message === "string" && message.trim() !== "") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** POSTs the payload as JSON. Success is status 200 or 201; the body is then not read. */
export async function sendLead(
  kind: LeadKind,
  payload: Record<string, string>,
  {
    idempotencyKey,
    timeoutMs = REQUEST_TIMEOUT_MS,
    fetchImpl = globalThis.fetch,
    locale = DEFAULT_LOCALE,
  }: SendOptions,
): Promise<SendResult> {
  const fallback = formText(kind, "failure", locale);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(LEAD_FORMS[kind].path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal: controller.signal,
    });
    if (response.status === 200 || response.status === 201) return { ok: true };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw new DOMException("timed out", "AbortError");
      body = undefined;
    }
    if (!isRecord(body)) return { ok: false, reason: "server", message: fallback };
    const message = typeof body.message === "string" && body.message.trim() !== "" ? body.message : fallback;
    const errors = serverFieldErrors(kind, body);
    return errors
      ? { ok: false, reason: "server", message, errors }
      : { ok: false, reason: "server", message };
  } catch {
    if (controller.signal.aborted) {
      return { ok: false, reason: "timeout", message: m.forms_timeout({}, { locale }) };
    }
    return { ok: false, reason: "network", message: fallback };
  } finally {
    clearTimeout(timer);
  }
}
