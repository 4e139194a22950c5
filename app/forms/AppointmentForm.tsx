/** Placeholder until the Forms issue lands: a plain form posting to the API. */
import { LEAD_FORMS } from "../../contracts/leads.ts";

export function AppointmentForm() {
  return <form method="post" action={LEAD_FORMS.appointment.path} aria-label="AppointmentForm" />;
}
