/** Contact page: two call-us cards with click-to-call and WhatsApp links (numbers from the company config). */
import { company } from "../../../content/company.ts";
import { Icon } from "../../components/Icon.tsx";
import { Section } from "../../components/Section.tsx";

export function CallUs() {
  const { sales, support } = company.phones;
  return (
    <Section
      alt
      heading={{
        id: "call-us-title",
        eyebrow: "Call us",
        title: "Prefer to talk?",
        lead: "Call from your phone with one tap, or send us a WhatsApp message with photos of your site.",
      }}
    >
      <ul className="card-grid call-cards">
        <li className="card card--raised call-card">
          <span className="icon-badge">
            <Icon name="phone" size={26} />
          </span>
          <h3 className="call-card__title">New lifts and quotations</h3>
          <p className="call-card__text">
            Site visits, quotations and project planning. Monday to Saturday, during office hours.
          </p>
          <a className="call-card__number" href={`tel:${sales.tel}`}>
            <span className="visually-hidden">Call sales: </span>
            {sales.display}
          </a>
          <a
            className="icon-label call-card__whatsapp"
            href={`https://wa.me/${company.whatsapp.number}`}
            rel="noopener"
          >
            <Icon name="whatsapp" size={20} />
            Chat on WhatsApp
          </a>
        </li>
        <li className="card card--raised call-card call-card--dark">
          <span className="icon-badge">
            <Icon name="headset" size={26} />
          </span>
          <h3 className="call-card__title">24/7 service and breakdowns</h3>
          <p className="call-card__text">
            Someone stuck in a lift, a breakdown or a service request: our support line answers day and night.
          </p>
          <a className="call-card__number" href={`tel:${support.tel}`}>
            <span className="visually-hidden">Call 24/7 support: </span>
            {support.display}
          </a>
          <a className="icon-label call-card__whatsapp" href={`mailto:${company.emails.support}`}>
            <Icon name="mail" size={20} />
            {company.emails.support}
          </a>
        </li>
      </ul>
    </Section>
  );
}
