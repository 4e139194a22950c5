/** 11. The appointment booking form (the form itself belongs to app/forms). */
import { company } from "../../../content/company.ts";
import { ContactLine, EmailLink, PhoneNumber } from "../../components/ContactLine.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import "./appointment.css";

export function AppointmentSection() {
  const { sales, support } = company.phones;
  return (
    <SplitSection
      id="appointment"
      className="appointment"
      gridClassName="appointment__grid"
      mainClassName="appointment__intro"
      heading={{
        id: "appointment-title",
        eyebrow: "Book an appointment",
        title: "Plan your lift with our engineers",
        lead: "Tell us about your project. We will call you within one working day to fix a free site visit or a meeting at our office.",
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
