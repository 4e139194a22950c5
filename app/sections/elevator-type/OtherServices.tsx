/** 'Other Services': the eight cabin designs in a carousel, each with a 'View more' link. */
import { Link } from "react-router";
import type { Cabin } from "../../../content/cabins.ts";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Section } from "../../components/Section.tsx";
import "./type-page.css";

export type CabinCard = Pick<Cabin, "slug" | "path" | "title" | "teaser" | "image" | "alt">;

export function OtherServices({ cabins }: { cabins: CabinCard[] }) {
  return (
    <Section
      alt
      className="other-services"
      heading={{
        id: "other-services-title",
        eyebrow: "Other Services",
        title: "Cabin designs for your lift",
        lead: "Eight cabin interiors, from warm wood-grain to gold mirror steel. Open any design for its finishes.",
      }}
    >
      <Carousel
        label="Cabin designs"
        className="other-services__carousel"
        perView={{ 0: 1, 512: 2, 768: 3, 1024: 4 }}
      >
        {cabins.map((cabin) => (
          <article key={cabin.slug} className="cabin-card">
            <Image
              src={cabin.image}
              alt={cabin.alt}
              sizes="(min-width: 64rem) 17rem, (min-width: 32rem) 45vw, 90vw"
            />
            <div className="cabin-card__body">
              <h3 className="cabin-card__title">{cabin.title}</h3>
              <p className="cabin-card__text">{cabin.teaser}</p>
              <Link to={cabin.path} className="cabin-card__more">
                View more<span className="visually-hidden">: {cabin.title}</span>
                <Icon name="arrowRight" size={18} />
              </Link>
            </div>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
