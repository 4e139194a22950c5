/** About page: why-choose-us cards, the same value cards as the home page (content/value-cards.ts). */
import { Link } from "react-router";
import { pages } from "../../../content/pages.ts";
import { valueCards } from "../../../content/value-cards.ts";
import { Icon } from "../../components/Icon.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";

export function WhyChooseUs() {
  return (
    <section className="section section--alt" aria-labelledby="why-title">
      <div className="container">
        <SectionHeading
          id="why-title"
          eyebrow="Why choose us"
          title="Safe lifts, smart engineering, service you can count on"
        />
        <ul className="why-cards">
          {valueCards.map((card) => (
            <li key={card.id} className="why-card">
              <span className="why-card__icon">
                <Icon name={card.icon} size={30} />
              </span>
              <h3 className="why-card__title">{card.title}</h3>
              <p className="why-card__text">{card.description}</p>
              {/* A card pointing at this very page has nowhere further to go here. */}
              {card.link.href !== pages.about.path && (
                <Link to={card.link.href} className="why-card__link">
                  {card.link.label}
                  <span className="visually-hidden">: {card.title}</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
