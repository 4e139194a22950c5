/** 11. The appointment booking form (the form itself belongs to app/forms). */
import { company } from "../../../content/company.ts";
import { Icon } from "../../components/Icon.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import "./appointment.css";

export function AppointmentSection() {
  const { sales, support } = company.phones;
  return (
    <section id="appointment" className="section appointment" aria-labelledby="appointment-title">
      <div className="container appointment__grid">
        <div className="appointment__intro">
          <SectionHeading
            id="appointment-title"
            eyebrow="Book an appointment"
            title="Plan your lift with our engineers"
            lead="Tell us about your project. We will call you within one working day to fix a free site visit or a meeting at our office."
            align="start"
            tone="light"
          />
          <ul className="appointment__contacts">
            {[sales, support].map((phone) => (
              <li key={phone.tel}>
                <Icon name="phone" size={20} />
                <span>
                  {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                </span>
              </li>
            ))}
            <li>
              <Icon name="mail" size={20} />
              <a href={`mailto:${company.emails.sales}`}>{company.emails.sales}</a>
            </li>
          </ul>
        </div>
        <div className="appointment__form">
          <AppointmentForm />
        </div>
      </div>
    </section>
  );
}
