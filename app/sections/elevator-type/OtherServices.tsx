import type { Cabin } from "../../../content/cabins.ts";
import { m } from "../../../messages/compiled/messages.js";
import { CardLink, ImageCard } from "../../components/Card.tsx";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./other-services.css";

export type CabinCard = Pick<Cabin, "slug" | "path" | "title" | "teaser" | "image" | "alt">;

export function OtherServices({ cabins }: { cabins: CabinCard[] }) {
  const locale = useLocale();
  return (
    <Section
      alt
      className="other-services"
      heading={headingOf(
        "other-services-title",
        locale,
        m.type_cabins_eyebrow,
        m.type_cabins_title,
        m.type_cabins_lead,
      )}
    >
      <Carousel
        label={m.type_cabins_label({}, { locale })}
        className="other-services__carousel"
        perView={{ 0: 1, 512: 2, 768: 3, 1024: 4 }}
      >
        {cabins.map((cabin) => (
          <ImageCard
            key={cabin.slug}
            block="cabin-card"
            className="card card--media"
            bodyClassName="card__body"
            titleClassName="card__title"
            item={{ ...cabin, description: cabin.teaser }}
            sizes="(min-width: 64rem) 17rem, (min-width: 32rem) 45vw, 90vw"
            action={
              <CardLink
                to={cabin.path}
                label={m.type_cabins_view_more({}, { locale })}
                context={cabin.title}
                className="card-link--accent"
              />
            }
          />
        ))}
      </Carousel>
    </Section>
  );
}
