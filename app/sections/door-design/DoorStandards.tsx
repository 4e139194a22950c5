/** What every door includes, whatever the finish, and a call to ask for a quotation. */
import type { doorStandards } from "../../../content/doors.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ButtonLink } from "../../components/Button.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./door-standards.css";
import { ContentText } from "../../components/content-text.tsx";

/** `standards` in the page's language, from its loader. */
export function DoorStandards({ standards }: { standards: typeof doorStandards }) {
  const locale = useLocale();
  return (
    <Section
      alt
      heading={headingOf(
        "door-standards-title",
        locale,
        m.doors_standards_eyebrow,
        m.doors_standards_title,
        m.doors_standards_lead,
      )}
    >
      <ul className="card-grid door-standards">
        {standards.map((item) => (
          <IconBlock
            key={item.title}
            as="li"
            framed={false}
            className="door-standards__item"
            icon="check"
            iconSize={22}
            iconClassName="door-standards__icon"
            title={item.title}
          >
            <ContentText as="p" className="door-standards__text">
              {item.text}
            </ContentText>
          </IconBlock>
        ))}
      </ul>
      <div className="spread door-standards__cta">
        <p>{m.doors_standards_cta_text({}, { locale })}</p>
        <div className="door-standards__actions">
          <ButtonLink to="/contact-us" variant="accent">
            {m.doors_standards_quote({}, { locale })}
          </ButtonLink>
          <ButtonLink to="/doors" variant="ghost-light">
            {m.doors_standards_gallery_link({}, { locale })}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
