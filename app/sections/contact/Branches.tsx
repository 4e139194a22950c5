/** Contact page: the five branch cards, from the company config. */
import { company } from "../../../content/company.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useChrome } from "../../components/chrome.ts";
import { Icon } from "../../components/Icon.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

export function Branches() {
  const locale = useLocale();
  const { branches } = useChrome().company;
  return (
    <Section
      heading={headingOf(
        "branches-title",
        locale,
        m.contact_branches_eyebrow,
        m.contact_branches_title,
        m.contact_branches_lead,
      )}
    >
      <ul className="card-grid branch-cards">
        {branches.map((branch, index) => (
          // The card's id stays English in every language (links and tests find a branch by it).
          <li
            key={branch.tel}
            id={`branch-${company.branches[index]?.city.toLowerCase()}`}
            className="card card--framed branch-card"
          >
            <h3 className="branch-card__city">{branch.city}</h3>
            <address className="branch-card__address">
              <Icon name="mapPin" size={18} />
              <span>
                {branch.street}, {branch.city} {branch.postalCode}
              </span>
            </address>
            <p className="branch-card__line">
              <Icon name="phone" size={18} />
              <a href={`tel:${branch.tel}`}>
                <span className="visually-hidden">
                  {m.contact_branch_call({ city: branch.city }, { locale })}
                </span>
                {branch.phone}
              </a>
            </p>
            <p className="branch-card__line">
              <Icon name="mail" size={18} />
              <a href={`mailto:${branch.email}`}>
                <span className="visually-hidden">
                  {m.contact_branch_email({ city: branch.city }, { locale })}
                </span>
                {branch.email}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
