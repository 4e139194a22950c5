/**
 * Ten installations (SPEC 2.12). The details panel slides over the picture on hover and on keyboard
 * focus; on touch screens, narrow screens and without hover it simply sits below the picture, so the
 * details are always readable. Pure CSS: works the same without JavaScript.
 */
import { Link } from "react-router";
import { galleryItems } from "../../../content/gallery.ts";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Section } from "../../components/Section.tsx";
import "./gallery-grid.css";

export function GalleryGrid() {
  return (
    <Section
      heading={{
        id: "gallery-title",
        eyebrow: "Our work",
        title: "Lifts we design, install and maintain",
        lead: "From glass capsules in malls to car lifts in basements: ten kinds of installation our teams have delivered across Gujarat, each with its key figures.",
      }}
    >
      <ul className="card-grid gallery-grid">
        {galleryItems.map((item) => (
          <li key={item.id} className="card card--framed card--media gallery-card" id={item.id}>
            <div className="gallery-card__media">
              <Image
                src={item.image}
                alt={item.alt}
                sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
              />
            </div>
            <h2 className="gallery-card__name">{item.name}</h2>
            <div className="gallery-card__panel">
              <p className="gallery-card__details">{item.details}</p>
              <ul className="inline-list gallery-card__facts">
                {item.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <Link className="card-link gallery-card__link" to={item.href}>
                More about this lift<span className="visually-hidden">: {item.name}</span>
                <Icon name="arrowRight" size={18} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
