/** The contact page's inquiry: its texts in each language (see ../texts.ts). */
import { m } from "../../../messages/compiled/messages.js";
import type { FormTexts } from "./texts.ts";

export const webInquiryTexts: FormTexts = {
  label: m.contact_form_label,
  submit: m.contact_form_submit,
  busy: m.contact_form_busy,
  success: m.contact_form_success,
  failure: m.contact_form_failure,
};
