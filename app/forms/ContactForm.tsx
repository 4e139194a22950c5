/** The web inquiry form of the contact page. */

import { MAX_LENGTH } from "../../contracts/leads/fields.ts";
import { webInquiryTexts } from "../../contracts/leads/form-texts/web-inquiry.ts";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { LeadEmailField, LeadMobileField, LeadNameField, TextareaField, TextField } from "./text-fields.tsx";

export function ContactForm(props: LeadFormProps) {
  const locale = useLocale();
  return (
    <LeadFormShell
      kind="webInquiry"
      form={props}
      variant="columns"
      className="lead-form--contact"
      texts={webInquiryTexts}
      notice={m.contact_form_privacy_notice}
    >
      <LeadNameField />
      <LeadEmailField />
      <LeadMobileField />
      <TextField
        name="subject"
        required
        maxLength={MAX_LENGTH.subject}
        placeholder={m.forms_placeholder_subject({}, { locale })}
      />
      <TextareaField
        name="message"
        required
        maxLength={MAX_LENGTH.message}
        rows={6}
        placeholder={m.forms_placeholder_message({}, { locale })}
      />
    </LeadFormShell>
  );
}
