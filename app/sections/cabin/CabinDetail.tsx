/**
 * A cabin design: image, title, description and, when the design has one, its
 * Specification list of finishes. Links to the lift types it fits and to the contact page.
 */

import type { Cabin } from "../../../content/cabins.ts";
import type { NavLink } from "../../../content/navigation.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { FactList, Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "./cabin-detail.css";
import { ContentText } from "../../components/content-text.tsx";

interface CabinDetailProps {
  cabin: Cabin;
  /** The lift types the design is offered for, named in the page's language. */
  types: NavLink[];
}

export function CabinDetail({ cabin, types }: CabinDetailProps) {
  const locale = useLocale();
  return (
    <section className="section" aria-labelledby="cabin-title">
      <div className="container split split--from-56rem cabin-detail">
        <div className="cabin-detail__media">
          <Image src={cabin.image} alt={cabin.alt} priority sizes="(min-width: 56rem) 28rem, 100vw" />
        </div>
        <div className="cabin-detail__body">
          <p className="eyebrow cabin-detail__eyebrow">{m.cabin_design({}, { locale })}</p>
          <ContentText as="h2" id="cabin-title" className="cabin-detail__title">
            {cabin.teaser}
          </ContentText>
          <Paragraphs texts={cabin.description} className="cabin-detail__text" />
          {cabin.specifications ? (
            <div className="cabin-spec" data-testid="cabin-specification">
              <h3 className="cabin-spec__title">{m.cabin_specification({}, { locale })}</h3>
              <FactList
                facts={cabin.specifications}
                className="cabin-spec__list"
                itemClassName="cabin-spec__row"
              />
            </div>
          ) : (
            <p className="cabin-detail__custom">
              <Icon name="lightbulb" size={20} />
              {m.cabin_made_to_order({}, { locale })}
            </p>
          )}
          <div className="cabin-detail__actions">
            <ButtonLink to="/contact-us">{m.cabin_ask({}, { locale })}</ButtonLink>
          </div>
          <nav className="cabin-detail__types" aria-label={m.cabin_types_label({}, { locale })}>
            <h3 className="cabin-detail__types-title">{m.cabin_available_in({}, { locale })}</h3>
            <ul className="inline-list">
              {types.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
