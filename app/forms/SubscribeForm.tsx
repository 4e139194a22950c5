/** The About page's subscribe box: the address is posted to the newsletter endpoint and stored. */
import { LeadFormShell } from "./LeadFormShell.tsx";
import { EmailField } from "./text-fields.tsx";
import { type LeadFormOptions, useLeadForm } from "./useLeadForm.ts";

interface FormProps extends LeadFormOptions {
  /** Id of the visible heading that names the form. */
  labelledBy?: string;
}

export function SubscribeForm({ labelledBy, ...options }: FormProps = {}) {
  const lead = useLeadForm("newsletter", options);
  return (
    <LeadFormShell
      lead={lead}
      variant="inline"
      labelledBy={labelledBy}
      requiredNote={false}
      className="lead-form--subscribe"
    >
      <EmailField label="Your email address" />
    </LeadFormShell>
  );
}
