/**
 * Contact page: two call-us cards with click-to-call and WhatsApp links (numbers from the company
 * config); the support card also leads to the service request form.
 */
import { SERVICE_PATH } from "../../../contracts/paths.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import { Icon } from "../../components/Icon.tsx";
import { Link } from "../../components/Link.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

export function CallUs() {
  const locale = useLocale();
  const company = useCompany();
  const { sales, support } = company.phones;
  return (
    <Section
      alt
      heading={headingOf(
        "call-us-title",
        locale,
        m.contact_call_eyebrow,
        m.contact_call_title,
        m.contact_call_lead,
      )}
    >
      <ul className="card-grid call-cards">
        <li className="card card--raised call-card">
          <span className="icon-badge">
            <Icon name="phone" size={26} />
          </span>
          <h3 className="call-card__title">{m.contact_sales_title({}, { locale })}</h3>
          <p className="call-card__text">{m.contact_sales_text({}, { locale })}</p>
          <a className="call-card__number" href={`tel:${sales.tel}`}>
            <span className="visually-hidden">{m.contact_call_sales({}, { locale })}</span>
            {sales.display}
          </a>
          <a
            className="icon-label call-card__whatsapp"
            href={`https://wa.me/${company.whatsapp.number}`}
            rel="noopener"
          >
            <Icon name="whatsapp" size={20} />
            {m.contact_whatsapp({}, { locale })}
          </a>
        </li>
        <li className="card card--raised call-card call-card--dark">
          <span className="icon-badge">
            <Icon name="headset" size={26} />
          </span>
          <h3 className="call-card__title">{m.contact_support_title({}, { locale })}</h3>
          <p className="call-card__text">{m.contact_support_text({}, { locale })}</p>
          <a className="call-card__number" href={`tel:${support.tel}`}>
            <span className="visually-hidden">{m.contact_call_support({}, { locale })}</span>
            {support.display}
          </a>
          <a className="icon-label call-card__whatsapp" href={`mailto:${company.emails.support}`}>
            <Icon name="mail" size={20} />
            {company.emails.support}
          </a>
          <Link className="icon-label call-card__whatsapp" to={SERVICE_PATH}>
            <Icon name="wrench" size={20} />
            {m.contact_service_link({}, { locale })}
          </Link>
        </li>
      </ul>
    </Section>
  );
}
