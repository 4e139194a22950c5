/** The About page's subscribe box: the address is posted to the newsletter endpoint and stored. */
import { newsletterTexts } from "../../contracts/leads/form-texts/newsletter.ts";
import { m } from "../../messages/compiled/messages.js";
import { useLocale } from "../i18n.ts";
import { type LeadFormProps, LeadFormShell } from "./LeadFormShell.tsx";
import { LeadEmailField } from "./text-fields.tsx";

export function SubscribeForm(props: LeadFormProps) {
  const locale = useLocale();
  return (
    <LeadFormShell
      kind="newsletter"
      texts={newsletterTexts}
      notice={m.about_newsletter_privacy_notice}
      form={props}
      variant="inline"
      requiredNote={false}
      className="lead-form--subscribe"
    >
      <LeadEmailField label={m.forms_field_your_email({}, { locale })} />
    </LeadFormShell>
  );
}
