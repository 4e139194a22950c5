/** The about page's newsletter subscription: its texts in each language (see ../texts.ts). */
import { m } from "../../../messages/compiled/messages.js";
import type { FormTexts } from "./texts.ts";

export const newsletterTexts: FormTexts = {
  label: m.about_newsletter_label,
  submit: m.about_newsletter_submit,
  busy: m.about_newsletter_busy,
  success: m.about_newsletter_success,
  failure: m.about_newsletter_failure,
};
