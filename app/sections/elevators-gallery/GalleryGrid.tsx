import { galleryItems } from "../../../content/gallery.ts";
import { CardLink } from "../../components/Card.tsx";
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
              <CardLink
                to={item.href}
                label="More about this lift"
                context={item.name}
                className="gallery-card__link"
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
