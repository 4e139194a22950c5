/**
 * The one way to show a content image: a drawing under content/images, or a photograph the company
 * uploaded (content/image-ref.ts). Always renders width/height (no layout shift); raster images get
 * AVIF/WebP `srcset`s (a drawing's from the build pipeline, a photo's from its variants, drawn by
 * PhotoPicture); below-the-fold images load lazily, the LCP image (`priority`) eagerly
 * with `fetchpriority="high"`. A photo not ready (or deleted) shows the drawing its field kept.
 */
import images from "virtual:content-images";
import { drawingShown } from "../../content/image-ref.ts";
import type { PagePhotos } from "../../contracts/page-photo.ts";
import { useLocale } from "../i18n.ts";
import { langOf } from "./content-text.tsx";
import { loadingOf, PhotoPicture } from "./PhotoPicture.tsx";
import { photoOf, usePhoto } from "./photos.tsx";

interface ImageProps {
  /** An image field's value: a path under content/images ("hero/slide-1.svg") or a photo. */
  src: string;
  /** What the image shows; "" for a decorative image. */
  alt: string;
  priority?: boolean;
  /** `sizes` for raster srcsets; defaults to full viewport width. */
  sizes?: string;
  className?: string;
}

/** The address of an image field's picture as one file (a link to it, structured data). */
export const imageFileOf = (src: string, photos: PagePhotos | undefined): string | undefined =>
  photoOf(src, photos)?.largest ?? images[drawingShown(src)]?.src;

export function Image({ src, alt, priority = false, sizes = "100vw", className }: ImageProps) {
  const photo = usePhoto(src);
  // A description not translated yet is read as English.
  const lang = langOf(alt, useLocale());
  if (photo)
    return (
      <PhotoPicture
        photo={photo}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
        lang={lang}
      />
    );
  const shared = { lang, ...loadingOf(priority) };
  const drawing = drawingShown(src);
  const image = images[drawing];
  if (!image) throw new Error(`Unknown content image "${drawing}" (expected a file under content/images)`);
  const img = (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      {...shared}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.avif && <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />}
      {image.sources.webp && <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />}
      {img}
    </picture>
  );
}
