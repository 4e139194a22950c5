/** Contact page: the five branch cards, from the company config. */
import { company } from "../../../content/company.ts";
import { Icon } from "../../components/Icon.tsx";
import { Section } from "../../components/Section.tsx";

export function Branches() {
  return (
    <Section
      heading={{
        id: "branches-title",
        eyebrow: "Our branches",
        title: "Five offices across Gujarat",
        lead: "Each branch has its own installation and service team, so help is never far from your building.",
      }}
    >
      <ul className="card-grid branch-cards">
        {company.branches.map((branch) => (
          <li
            key={branch.city}
            id={`branch-${branch.city.toLowerCase()}`}
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
                <span className="visually-hidden">Call {branch.city}: </span>
                {branch.phone}
              </a>
            </p>
            <p className="branch-card__line">
              <Icon name="mail" size={18} />
              <a href={`mailto:${branch.email}`}>
                <span className="visually-hidden">Email {branch.city}: </span>
                {branch.email}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
