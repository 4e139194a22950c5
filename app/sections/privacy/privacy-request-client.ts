/**
 * The browser side of the privacy request form, loaded on the form's first use (it carries zod):
 * validation with the shared contract and the JSON request to the API (post-form.ts), whose answer
 * carries the message with the date we answer by.
 */
import * as z from "zod/mini";
import { company } from "../../../content/company.ts";
import { HONEYPOT_FIELD } from "../../../contracts/leads/fields.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales.ts";
import {
  PRIVACY_REQUEST_API_PATH,
  privacyRequestErrors,
  privacyRequestFields,
  privacyRequestSchema,
} from "../../../contracts/privacy/schema.ts";
import { m } from "../../../messages/compiled/messages.js";
import {
  formPayload,
  postForm,
  type SendOptions,
  type SendResult,
  type Validation,
  type Values,
} from "../../forms/post-form.ts";

export { newIdempotencyKey } from "../../forms/post-form.ts";

/** What the API answers a stored request with. */
export interface PrivacyRequestAnswer {
  message: string;
}

const FIELDS = Object.keys(privacyRequestFields.shape).filter((field) => field !== HONEYPOT_FIELD);

/** The request body from what the visitor entered, or the first message per field. */
export function validateRequest(values: Values, locale: Locale): Validation {
  const result = z.safeParse(privacyRequestSchema, values);
  if (!result.success) return { ok: false, errors: privacyRequestErrors(result.error.issues, locale) };
  return { ok: true, payload: formPayload(FIELDS, result.data as Record<string, unknown>, values) };
}

export function sendRequest(
  payload: Record<string, string>,
  options: SendOptions,
): Promise<SendResult<PrivacyRequestAnswer>> {
  const failure = m.privacyform_failure(
    { email: company.privacy.contact.email },
    { locale: options.locale ?? DEFAULT_LOCALE },
  );
  return postForm<PrivacyRequestAnswer>(
    { path: PRIVACY_REQUEST_API_PATH, payload, fields: FIELDS, failure, readAnswer: true },
    options,
  );
}
