/**
 * Where the content names the company's photographs: an image field holding one
 * (content/image-ref.ts), or a Markdown article showing one as a picture (contracts/markdown.ts).
 * What the pages are handed, what counts as used and what a save checks all find them here.
 */
import { markdownPhotos } from "../contracts/markdown.ts";
import { PHOTO_PREFIX, photoRefOf } from "./image-ref.ts";
import { pathAt } from "./schema-walk.ts";

/** A photo named in the content: where (`3.body`), and whether an article shows it (else it fills an image field). */
export interface NamedPhoto {
  id: string;
  path: string;
  inArticle: boolean;
}

/** The photos a text names: the image field's own, or those its Markdown shows. */
function photosOfText(text: string, path: string): NamedPhoto[] {
  if (text.startsWith(PHOTO_PREFIX)) {
    const ref = photoRefOf(text);
    return ref ? [{ id: ref.id, path, inArticle: false }] : [];
  }
  return markdownPhotos(text).map((id) => ({ id, path, inArticle: true }));
}

/** Calls `found` with every photo named anywhere in `value` (a document, a page's data), in order. */
export function eachPhotoIn(value: unknown, found: (photo: NamedPhoto) => void, path = ""): void {
  if (typeof value === "string") for (const photo of photosOfText(value, path)) found(photo);
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) eachPhotoIn(item, found, pathAt(path, index));
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) eachPhotoIn(item, found, pathAt(path, key));
}

/** Every photo id named anywhere in `value`, each once. */
export function photoIdsIn(value: unknown): Set<string> {
  const ids = new Set<string>();
  eachPhotoIn(value, ({ id }) => ids.add(id));
  return ids;
}
