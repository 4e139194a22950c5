/**
 * The browser side of the lead forms, free of React and the DOM so it can be unit-tested:
 * validation on the shared contract, the exact JSON payload the API expects and the request
 * itself (post-form.ts: Idempotency-Key, timeout, the server's message or the form's failure
 * text), with every message of its own in the page's language.
 *
 * It carries zod, so the forms load it on first use (useLeadForm.ts), not with the page.
 */
import * as z from "zod/mini";
import { fieldMessage } from "../../contracts/leads/errors.ts";
import type { Message } from "../../contracts/leads/form-texts/texts.ts";
import {
  extraFieldsOf,
  type FieldErrors,
  firstErrorPerField,
  HONEYPOT_FIELD,
  LEAD_FORMS,
  LEAD_SCHEMAS,
  type LeadKind,
  localToday,
} from "../../contracts/leads/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import {
  formPayload,
  postForm,
  type SendOptions,
  type SendResult,
  type Validation,
  type Values,
} from "./post-form.ts";

export {
  newIdempotencyKey,
  REQUEST_TIMEOUT_MS,
  type SendOptions,
  type SendResult,
  type Validation,
  type Values,
} from "./post-form.ts";

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
  const payload = formPayload(payloadFields(kind), data, values);
  for (const field of extraFieldsOf(kind)) {
    const value = data[field];
    if (typeof value === "string" && value !== "") payload[field] = value;
  }
  return { ok: true, payload };
}

export interface SendLeadOptions extends SendOptions {
  /** The form's failure text (its form-texts/ module's), shown when the server gives none. */
  failure: Message;
}

/** POSTs the payload as JSON. Success is status 200 or 201; the body is then not read. */
export function sendLead(
  kind: LeadKind,
  payload: Record<string, string>,
  { failure, ...options }: SendLeadOptions,
): Promise<SendResult> {
  const text = failure({}, { locale: options.locale ?? DEFAULT_LOCALE });
  return postForm(
    { path: LEAD_FORMS[kind].path, payload, fields: payloadFields(kind), failure: text },
    options,
  );
}
