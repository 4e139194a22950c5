/**
 * What a page's `<picture>` needs to show a stored photograph (contracts/page-photo.ts): its size
 * as shown (width and height on the `<img>`, so nothing moves as it loads), its placeholder, its
 * focal point, and each format's variants as a `srcset`. `src` is the JPEG fallback at the largest
 * width up to 960 (for a browser that reads neither `<source>`). A photo not ready, or unknown,
 * has none: the page then shows the drawing it had.
 */
import type { PagePhoto, PagePhotos } from "../../contracts/page-photo.ts";
import type { MediaStore, Photo, Variant } from "../db/media.ts";
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, variantUrl } from "./variants.ts";

export interface PhotoPicture extends PagePhoto {
  /** Each format's variants, narrowest first. */
  variants: Record<VariantFormat, { width: number; url: string }[]>;
}

/** The width of the fallback `<img src>`: the largest variant up to this. */
const FALLBACK_WIDTH = 960;

/**
 * A JPEG is never transparent: its blurred placeholder can lie behind it while it loads. Another
 * format may be (a logo on PNG): its placeholder would show through, so it has none.
 */
const OPAQUE_TYPES = new Set(["image/jpeg"]);

function pictureOf(photo: Photo, stored: readonly Omit<Variant, "data">[]): PhotoPicture {
  const formats = Object.keys(VARIANT_FORMATS) as VariantFormat[];
  const variants = Object.fromEntries(
    formats.map((format) => [
      format,
      stored
        .filter((variant) => variant.format === format)
        .sort((a, b) => a.width - b.width)
        .map((variant) => ({ width: variant.width, url: variantUrl(photo.id, variant.width, format) })),
    ]),
  ) as PhotoPicture["variants"];
  const sources = Object.fromEntries(
    formats.map((format) => [
      format,
      variants[format].map(({ url, width }) => `${url} ${width}w`).join(", "),
    ]),
  ) as PhotoPicture["sources"];
  const jpegs = variants.jpg;
  const fallback = jpegs.filter((variant) => variant.width <= FALLBACK_WIDTH).at(-1) ?? jpegs[0]!;
  return {
    src: fallback.url,
    width: photo.width,
    height: photo.height,
    placeholder: OPAQUE_TYPES.has(photo.contentType) ? photo.placeholder : "",
    sources,
    largest: jpegs.at(-1)!.url,
    focus: photo.focus,
    variants,
  };
}

/** A ready photo's smallest JPEG, for the staff area's thumbnails. */
export const thumbnailUrl = (photo: Pick<Photo, "id" | "width">) =>
  variantUrl(photo.id, Math.min(VARIANT_WIDTHS[0], photo.width), "jpg");

export async function photoPicture(store: MediaStore, id: string): Promise<PhotoPicture | undefined> {
  const ready = await store.readyVariants(id);
  return ready && pictureOf(ready.photo, ready.variants);
}

/** The ready photos among `ids` as pages show them, by id (without the variants' list). */
export async function pagePhotos(store: MediaStore, ids: Iterable<string>): Promise<PagePhotos> {
  const ready = await store.readyPhotos([...ids]);
  return Object.fromEntries(
    ready.map(({ photo, variants }) => {
      const { variants: _list, ...shown } = pictureOf(photo, variants);
      return [photo.id, shown];
    }),
  );
}
