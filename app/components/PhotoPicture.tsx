/**
 * A stored photograph as a `<picture>` (contracts/page-photo.ts): AVIF and WebP `srcset`s, a JPEG
 * fallback `<img>` with its width and height (nothing moves as it loads), its blurred placeholder
 * behind it while it loads, and its focal point kept in view where the layout crops it. Drawn by
 * `Image` for an image field's photo, and on the server for a photo in a blog article
 * (app/markdown.server.ts): one picture for both. It reads no context, so either can draw it.
 */
import type { CSSProperties } from "react";
import { CENTRE, type PagePhoto } from "../../contracts/page-photo.ts";

interface PhotoPictureProps {
  photo: PagePhoto;
  /** What the photo shows; "" for a decorative one. */
  alt: string;
  /** `sizes` of the srcsets: how wide the layout shows it. */
  sizes: string;
  /** The LCP image: loaded at once, first. Else lazily. */
  priority?: boolean;
  className?: string | undefined;
  /** The alt text's language, when not the page's. */
  lang?: string | undefined;
}

/** The placeholder behind a photo, and its focal point where the layout crops it. */
function photoStyle({ placeholder, focus }: PagePhoto): CSSProperties | undefined {
  const position = focus.x === CENTRE.x && focus.y === CENTRE.y ? undefined : `${focus.x}% ${focus.y}%`;
  if (!placeholder && !position) return undefined;
  return {
    backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
    backgroundPosition: position,
    objectPosition: position,
  };
}

export function PhotoPicture({ photo, alt, sizes, priority = false, className, lang }: PhotoPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      <img
        className={className ? `${className} photo` : "photo"}
        src={photo.src}
        srcSet={photo.sources.jpg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        lang={lang}
        {...loadingOf(priority)}
        style={photoStyle(photo)}
      />
    </picture>
  );
}

/** How an image loads: the LCP image at once and first, any other lazily, decoded off the main thread. */
export const loadingOf = (priority: boolean) =>
  ({
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : undefined,
  }) as const;
