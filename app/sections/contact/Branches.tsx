/** Contact page: the five branch cards, from the company config. */
import { m } from "../../../messages/compiled/messages.js";
import { useChrome } from "../../components/chrome.ts";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

type BranchLineProps = { icon: IconName; href: string; shown: string; children: string };

/** A branch's phone or email as a link, said in full (children) to assistive technology. */
function BranchLine({ icon, href, shown, children }: BranchLineProps) {
  return (
    <p className="branch-card__line">
      <Icon name={icon} size={18} />
      <a href={href}>
        <span className="visually-hidden">{children}</span>
        {shown}
      </a>
    </p>
  );
}

export function Branches() {
  const locale = useLocale();
  const { company, englishCompany } = useChrome();
  const { branches } = company;
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
            id={`branch-${englishCompany.branches[index]?.city.toLowerCase()}`}
            className="card card--framed branch-card"
          >
            <ContentText as="h3" className="branch-card__city">
              {branch.city}
            </ContentText>
            <address className="branch-card__address">
              <Icon name="mapPin" size={18} />
              <span>
                {inPageLanguage(branch.street, locale)}, {inPageLanguage(branch.city, locale)}{" "}
                {branch.postalCode}
              </span>
            </address>
            <BranchLine icon="phone" href={`tel:${branch.tel}`} shown={branch.phone}>
              {m.contact_branch_call({ city: branch.city }, { locale })}
            </BranchLine>
            <BranchLine icon="mail" href={`mailto:${branch.email}`} shown={branch.email}>
              {m.contact_branch_email({ city: branch.city }, { locale })}
            </BranchLine>
          </li>
        ))}
      </ul>
    </Section>
  );
}
