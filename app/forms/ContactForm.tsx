/** The web inquiry form of the contact page. */
import { MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField, MobileField, NameField, TextareaField, TextField } from "./text-fields.tsx";

export function ContactForm(props: LeadFormProps) {
  return (
    <LeadFormShell kind="webInquiry" form={props} variant="columns" className="lead-form--contact">
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
