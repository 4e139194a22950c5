/**
 * A photograph as a page shows it (server/media/picture.ts makes it from a ready photo's variants;
 * app/components/Image.tsx draws it as a `<picture>`): what the server hands the page in its
 * loader's data, so nothing is fetched in the browser to show it.
 */
export interface PagePhoto {
  /** The JPEG fallback of the `<img>`. */
  src: string;
  /** The size as shown: the `<img>`'s width and height, so nothing moves as it loads. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, behind the photo while it loads; "" for one that may be transparent. */
  placeholder: string;
  /** Each format's `srcset` ("<url> 320w, <url> 640w, …"). */
  sources: { avif: string; webp: string; jpg: string };
  /** The largest JPEG: what a link to the picture opens. */
  largest: string;
  /** The point kept in view where a layout crops it, in percent of its width and height. */
  focus: { x: number; y: number };
}

/** The photos a page's data names, by id: ready ones only (the others show their drawing). */
export type PagePhotos = Record<string, PagePhoto>;

/** The focal point a photo has until someone chooses one: its centre. */
export const CENTRE = { x: 50, y: 50 } as const;
