/**
 * A cabin design: image, title, description and, when the design has one, its
 * Specification list of finishes. Links to the lift types it fits and to the contact page.
 */

import type { Cabin } from "../../../content/cabins.ts";
import { servicesMenu } from "../../../content/navigation.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { FactList, Paragraphs } from "../../components/text-blocks.tsx";
import "./cabin-detail.css";

/** Lift types our cabin designs are offered for (goods and capsule cars have their own cabins). */
const CABIN_TYPES = ["/passenger-elevators", "/hospital-elevators", "/hydraulic-elevators", "/bunglow-lift"];

export function CabinDetail({ cabin }: { cabin: Cabin }) {
  return (
    <section className="section" aria-labelledby="cabin-title">
      <div className="container split split--from-56rem cabin-detail">
        <div className="cabin-detail__media">
          <Image src={cabin.image} alt={cabin.alt} priority sizes="(min-width: 56rem) 28rem, 100vw" />
        </div>
        <div className="cabin-detail__body">
          <p className="eyebrow cabin-detail__eyebrow">Cabin design</p>
          <h2 id="cabin-title" className="cabin-detail__title">
            {cabin.teaser}
          </h2>
          <Paragraphs texts={cabin.description} className="cabin-detail__text" />
          {cabin.specifications ? (
            <div className="cabin-spec" data-testid="cabin-specification">
              <h3 className="cabin-spec__title">Specification</h3>
              <FactList
                facts={cabin.specifications}
                className="cabin-spec__list"
                itemClassName="cabin-spec__row"
              />
            </div>
          ) : (
            <p className="cabin-detail__custom">
              <Icon name="lightbulb" size={20} />
              Made to order: finishes are chosen with you for each project.
            </p>
          )}
          <div className="cabin-detail__actions">
            <ButtonLink to="/contact-us">Ask for this cabin</ButtonLink>
          </div>
          <nav className="cabin-detail__types" aria-label="Lift types with this cabin">
            <h3 className="cabin-detail__types-title">Available in</h3>
            <ul className="inline-list">
              {servicesMenu
                .filter((link) => CABIN_TYPES.includes(link.href))
                .map((link) => (
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
