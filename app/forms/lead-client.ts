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
import { formClient } from "./post-form.ts";

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
