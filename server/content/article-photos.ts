/**
 * A save's check of the photos an English draft's articles show (`![…](photo:<id>)`): each must be
 * one the company uploaded (ready, still being made, or failed), else the save is refused under the
 * article's field: a line copied wrongly, or a photo deleted since it was copied. An image field's
 * photo is checked by the save itself (missingPhotos in work.ts).
 */
import { eachPhotoIn } from "../../content/photos-named.ts";
import type { PhotoLookup } from "./work.ts";

/** Why an article's photo is refused. */
export const unknownArticlePhotoMessage = (id: string) =>
  `No uploaded photo has the id "${id}" (it may have been deleted): copy the photo's line from the Photos page again.`;

/** Each field of `data` whose article shows a photo that `isStored` does not know, with why. */
export async function unknownArticlePhotos(
  data: unknown,
  isStored: (id: string) => Promise<boolean>,
): Promise<Record<string, string>> {
  const shown = new Map<string, Set<string>>();
  eachPhotoIn(data, ({ id, path, inArticle }) => {
    if (inArticle) shown.set(path, (shown.get(path) ?? new Set()).add(id));
  });
  const errors: Record<string, string> = {};
  for (const [path, ids] of shown) {
    const unknown = [];
    for (const id of ids) if (!(await isStored(id))) unknown.push(unknownArticlePhotoMessage(id));
    if (unknown.length > 0) errors[path] = unknown.join("\n");
  }
  return errors;
}

/** Whether `media` holds the photo `id`, in any state: what a save asks. */
export const photoStoredIn = (media: PhotoLookup) => async (id: string) =>
  (await media.get(id)) !== undefined;
