/**
 * About page: the leadership team (content/specialists.ts); the home page's specialist cards link
 * here. Each name keeps its former class leader__name, which about.css styles.
 */
import type { Specialist } from "../../../content/specialists.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ImageCard } from "../../components/Card.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

export function Leadership({ specialists }: { specialists: Specialist[] }) {
  const locale = useLocale();
  return (
    <Section
      id="leadership"
      heading={headingOf(
        "leadership-title",
        locale,
        m.about_leadership_eyebrow,
        m.about_leadership_title,
        m.about_leadership_lead,
      )}
    >
      <ul className="card-grid card-grid--gallery leaders">
        {specialists.map((person) => (
          <ImageCard
            key={person.id}
            as="li"
            id={person.id}
            block="leader"
            className="card card--raised"
            titleClassName="leader__name"
            item={person}
            sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
          />
        ))}
      </ul>
    </Section>
  );
}
