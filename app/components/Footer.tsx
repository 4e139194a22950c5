/** The footer of every page, fed from the company config. */
import { Link } from "react-router";
import { company, formatTime } from "../../content/company.ts";
import { footerLinks, isGroup, mainMenu } from "../../content/navigation.ts";
import { Icon } from "./Icon.tsx";
import { Image } from "./Image.tsx";
import "./footer.css";

export function WorkingHours({ className }: { className?: string }) {
  return (
    <dl className={`working-hours ${className ?? ""}`}>
      {company.hours.map((slot) => (
        <div key={slot.days} className="working-hours__row">
          <dt>{slot.days}</dt>
          <dd>
            {slot.opens && slot.closes ? `${formatTime(slot.opens)} – ${formatTime(slot.closes)}` : "Closed"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const siteMapLinks = mainMenu.flatMap((item) => (isGroup(item) ? item.submenu : [item]));

export function Footer() {
  const office = company.headOffice;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={company.name}>
          <Image src={company.logoOnDark} alt={company.name} className="site-footer__logo" />
          <p>
            {company.tagline}. Designing, installing and servicing elevators across Gujarat since{" "}
            {company.foundedYear}.
          </p>
          <ul className="inline-list site-footer__tags">
            {company.footerTags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Office
          </h2>
          <address className="site-footer__address">
            <p>
              <Icon name="mapPin" size={18} />
              <span>
                {office.street}, {office.city} {office.postalCode}, {office.region}
              </span>
            </p>
            {Object.values(company.phones).map((phone) => (
              <p key={phone.tel}>
                <Icon name="phone" size={18} />
                <span>
                  {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                </span>
              </p>
            ))}
            <p>
              <Icon name="whatsapp" size={18} />
              <a href={`https://wa.me/${company.whatsapp.number}`} rel="noopener">
                WhatsApp {company.whatsapp.display}
              </a>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={`mailto:${company.emails.sales}`}>{company.emails.sales}</a>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Our lifts
          </h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            Working hours
          </h2>
          <WorkingHours />
        </section>
      </div>

      <nav id="site-map" className="container site-footer__sitemap" aria-label="Site map">
        <ul>
          {siteMapLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.name}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container site-footer__bottom">
        <p>
          © {company.legalName}. Serving Gujarat since {company.foundedYear}.
        </p>
        <ul className="site-footer__social">
          {company.social.map((profile) => (
            <li key={profile.name}>
              <a href={profile.href} rel="noopener">
                {profile.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
