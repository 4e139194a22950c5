/**
 * The company's photographs a page shows (contracts/page-photo.ts), from its loaders' data (`photos`,
 * given by `withPhotos` (app/page-photos.ts) on the server: nothing is fetched in the browser to show them), to every
 * `Image` below. A photo not among them (not ready, deleted) is shown as the drawing its field keeps.
 */
import { createContext, type ReactNode, use, useMemo } from "react";
import { PHOTO_PREFIX, photoRefOf } from "../../content/image-ref.ts";
import type { PagePhoto, PagePhotos } from "../../contracts/page-photo.ts";

export const PhotosContext = createContext<PagePhotos>({});

/** Adds `photos` to the page's photos for what is below (the home sections' own). */
export function PhotosProvider({
  photos,
  children,
}: {
  photos: PagePhotos | undefined;
  children: ReactNode;
}) {
  const outer = use(PhotosContext);
  const value = useMemo(() => (photos ? { ...outer, ...photos } : outer), [outer, photos]);
  return <PhotosContext value={value}>{children}</PhotosContext>;
}

/** The ready photo an image field names among `photos`; undefined for a drawing or a photo not ready. */
export function photoOf(src: string, photos: PagePhotos | undefined): PagePhoto | undefined {
  if (!src.startsWith(PHOTO_PREFIX)) return undefined;
  const ref = photoRefOf(src);
  return ref && photos?.[ref.id];
}

/** The photo `src` names, when the page has it ready. */
export const usePhoto = (src: string) => photoOf(src, use(PhotosContext));
