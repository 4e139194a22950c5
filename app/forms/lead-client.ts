/**
 * The browser side of the lead forms, free of React and the DOM so it can be unit-tested: each
 * kind's client is the one form client (post-form.ts) over the kind's contract, with the
 * appointment's own check that the day is not already past for the visitor.
 *
 * It carries zod, so the forms load it on first use (useLeadForm.ts), not with the page.
 */
import { fieldMessage } from "../../contracts/leads/errors.ts";
import type { Message } from "../../contracts/leads/form-texts/texts.ts";
import {
  extraFieldsOf,
  firstErrorPerField,
  LEAD_FORMS,
  LEAD_SCHEMAS,
  type LeadKind,
  localToday,
} from "../../contracts/leads/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";
import { formClient, type SendOptions, type SendResult, type Values } from "./post-form.ts";

export { newIdempotencyKey, REQUEST_TIMEOUT_MS, type SendOptions } from "./post-form.ts";

/**
 * The client of the `kind` form, whose `failure` text shows when the server gives none. `today`
 * (the visitor's own, by default) is the first day an appointment may be booked for: the contract
 * accepts a date that is still "today" anywhere on Earth; the form, like its date picker, does not.
 */
export function leadClient(kind: LeadKind, failure?: Message, today?: string) {
  return formClient<undefined>({
    path: LEAD_FORMS[kind].path,
    schema: LEAD_SCHEMAS[kind],
    fields: Object.keys(LEAD_SCHEMAS[kind].shape),
    extras: extraFieldsOf(kind),
    errorsOf: firstErrorPerField,
    check(values, errors, locale) {
      const date = kind === "appointment" ? values.appointmentDate?.trim() : undefined;
      if (date && !errors.appointmentDate && date < (today ?? localToday())) {
        errors.appointmentDate = fieldMessage("datePast", locale);
      }
    },
    failure: (locale) => failure?.({}, { locale }) ?? "",
    readAnswer: false,
  });
}

/** The JSON fields of each request, in the contract's order, without the honeypot and the extras. */
export const payloadFields = (kind: LeadKind): string[] => [...leadClient(kind).fields];

/** The request body from what the visitor entered, or the first message per field. */
export const validateLead = (
  kind: LeadKind,
  values: Values,
  { today, locale = DEFAULT_LOCALE }: { today?: string; locale?: Locale } = {},
) => leadClient(kind, undefined, today).validate(values, locale);

/** POSTs the payload as JSON with the form's `failure` text. Success is status 200 or 201. */
export const sendLead = (
  kind: LeadKind,
  payload: Record<string, string>,
  { failure, ...options }: SendOptions & { failure: Message },
): Promise<SendResult> => leadClient(kind, failure).send(payload, options);
