/**
 * What a loader adds to its data for the company's photographs its content names (`photos`, read
 * by app/components/photos.tsx): each ready one as the page shows it, from the load context.
 */
import { photoIdsIn } from "../content/photos-named.ts";
import type { PageContext } from "../contracts/page-context.ts";
import type { PagePhotos } from "../contracts/page-photo.ts";

/**
 * The photos `data` names among those the server has ready (the load context), for a loader's
 * data; nothing when it names none (a page without photos carries no extra byte).
 */
export function withPhotos<Data extends object>(
  context: PageContext | undefined,
  data: Data,
): Data & { photos?: PagePhotos } {
  const ready = context?.photos;
  if (!ready || Object.keys(ready).length === 0) return data;
  const photos: PagePhotos = {};
  for (const id of photoIdsIn(data)) if (ready[id]) photos[id] = ready[id];
  return Object.keys(photos).length > 0 ? { ...data, photos } : data;
}
