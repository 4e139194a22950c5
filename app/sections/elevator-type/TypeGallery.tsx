/** Four slides of two pictures each, with dots that select slide 0 to 3. */
import type { ElevatorType } from "../../../content/elevator-types.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Carousel } from "../../components/carousel/Carousel.tsx";
import { Image } from "../../components/Image.tsx";
import { useLocale } from "../../i18n.ts";
import "./type-gallery.css";
import { ContentText } from "../../components/content-text.tsx";

export function TypeGallery({ type }: { type: ElevatorType }) {
  const locale = useLocale();
  return (
    <Carousel
      key={type.slug}
      label={m.type_gallery_label({ name: type.name }, { locale })}
      className="type-gallery"
      speed={400}
      dots
      dotLabel={(index, count) => m.type_gallery_dot_label({ number: index + 1, count }, { locale })}
    >
      {type.slides.map((slide, index) => (
        <figure key={slide.caption} className="type-gallery__slide">
          <div className="pair type-gallery__pair">
            {slide.images.map((image, position) => (
              <Image
                key={image.src}
                src={image.src}
                alt={image.alt}
                priority={index === 0 && position === 0}
                sizes="(min-width: 64rem) 24rem, 50vw"
              />
            ))}
          </div>
          <ContentText as="figcaption" className="type-gallery__caption">
            {slide.caption}
          </ContentText>
        </figure>
      ))}
    </Carousel>
  );
}
