/** About page: the leadership team (content/specialists.ts); the home page's specialist cards link here. */
import { specialists } from "../../../content/specialists.ts";
import { Image } from "../../components/Image.tsx";
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
      <ul className="card-grid leaders">
        {specialists.map((person) => (
          <li key={person.id} id={person.id} className="card leader">
            <Image
              src={person.image}
              alt={person.alt}
              className="leader__image"
              sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
            />
            <div className="leader__body">
              <h3 className="leader__name">{person.title}</h3>
              <p className="leader__post">{person.post}</p>
              <p className="leader__text">{person.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
