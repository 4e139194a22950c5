/**
 * About page: the leadership team (content/specialists.ts); the home page's specialist cards link
 * here. Each name keeps its former class leader__name, which about.css styles.
 */
import { specialists } from "../../../content/specialists.ts";
import { ImageCard } from "../../components/Card.tsx";
import { Section } from "../../components/Section.tsx";

export function Leadership() {
  return (
    <Section
      id="leadership"
      heading={{
        id: "leadership-title",
        eyebrow: "Leadership",
        title: "The people behind every lift",
        lead: "Engineers first: our leadership team still visits sites, reviews designs and answers customers.",
      }}
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
