/**
 * The eight 304 SS door designs, shared by /door-design and /doors: a card per door with
 * its image, name, finish and description, and a zoom button that opens the large image in a modal.
 * The doors come from the page's loader, in the page's language.
 */
import { type ReactNode, useState } from "react";
import type { Door } from "../../../content/doors.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Image } from "../../components/Image.tsx";
import { ImageModal, type ModalImage, ZoomTrigger } from "../../components/ImageModal.tsx";
import { headingOf, type Message, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./door-grid.css";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";

interface DoorGridProps {
  doors: Door[];
  /** The section's heading, in the page's language. */
  eyebrow: Message;
  title: Message;
  lead: Message;
  /** Background of the section. */
  alt?: boolean;
  /** Shown below the grid, e.g. a link to the other door page. */
  children?: ReactNode;
}

function modalImage(door: Door, locale: Locale): ModalImage {
  return {
    src: door.image,
    alt: door.alt,
    title: door.name,
    caption: <p>{m.doors_modal_caption({ material: door.material, opening: door.opening }, { locale })}</p>,
  };
}

export function DoorGrid({ doors, eyebrow, title, lead, alt = false, children }: DoorGridProps) {
  const [shown, setShown] = useState<ModalImage | null>(null);
  const locale = useLocale();
  return (
    <Section alt={alt} heading={headingOf("door-grid-title", locale, eyebrow, title, lead)}>
      <ul className="card-grid door-grid">
        {doors.map((door) => (
          <li key={door.id} className="card card--framed card--media door-card" id={door.id}>
            <div className="door-card__media">
              <Image src={door.image} alt={door.alt} sizes="(min-width: 64rem) 18rem, 50vw" />
              <ZoomTrigger
                className="door-card__zoom"
                src={door.image}
                label={m.doors_zoom_label({ name: door.name }, { locale })}
                onOpen={() => setShown(modalImage(door, locale))}
              />
            </div>
            <div className="card__body door-card__body">
              <ContentText as="h3" className="card__title door-card__name">
                {door.name}
              </ContentText>
              <p className="door-card__meta">
                <span className="door-card__badge">{door.material}</span>
                {inPageLanguage(door.opening, locale)}
              </p>
              <ContentText as="p" className="door-card__text">
                {door.description}
              </ContentText>
            </div>
          </li>
        ))}
      </ul>
      {children && <div className="door-grid__footer">{children}</div>}
      <ImageModal image={shown} onClose={() => setShown(null)} />
    </Section>
  );
}
