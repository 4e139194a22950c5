/**
 * The one way to show a content image. Always renders width/height (no layout shift); raster
 * images get AVIF/WebP `srcset`s from the build pipeline; below-the-fold images load lazily, the
 * LCP image (`priority`) eagerly with `fetchpriority="high"`.
 */
import images from "virtual:content-images";
import { useLocale } from "../i18n.ts";
import { langOf } from "./content-text.tsx";

interface ImageProps {
  /** Path under content/images, e.g. "hero/slide-1.svg". */
  src: string;
  /** What the image shows; "" for a decorative image. */
  alt: string;
  priority?: boolean;
  /** `sizes` for raster srcsets; defaults to full viewport width. */
  sizes?: string;
  className?: string;
}

export function Image({ src, alt, priority = false, sizes = "100vw", className }: ImageProps) {
  const image = images[src];
  // A description not translated yet is read as English.
  const lang = langOf(alt, useLocale());
  if (!image) throw new Error(`Unknown content image "${src}" (expected a file under content/images)`);
  const loading = priority ? "eager" : "lazy";
  const img = (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      lang={lang}
      loading={loading}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
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
