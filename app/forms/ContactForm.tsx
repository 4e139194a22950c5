/** The web inquiry form of the contact page. */
import { MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField, MobileField, NameField, TextareaField, TextField } from "./text-fields.tsx";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

interface FormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form. */
  labelledBy?: string;
}

export function ContactForm({ labelledBy, ...options }: FormProps = {}) {
  const lead = useLeadForm("webInquiry", options);
  return (
    <LeadFormShell lead={lead} variant="columns" labelledBy={labelledBy} className="lead-form--contact">
      <NameField />
      <EmailField />
      <MobileField />
      <TextField
        name="subject"
        required
        maxLength={MAX_LENGTH.subject}
        placeholder="New lift, maintenance contract, repair..."
      />
      <TextareaField
        name="message"
        required
        maxLength={MAX_LENGTH.message}
        rows={6}
        placeholder="Tell us about your building and what you need"
      />
    </LeadFormShell>
  );
}
