/** 11. The appointment booking form (the form itself belongs to app/forms). */
import { m } from "../../../messages/compiled/messages.js";
import { ContactLine, EmailLink, PhoneNumber } from "../../components/ContactLine.tsx";
import { useCompany } from "../../components/chrome.ts";
import { SplitSection } from "../../components/Section.tsx";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { useLocale } from "../../i18n.ts";
import "./appointment.css";

export function AppointmentSection() {
  const locale = useLocale();
  const company = useCompany();
  const { sales, support } = company.phones;
  return (
    <SplitSection
      id="appointment"
      className="appointment"
      gridClassName="appointment__grid"
      mainClassName="appointment__intro"
      heading={{
        id: "appointment-title",
        eyebrow: m.home_appointment_eyebrow({}, { locale }),
        title: m.home_appointment_title({}, { locale }),
        lead: m.home_appointment_lead({}, { locale }),
        tone: "light",
      }}
      aside={
        <div className="appointment__form">
          <AppointmentForm />
        </div>
      }
    >
      <ul className="stack appointment__contacts">
        {[sales, support].map((phone) => (
          <ContactLine key={phone.tel} as="li" icon="phone" iconSize={20}>
            <PhoneNumber phone={phone} />
          </ContactLine>
        ))}
        <ContactLine as="li" icon="mail" iconSize={20}>
          <EmailLink email={company.emails.sales} />
        </ContactLine>
      </ul>
    </SplitSection>
  );
}
