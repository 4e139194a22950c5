/** Placeholder until the Forms issue lands: a plain form posting to the API. */
import { LEAD_FORMS } from "../../contracts/leads.ts";

export function ContactForm() {
  return <form method="post" action={LEAD_FORMS.webInquiry.path} aria-label="ContactForm" />;
}
