/** The appointment request (home page and lift planner): its texts in each language (see ../texts.ts). */
import { m } from "../../../messages/compiled/messages.js";
import type { FormTexts } from "./texts.ts";

export const appointmentTexts: FormTexts = {
  label: m.forms_appointment_label,
  submit: m.forms_appointment_submit,
  busy: m.forms_appointment_busy,
  success: m.forms_appointment_success,
  failure: m.forms_appointment_failure,
};
