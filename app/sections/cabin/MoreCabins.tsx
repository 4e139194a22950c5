/** The other seven cabin designs, as small linked cards. */

import { type Cabin, cabins } from "../../../content/cabins.ts";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { Section } from "../../components/Section.tsx";
import "./more-cabins.css";

export function MoreCabins({ current }: { current: Cabin }) {
  return (
    <Section
      alt
      heading={{
        id: "more-cabins-title",
        eyebrow: "Cabin designs",
        title: "More cabins to compare",
        lead: "Every design can be fitted to passenger, home, hospital and hydraulic lifts.",
      }}
    >
      <ul className="card-grid more-cabins">
        {cabins
          .filter((cabin) => cabin.slug !== current.slug)
          .map((cabin) => (
            <li key={cabin.slug}>
              <Link to={cabin.path} className="card card--media more-cabins__card">
                <Image src={cabin.image} alt="" sizes="(min-width: 64rem) 10rem, 33vw" />
                <span className="more-cabins__name">{cabin.title}</span>
                <span className="more-cabins__teaser">{cabin.teaser}</span>
              </Link>
            </li>
          ))}
      </ul>
    </Section>
  );
}
