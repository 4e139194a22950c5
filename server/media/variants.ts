/**
 * What a stored photograph is served as: the widths and formats of its variants, their URLs, and
 * the recipe that makes them with sharp.
 *
 * Widths: the site's layouts show a photo from a 10rem thumbnail (a cabin's "more cabins") through
 * cards of 17-24rem and article images of 36-48rem to 90vw in the image viewer, on screens of one
 * to three device pixels per CSS pixel. 320 covers a thumbnail at 2x, 640 a card at 2x (or a phone's
 * half width at 3x), 960 and 1280 an article or a phone's full width at 2-3x, 1920 the viewer on a
 * desktop. A photo is never enlarged: it gets the widths below its own, and its own as the largest.
 *
 * Formats: AVIF (smallest), WebP, and JPEG for the browsers that read neither. Every variant is
 * turned as its EXIF orientation says, converted to sRGB (a phone's Display P3 photo included),
 * and carries no metadata: no EXIF, no GPS position, no camera, no colour profile.
 */
import sharp from "sharp";

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Each format: its content type, and how sharp encodes it. */
export const VARIANT_FORMATS = {
  // Effort 3, not sharp's 4: as small within 1 %, and five times faster here (docs/benchmarks.md).
  avif: { type: "image/avif", encode: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 3 }) },
  webp: { type: "image/webp", encode: (image: sharp.Sharp) => image.webp({ quality: 75, effort: 4 }) },
  // The fallback has no transparency: a transparent PNG's JPEG lies on white.
  jpg: {
    type: "image/jpeg",
    encode: (image: sharp.Sharp) =>
      image.flatten({ background: "#ffffff" }).jpeg({ quality: 75, progressive: true }),
  },
} as const;
export type VariantFormat = keyof typeof VARIANT_FORMATS;
export const isVariantFormat = (value: string): value is VariantFormat =>
  Object.hasOwn(VARIANT_FORMATS, value);

/** The widths a photo `width` pixels wide is made at: the list's below it, and its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((each) => each < largest), largest];
}

/** Where a variant is served: under the photo's content hash, its width and format. */
export const variantUrl = (id: string, width: number, format: VariantFormat) =>
  `/media/${id}-${width}.${format}`;

/** The photo, width and format a variant's file name (`<id>-<width>.<format>`) names; undefined if none. */
export function parseVariantFile(
  file: string,
): { id: string; width: number; format: VariantFormat } | undefined {
  const match = /^([0-9a-f]{32})-([1-9]\d{0,4})\.([a-z]+)$/.exec(file);
  if (!match || !isVariantFormat(match[3]!)) return undefined;
  return { id: match[1]!, width: Number(match[2]), format: match[3] };
}

/** One variant as made, before it is stored. */
export interface MadeVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * The variants of `original` (already checked: upload.ts), each as it is made (the child process
 * of variant-process.ts sends them on one by one). The original is decoded once, turned upright,
 * converted to sRGB and shrunk to the largest width; every variant is made from those pixels.
 */
export async function* makeVariants(
  original: Buffer,
  photo: { width: number; height: number },
  limitInputPixels: number,
): AsyncGenerator<MadeVariant> {
  const widths = variantWidths(photo.width);
  const largest = widths.at(-1)!;
  const { data, info } = await sharp(original, { limitInputPixels })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const width of widths) {
    for (const [format, { encode }] of Object.entries(VARIANT_FORMATS) as [
      VariantFormat,
      (typeof VARIANT_FORMATS)[VariantFormat],
    ][]) {
      const resized = sharp(data, pixels).resize({ width });
      const made = await encode(resized).toBuffer({ resolveWithObject: true });
      yield { format, width, height: made.info.height, data: made.data };
    }
  }
}
