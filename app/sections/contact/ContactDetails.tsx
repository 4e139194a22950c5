/** Contact page: address blocks beside the web inquiry form. */
import { m } from "../../../messages/compiled/messages.js";
import { EmailLink } from "../../components/ContactLine.tsx";
import { useCompany } from "../../components/chrome.ts";
import { WorkingHours } from "../../components/Footer.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { headingOf, SplitSection } from "../../components/Section.tsx";
import { ContactForm } from "../../forms/ContactForm.tsx";
import { useLocale } from "../../i18n.ts";
import "./contact.css";
import { inPageLanguage } from "../../components/content-text.tsx";

export function ContactDetails() {
  const locale = useLocale();
  const company = useCompany();
  const office = company.headOffice;
  return (
    <SplitSection
      className="contact-details"
      mainClassName="contact-details__info"
      heading={headingOf(
        "contact-details-title",
        locale,
        m.contact_details_eyebrow,
        m.contact_details_title,
        m.contact_details_lead,
      )}
      aside={
        <section className="card form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="form-card__title">
            {m.contact_form_title({}, { locale })}
          </h2>
          <p className="form-card__lead">{m.contact_form_lead({}, { locale })}</p>
          <ContactForm />
        </section>
      }
    >
      <div className="contact-blocks">
        <IconBlock icon="building" titleId="contact-office" title={office.name} className="contact-block">
          <address className="contact-block__text">
            {company.name}
            <br />
            {inPageLanguage(office.street, locale)}
            <br />
            {inPageLanguage(office.city, locale)} {office.postalCode}, {inPageLanguage(office.region, locale)}
            , {m.contact_country({}, { locale })}
          </address>
        </IconBlock>
        <IconBlock
          icon="mail"
          titleId="contact-email"
          title={m.contact_email_title({}, { locale })}
          className="contact-block"
        >
          <ul className="contact-block__list">
            <li>
              {m.contact_email_sales({}, { locale })} <EmailLink email={company.emails.sales} />
            </li>
            <li>
              {m.contact_email_support({}, { locale })} <EmailLink email={company.emails.support} />
            </li>
          </ul>
        </IconBlock>
        <IconBlock
          icon="clock"
          titleId="contact-hours"
          title={m.contact_hours_title({}, { locale })}
          className="contact-block"
        >
          <WorkingHours className="working-hours--light" />
          <p className="contact-block__note">{m.contact_hours_note({}, { locale })}</p>
        </IconBlock>
      </div>
    </SplitSection>
  );
}
