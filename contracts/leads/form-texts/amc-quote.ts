/** The AMC quote request: its texts in each language (see ../texts.ts). */
import { m } from "../../../messages/compiled/messages.js";
import type { FormTexts } from "./texts.ts";

export const amcQuoteTexts: FormTexts = {
  label: m.amc_form_label,
  submit: m.amc_form_submit,
  busy: m.amc_form_busy,
  success: m.amc_form_success,
  failure: m.amc_form_failure,
};
