/**
 * Where the site's content uses each photograph: every image field of every document, published or
 * drafted, that names it (content/image-ref.ts). The photos page lists it, and a photo in use is
 * never deleted (`app.media.inUse`): not while the site shows it, nor while a draft would show it
 * once published. Earlier revisions in the history are not counted: one restored after its photo
 * was deleted shows the drawing its field kept.
 */
import { CONTENT_DOCUMENTS, isContentDocumentId } from "../../content/documents.ts";
import { PHOTO_PREFIX, photoRefOf } from "../../content/image-ref.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ContentStore } from "../db/content.ts";
import { pathAt, pathLabel } from "./form.ts";

export interface PhotoUse {
  document: string;
  /** The document's title in the staff area. */
  title: string;
  /** The field's path in the document (`3.image`) and in words ("Part 4 › Image"). */
  path: string;
  field: string;
  /** Whether the site shows it now, and whether the draft names it. */
  published: boolean;
  draft: boolean;
}

/** Whether the site shows a use, a draft holds it, or both, in words. */
export const whereItShows = (use: PhotoUse) =>
  use.published && use.draft ? "published and in the draft" : use.published ? "published" : "in the draft";

/** Calls `found` with the path of every photo reference in `value`. */
export function eachPhoto(value: unknown, path: string, found: (id: string, path: string) => void): void {
  if (typeof value === "string") {
    const photo = value.startsWith(PHOTO_PREFIX) ? photoRefOf(value) : undefined;
    if (photo) found(photo.id, path);
  } else if (Array.isArray(value))
    for (const [index, item] of value.entries()) eachPhoto(item, pathAt(path, index), found);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) eachPhoto(item, pathAt(path, key), found);
}

/** Every photo the content uses, with where: published, drafted or both, by field. */
export async function photoUses(store: ContentStore): Promise<Map<string, PhotoUse[]>> {
  const uses = new Map<string, Map<string, PhotoUse>>();
  const read = async (drafts: boolean) => {
    const documents = await store.published(drafts);
    for (const [document, languages] of documents) {
      if (!isContentDocumentId(document)) continue;
      // Images are the English's: a translation holds only texts.
      const english = (languages as Map<Locale, unknown>).get("en");
      eachPhoto(english, "", (id, path) => {
        const byField = uses.get(id) ?? new Map<string, PhotoUse>();
        uses.set(id, byField);
        const key = `${document}\n${path}`;
        const use = byField.get(key) ?? {
          document,
          title: CONTENT_DOCUMENTS[document].title,
          path,
          field: pathLabel(path),
          published: false,
          draft: false,
        };
        if (drafts) use.draft = true;
        else use.published = true;
        byField.set(key, use);
      });
    }
  };
  await read(false);
  await read(true);
  return new Map([...uses].map(([id, byField]) => [id, [...byField.values()]]));
}
