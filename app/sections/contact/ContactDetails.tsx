/** Contact page: address blocks beside the web inquiry form. */
import { company } from "../../../content/company.ts";
import { EmailLink } from "../../components/ContactLine.tsx";
import { WorkingHours } from "../../components/Footer.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { ContactForm } from "../../forms/ContactForm.tsx";
import "./contact.css";

export function ContactDetails() {
  const office = company.headOffice;
  return (
    <SplitSection
      className="contact-details"
      mainClassName="contact-details__info"
      heading={{
        id: "contact-details-title",
        eyebrow: "Get in touch",
        title: "Talk to our lift specialists",
        lead: "Planning a new lift, need a quotation for an AMC, or want to modernise an old elevator? Write to us and an engineer will reply within one working day.",
      }}
      aside={
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-form-card__title">
            Send us a message
          </h2>
          <p className="contact-form-card__lead">
            Tell us about your building and what you need; the more detail, the better our first answer.
          </p>
          <ContactForm />
        </section>
      }
    >
      <div className="contact-blocks">
        <IconBlock icon="building" titleId="contact-office" title={office.name} className="contact-block">
          <address className="contact-block__text">
            {company.name}
            <br />
            {office.street}
            <br />
            {office.city} {office.postalCode}, {office.region}, India
          </address>
        </IconBlock>
        <IconBlock icon="mail" titleId="contact-email" title="Email us" className="contact-block">
          <ul className="contact-block__list">
            <li>
              Sales and quotations: <EmailLink email={company.emails.sales} />
            </li>
            <li>
              Service and breakdowns: <EmailLink email={company.emails.support} />
            </li>
          </ul>
        </IconBlock>
        <IconBlock icon="clock" titleId="contact-hours" title="Office hours" className="contact-block">
          <WorkingHours className="working-hours--light" />
          <p className="contact-block__note">Breakdown support answers 24/7, including Sundays.</p>
        </IconBlock>
      </div>
    </SplitSection>
  );
}
