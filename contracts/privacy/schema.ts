/**
 * The privacy request's contract: one schema for the body of `POST /api/privacy/request`, shared
 * by the browser (the form's validation) and the server (the API's). Name, mobile number, email
 * and honeypot follow the lead forms' rules (leads.ts FIELD_RULES); mobile and email are each
 * optional, but one of them must be given, and a request to correct says what. Messages are keys
 * written out in the page's language (`privacyRequestErrors`). Built on `zod/mini`.
 */
import * as z from "zod/mini";
import { m } from "../../messages/compiled/messages.js";
import { HONEYPOT_FIELD } from "../leads/fields.ts";
import { FIELD_RULES, type FieldErrors, firstErrorPerField, optionalText } from "../leads/schema.ts";
import type { Locale } from "../locales.ts";
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_MAX_LENGTH } from "./fields.ts";

export * from "./fields.ts";

/** The form's own validation messages, by the key an issue reports (the shared fields keep the lead forms'). */
/** The form's own validation messages, by the keys its schema reports. */
export const PRIVACY_REQUEST_MESSAGES = {
  privacyRequestRequired: m.privacyform_error_request_required,
  privacyContactRequired: m.privacyform_error_contact_required,
  privacyCorrectionRequired: m.privacyform_error_correction_required,
} as const;
type PrivacyMessageKey = keyof typeof PRIVACY_REQUEST_MESSAGES;
const key = <K extends PrivacyMessageKey>(name: K): K => name;

/** The fields, each checked on its own. */
export const privacyRequestFields = z.object({
  request: z.enum(PRIVACY_REQUEST_KINDS, { error: key("privacyRequestRequired") }),
  name: FIELD_RULES.name,
  mobileNo: FIELD_RULES.optionalMobileNo,
  email: FIELD_RULES.optionalEmail,
  correction: optionalText(PRIVACY_REQUEST_MAX_LENGTH.correction),
  message: optionalText(PRIVACY_REQUEST_MAX_LENGTH.message),
  [HONEYPOT_FIELD]: FIELD_RULES.honeypot,
});

export type PrivacyRequestInput = z.input<typeof privacyRequestFields>;
/** What is stored for a request: the fields without the honeypot. */
export type PrivacyRequestData = Omit<z.output<typeof privacyRequestFields>, typeof HONEYPOT_FIELD>;

type Fields = Pick<PrivacyRequestData, "request" | "mobileNo" | "email" | "correction">;

/** The rules across fields: a mobile number or an email; for a correction, what to correct. */
export function crossFieldIssues(data: Fields): { path: [string]; message: PrivacyMessageKey }[] {
  const issues: { path: [string]; message: PrivacyMessageKey }[] = [];
  if (!data.mobileNo && !data.email) issues.push({ path: ["mobileNo"], message: "privacyContactRequired" });
  if (data.request === "correct" && !data.correction)
    issues.push({ path: ["correction"], message: "privacyCorrectionRequired" });
  return issues;
}

/** The checks on the fields' output that run across them, for a schema whose output is `pick(value)`. */
export function withCrossFieldRules<S extends z.ZodMiniType>(
  schema: S,
  pick: (value: z.output<S>) => Fields,
) {
  return schema.check(
    z.superRefine((value, context) => {
      for (const issue of crossFieldIssues(pick(value as z.output<S>))) {
        context.addIssue({ code: "custom", input: value, ...issue });
      }
    }),
  );
}

/** The whole request: the fields and the rules across them. */
export const privacyRequestSchema = withCrossFieldRules(privacyRequestFields, (value) => value);

/** The first message for each field, in `locale`: the form's own keys and the lead forms'. */
export const privacyRequestErrors = (issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors =>
  firstErrorPerField(issues, locale, PRIVACY_REQUEST_MESSAGES);
