import type { GalleryItem } from "../../../content/gallery.ts";
import { m } from "../../../messages/compiled/messages.js";
import { CardLink } from "../../components/Card.tsx";
import { Image } from "../../components/Image.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./gallery-grid.css";
import { ContentText } from "../../components/content-text.tsx";

export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const locale = useLocale();
  return (
    <Section heading={headingOf("gallery-title", locale, m.gallery_eyebrow, m.gallery_title, m.gallery_lead)}>
      <ul className="card-grid gallery-grid">
        {items.map((item) => (
          <li key={item.id} className="card card--framed card--media gallery-card" id={item.id}>
            <div className="gallery-card__media">
              <Image
                src={item.image}
                alt={item.alt}
                sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
              />
            </div>
            <ContentText as="h2" className="gallery-card__name">
              {item.name}
            </ContentText>
            <div className="gallery-card__panel">
              <ContentText as="p" className="gallery-card__details">
                {item.details}
              </ContentText>
              <ul className="inline-list gallery-card__facts">
                {item.facts.map((fact) => (
                  <ContentText as="li" key={fact}>
                    {fact}
                  </ContentText>
                ))}
              </ul>
              <CardLink
                to={item.href}
                label={m.gallery_more_about({}, { locale })}
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
