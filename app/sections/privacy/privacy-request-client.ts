/**
 * The browser side of the privacy request form: validation with the shared contract (zod, so it
 * loads on the form's first use) and the JSON request to the API (Idempotency-Key, timeout, the
 * server's message or the form's own failure text, in the page's language).
 */
import * as z from "zod/mini";
import { company } from "../../../content/company.ts";
import { HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from "../../../contracts/lead-fields.ts";
import { type FieldErrors, isRecord } from "../../../contracts/leads.ts";
import type { Locale } from "../../../contracts/locales.ts";
import {
  PRIVACY_REQUEST_API_PATH,
  privacyRequestErrors,
  privacyRequestFields,
  privacyRequestSchema,
} from "../../../contracts/privacy-request.ts";
import { REQUEST_TIMEOUT_MS } from "../../forms/lead-client.ts";
import { m } from "../../paraglide/messages.js";

export { newIdempotencyKey } from "../../forms/lead-client.ts";

const FIELDS = Object.keys(privacyRequestFields.shape).filter((field) => field !== HONEYPOT_FIELD);

export type Validation = { ok: true; payload: Record<string, string> } | { ok: false; errors: FieldErrors };

/** The request body from what the visitor entered, or the first message per field. */
export function validateRequest(values: Record<string, string>, locale: Locale): Validation {
  const result = z.safeParse(privacyRequestSchema, values);
  if (!result.success) return { ok: false, errors: privacyRequestErrors(result.error.issues, locale) };
  const data = result.data as Record<string, unknown>;
  const payload: Record<string, string> = {};
  for (const field of FIELDS) payload[field] = typeof data[field] === "string" ? (data[field] as string) : "";
  for (const field of [SOURCE_PAGE_FIELD, HONEYPOT_FIELD]) {
    if (values[field]?.trim()) payload[field] = values[field];
  }
  return { ok: true, payload };
}

export type SendResult = { ok: true; message: string } | { ok: false; message: string; errors?: FieldErrors };

export async function sendRequest(
  payload: Record<string, string>,
  { idempotencyKey, locale }: { idempotencyKey: string; locale: Locale },
): Promise<SendResult> {
  const failure = m.privacyform_failure({ email: company.privacy.contact.email }, { locale });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(PRIVACY_REQUEST_API_PATH, {
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
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      isRecord(body) && typeof body.message === "string" && body.message ? body.message : failure;
    if (response.status === 201) return { ok: true, message };
    const errors = isRecord(body) && isRecord(body.errors) ? (body.errors as FieldErrors) : undefined;
    return errors ? { ok: false, message, errors } : { ok: false, message };
  } catch {
    return {
      ok: false,
      message: controller.signal.aborted ? m.forms_timeout({}, { locale }) : failure,
    };
  } finally {
    clearTimeout(timer);
  }
}
