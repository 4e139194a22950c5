/** The other seven cabin designs, as small linked cards. */

import type { Cabin } from "../../../content/cabins.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./more-cabins.css";
import { ContentText } from "../../components/content-text.tsx";

type CabinCard = Pick<Cabin, "slug" | "path" | "title" | "teaser" | "image">;

export function MoreCabins({ others }: { others: CabinCard[] }) {
  const locale = useLocale();
  return (
    <Section
      alt
      heading={headingOf(
        "more-cabins-title",
        locale,
        m.cabin_more_eyebrow,
        m.cabin_more_title,
        m.cabin_more_lead,
      )}
    >
      <ul className="card-grid more-cabins">
        {others.map((cabin) => (
          <li key={cabin.slug}>
            <Link to={cabin.path} className="card card--media more-cabins__card">
              <Image src={cabin.image} alt="" sizes="(min-width: 64rem) 10rem, 33vw" />
              <span className="more-cabins__name">{cabin.title}</span>
              <ContentText as="span" className="more-cabins__teaser">
                {cabin.teaser}
              </ContentText>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
