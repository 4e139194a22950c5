/**
 * What a visitor reads on the service request's fields and choices, in the page's language. A field
 * or a choice of the contract without a label here is a type error. (The name, mobile number and
 * email say what the lead forms' say, as service messages: the page loads no other form's texts.)
 */
import { type Message, textsIn } from "../../contracts/leads/form-texts/texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ServiceProblem, ServiceRequestInput, UnderAmc } from "../../contracts/service/schema.ts";
import { m } from "../../messages/compiled/messages.js";

type ServiceField = Exclude<keyof ServiceRequestInput, "website">;

const FIELD_LABELS: Readonly<Record<ServiceField, Message>> = {
  name: m.service_field_name,
  mobileNo: m.service_field_mobile,
  email: m.service_field_email,
  building: m.service_field_building,
  address: m.service_field_address,
  city: m.service_field_city,
  liftId: m.service_field_lift_id,
  underAmc: m.service_field_under_amc,
  problem: m.service_field_problem,
  floor: m.service_field_floor,
  description: m.service_field_description,
  preferredTime: m.service_field_preferred_time,
};

const PROBLEM_LABELS: Readonly<Record<ServiceProblem, Message>> = {
  stopped: m.service_problem_stopped,
  trapped: m.service_problem_trapped,
  doors: m.service_problem_doors,
  noise: m.service_problem_noise,
  controls: m.service_problem_controls,
  other: m.service_problem_other,
};

const AMC_LABELS: Readonly<Record<UnderAmc, Message>> = {
  yes: m.service_amc_yes,
  no: m.service_amc_no,
  notSure: m.service_amc_not_sure,
};

/** Every field's label by name, in `locale`. */
export const serviceFieldLabels = (locale: Locale): Readonly<Record<string, string>> =>
  textsIn(FIELD_LABELS, locale);

export const problemLabel = (problem: string, locale: Locale) =>
  PROBLEM_LABELS[problem as ServiceProblem]({}, { locale });

export const underAmcLabel = (answer: string, locale: Locale) =>
  AMC_LABELS[answer as UnderAmc]({}, { locale });
