/** What every door includes, whatever the finish, and a call to ask for a quotation. */
import { doorStandards } from "../../../content/doors.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
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
          <li key={item.title} className="card media-block door-standards__item">
            <span className="icon-badge door-standards__icon">
              <Icon name="check" size={22} />
            </span>
            <div className="media-block__body">
              <h3 className="media-block__title">{item.title}</h3>
              <p className="door-standards__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="door-standards__cta">
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
