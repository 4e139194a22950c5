/**
 * The service request's contract: one schema for the body of `POST /api/service/insert`, shared by
 * the browser (the form's validation) and the server (the API's). The fields every form shares
 * (name, mobile number, email, honeypot) follow the lead forms' rules (leads.ts). Built on
 * `zod/mini`, as the lead schemas are. Unknown fields are ignored; optional fields may be absent or "".
 */
import * as z from "zod/mini";
import { HONEYPOT_FIELD } from "../leads/fields.ts";
import { FIELD_RULES, optionalText, requiredText } from "../leads/schema.ts";
import type { ServiceMessageKey } from "./errors.ts";
import { SERVICE_MAX_LENGTH, SERVICE_PROBLEMS, UNDER_AMC } from "./fields.ts";

export * from "./fields.ts";

/**
 * The keys of the service form's own validation messages, as the schema reports them: written out
 * in a language by `serviceFieldErrors` (service/errors.ts). The shared fields keep the lead forms'.
 */
export const SERVICE_MESSAGES = {
  buildingRequired: "buildingRequired",
  addressRequired: "addressRequired",
  cityRequired: "cityRequired",
  underAmcRequired: "underAmcRequired",
  problemRequired: "problemRequired",
  floorRequired: "floorRequired",
  descriptionRequired: "descriptionRequired",
} as const satisfies Record<ServiceMessageKey, ServiceMessageKey>;

const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

export const serviceRequestSchema = z.object({
  name: FIELD_RULES.name,
  mobileNo: FIELD_RULES.mobileNo,
  email: FIELD_RULES.optionalEmail,
  building: requiredText(SERVICE_MESSAGES.buildingRequired, SERVICE_MAX_LENGTH.building),
  address: requiredText(SERVICE_MESSAGES.addressRequired, SERVICE_MAX_LENGTH.address),
  city: requiredText(SERVICE_MESSAGES.cityRequired, SERVICE_MAX_LENGTH.city),
  liftId: optionalText(SERVICE_MAX_LENGTH.liftId),
  underAmc: choice(UNDER_AMC, SERVICE_MESSAGES.underAmcRequired),
  problem: choice(SERVICE_PROBLEMS, SERVICE_MESSAGES.problemRequired),
  floor: requiredText(SERVICE_MESSAGES.floorRequired, SERVICE_MAX_LENGTH.floor),
  description: requiredText(SERVICE_MESSAGES.descriptionRequired, SERVICE_MAX_LENGTH.description),
  preferredTime: optionalText(SERVICE_MAX_LENGTH.preferredTime),
  [HONEYPOT_FIELD]: FIELD_RULES.honeypot,
});

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
/** What is stored for a ticket: the schema's output without the honeypot. */
export type ServiceRequest = Omit<z.output<typeof serviceRequestSchema>, typeof HONEYPOT_FIELD>;
