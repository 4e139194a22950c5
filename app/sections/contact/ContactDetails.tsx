/** Contact page: address blocks beside the web inquiry form. */
import { company } from "../../../content/company.ts";
import { IconBlock } from "../../components/Card.tsx";
import { WorkingHours } from "../../components/Footer.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { ContactForm } from "../../forms/ContactForm.tsx";
import "./contact.css";

export function ContactDetails() {
  const office = company.headOffice;
  return (
    <section className="section container split contact-details" aria-labelledby="contact-details-title">
      <div className="contact-details__info">
        <SectionHeading
          id="contact-details-title"
          eyebrow="Get in touch"
          title="Talk to our lift specialists"
          lead="Planning a new lift, need a quotation for an AMC, or want to modernise an old elevator? Write to us and an engineer will reply within one working day."
          align="start"
        />
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
                Sales and quotations: <a href={`mailto:${company.emails.sales}`}>{company.emails.sales}</a>
              </li>
              <li>
                Service and breakdowns:{" "}
                <a href={`mailto:${company.emails.support}`}>{company.emails.support}</a>
              </li>
            </ul>
          </IconBlock>
          <IconBlock icon="clock" titleId="contact-hours" title="Office hours" className="contact-block">
            <WorkingHours className="working-hours--light" />
            <p className="contact-block__note">Breakdown support answers 24/7, including Sundays.</p>
          </IconBlock>
        </div>
      </div>
      <section className="card contact-form-card" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-form-card__title">
          Send us a message
        </h2>
        <p className="contact-form-card__lead">
          Tell us about your building and what you need; the more detail, the better our first answer.
        </p>
        <ContactForm />
      </section>
    </section>
  );
}
