/** The About page's subscribe box: it stores the address (PRODUCT.md item 7). */
import { MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { LeadFormShell, TextField } from "./fields.tsx";
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
      <TextField
        name="email"
        label="Your email address"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={MAX_LENGTH.email}
        placeholder="name@example.com"
      />
    </LeadFormShell>
  );
}
