/** The FAQ page's question: its texts in each language (see ../texts.ts). */
import { m } from "../../../messages/compiled/messages.js";
import type { FormTexts } from "./texts.ts";

export const questionTexts: FormTexts = {
  label: m.faq_form_label,
  submit: m.faq_form_submit,
  busy: m.faq_form_busy,
  success: m.faq_form_success,
  failure: m.faq_form_failure,
};
