/** The About page's subscribe box: the address is posted to the newsletter endpoint and stored. */
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField } from "./text-fields.tsx";

export function SubscribeForm(props: LeadFormProps) {
  return (
    <LeadFormShell
      kind="newsletter"
      form={props}
      variant="inline"
      requiredNote={false}
      className="lead-form--subscribe"
    >
      <EmailField label="Your email address" />
    </LeadFormShell>
  );
}
