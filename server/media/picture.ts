/**
 * What a page's `<picture>` needs to show a stored photograph: its size as shown (width and height
 * on the `<img>`, so nothing moves as it loads), its placeholder, and each format's variants by
 * width as URLs and as a `srcset`. `src` is the JPEG fallback at the largest width up to 960 (for
 * a browser that reads neither `<source>`). Undefined while the photo is not ready, or unknown:
 * the page then shows the drawing it had.
 */
import type { MediaStore } from "../db/media.ts";
import { VARIANT_FORMATS, type VariantFormat, variantUrl } from "./variants.ts";

export interface PhotoPicture {
  src: string;
  width: number;
  height: number;
  placeholder: string;
  /** Each format's variants, narrowest first. */
  variants: Record<VariantFormat, { width: number; url: string }[]>;
  /** Each format's `srcset` ("<url> 320w, <url> 640w, …"), for `<source type=… srcset=…>`. */
  sources: Record<VariantFormat, string>;
}

/** The width of the fallback `<img src>`: the largest variant up to this. */
const FALLBACK_WIDTH = 960;

export async function photoPicture(store: MediaStore, id: string): Promise<PhotoPicture | undefined> {
  const ready = await store.readyVariants(id);
  if (!ready) return undefined;
  const formats = Object.keys(VARIANT_FORMATS) as VariantFormat[];
  const variants = Object.fromEntries(
    formats.map((format) => [
      format,
      ready.variants
        .filter((variant) => variant.format === format)
        .map((variant) => ({ width: variant.width, url: variantUrl(id, variant.width, format) })),
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
    width: ready.photo.width,
    height: ready.photo.height,
    placeholder: ready.photo.placeholder,
    variants,
    sources,
  };
}
