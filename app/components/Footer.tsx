/** The footer of every page, fed from the company config. */
import type { ReactNode } from "react";
import { isGroup, type NavLink as NavLinkItem } from "../../content/navigation.ts";
import { PRIVACY_PATH } from "../../contracts/paths.ts";
import { ContactLine, EmailLink, PhoneNumber } from "./ContactLine.tsx";
import { useChrome } from "./chrome.ts";
import { Image } from "./Image.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Link } from "./Link.tsx";
import "./footer.css";
import { useLocale } from "../i18n.ts";
import { ContentText, inPageLanguage } from "./content-text.tsx";

export function WorkingHours({ className }: { className?: string }) {
  const { company, openingTimes, t } = useChrome();
  return (
    <dl className={`working-hours ${className ?? ""}`}>
      {company.hours.map((slot, index) => (
        <div key={slot.days} className="spread working-hours__row">
          <ContentText as="dt">{slot.days}</ContentText>
          <dd>{openingTimes[index] ?? t("hours_closed")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list of links to pages of the site. */
function PageLinks({ links, className }: { links: readonly NavLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
}

interface FooterColumnProps {
  /** The heading's id: the column is labelled by it. */
  id: string;
  title: string;
  as?: "section" | "nav";
  children: ReactNode;
}

/** A column of the footer's grid: a section (or a nav) under its heading. */
function FooterColumn({ id, title, as: Tag = "section", children }: FooterColumnProps) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </Tag>
  );
}

export function Footer() {
  const chrome = useChrome();
  const { t } = chrome;
  const { company } = chrome;
  const { mainMenu, footerLinks } = chrome.navigation;
  const siteMapLinks = [
    ...mainMenu.flatMap((item) => (isGroup(item) ? item.submenu : [item])),
    { name: t("footer_privacy"), href: PRIVACY_PATH },
  ];
  const office = company.headOffice;
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={company.name}>
          <Image src={company.logoOnDark} alt={company.name} className="site-footer__logo" />
          <p>{t("footer_about", { tagline: company.tagline, year: company.foundedYear })}</p>
          <ul className="inline-list site-footer__tags">
            {company.footerTags.map((tag) => (
              <ContentText as="li" key={tag}>
                {tag}
              </ContentText>
            ))}
          </ul>
        </section>

        <FooterColumn id="footer-contact" title={t("footer_office")}>
          <address className="site-footer__address">
            <ContactLine icon="mapPin" iconSize={18}>
              <span>
                {inPageLanguage(office.street, locale)}, {inPageLanguage(office.city, locale)}{" "}
                {office.postalCode}, {inPageLanguage(office.region, locale)}
              </span>
            </ContactLine>
            {Object.values(company.phones).map((phone) => (
              <ContactLine key={phone.tel} icon="phone" iconSize={18}>
                <PhoneNumber phone={phone} />
              </ContactLine>
            ))}
            <ContactLine icon="whatsapp" iconSize={18}>
              <a href={`https://wa.me/${company.whatsapp.number}`} rel="noopener">
                {t("footer_whatsapp", { number: company.whatsapp.display })}
              </a>
            </ContactLine>
            <ContactLine icon="mail" iconSize={18}>
              <EmailLink email={company.emails.sales} />
            </ContactLine>
          </address>
        </FooterColumn>

        <FooterColumn as="nav" id="footer-links" title={t("footer_our_lifts")}>
          <PageLinks links={footerLinks} className="site-footer__links" />
        </FooterColumn>

        <FooterColumn id="footer-hours" title={t("footer_hours")}>
          <WorkingHours />
        </FooterColumn>
      </div>

      <nav id="site-map" className="container site-footer__sitemap" aria-label={t("footer_site_map")}>
        <PageLinks links={siteMapLinks} />
      </nav>
      <LanguageSwitcher className="container site-footer__languages" />

      <div className="container site-footer__bottom">
        <p>{t("footer_rights", { legalName: company.legalName, year: company.foundedYear })}</p>
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
