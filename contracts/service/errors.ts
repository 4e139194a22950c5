/**
 * The service request's own validation messages (contracts/service/schema.ts reports their keys) in each
 * language; the fields it shares with the lead forms keep theirs (leads/errors.ts). One schema so
 * serves the form in the page's language and the API in the language of the page a request came from.
 */
import type * as z from "zod/mini";
import { m } from "../../messages/compiled/messages.js";
import { type FieldErrors, firstErrorPerField } from "../leads/schema.ts";
import type { Locale } from "../locales.ts";

export const SERVICE_FIELD_MESSAGES = {
  buildingRequired: m.service_error_building_required,
  addressRequired: m.service_error_address_required,
  cityRequired: m.service_error_city_required,
  underAmcRequired: m.service_error_under_amc_required,
  problemRequired: m.service_error_problem_required,
  floorRequired: m.service_error_floor_required,
  descriptionRequired: m.service_error_description_required,
} as const;

export type ServiceMessageKey = keyof typeof SERVICE_FIELD_MESSAGES;

/** A service message's text in `locale`. */
export function serviceMessage(key: ServiceMessageKey, locale: Locale): string {
  return SERVICE_FIELD_MESSAGES[key]({}, { locale });
}

/** The first message for each field of a service request, in `locale`. */
export const serviceFieldErrors = (issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors =>
  firstErrorPerField(issues, locale, SERVICE_FIELD_MESSAGES);
