/** What every door includes, whatever the finish, and a call to ask for a quotation. */
import { doorStandards } from "../../../content/doors.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { Section } from "../../components/Section.tsx";
import "./door-standards.css";

export function DoorStandards() {
  return (
    <Section
      alt
      heading={{
        id: "door-standards-title",
        eyebrow: "Built in as standard",
        title: "Safety and hardware on every door",
        lead: "The finish is your choice; the safety is not optional. Every landing and car door we supply comes with the following.",
      }}
    >
      <ul className="card-grid door-standards">
        {doorStandards.map((item) => (
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
            <p className="door-standards__text">{item.text}</p>
          </IconBlock>
        ))}
      </ul>
      <div className="spread door-standards__cta">
        <p>Not sure which finish suits your lobby? Our engineers bring samples to your site.</p>
        <div className="door-standards__actions">
          <ButtonLink to="/contact-us" variant="accent">
            Ask for a door quotation
          </ButtonLink>
          <ButtonLink to="/doors" variant="ghost-light">
            Open the doors gallery
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
