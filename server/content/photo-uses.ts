/**
 * Where the site's content uses each photograph: every image field of every document, published or
 * drafted, that names it, and every article that shows it (content/photos-named.ts), named with its
 * post's title. The photos page lists it, and a photo in use is
 * never deleted (`app.media.inUse`): not while the site shows it, nor while a draft would show it
 * once published. Earlier revisions in the history are not counted: one restored after its photo
 * was deleted shows the drawing its field kept.
 */
import { CONTENT_DOCUMENTS, isContentDocumentId } from "../../content/documents.ts";
import { eachPhotoIn, type NamedPhoto } from "../../content/photos-named.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ContentStore } from "../db/content.ts";
import { itemName, pathLabel } from "./form.ts";

export interface PhotoUse {
  document: string;
  /** The document's title in the staff area. */
  title: string;
  /**
   * The field's path in the document (`3.image`) and in words ("Part 4 › Image"; an article's with
   * its post's title: "Part 4 › Body, the article “Choosing a home lift”").
   */
  path: string;
  field: string;
  /** Whether the site shows it now, and whether the draft names it. */
  published: boolean;
  draft: boolean;
}

/** Whether the site shows a use, a draft holds it, or both, in words. */
export const whereItShows = (use: PhotoUse) =>
  use.published && use.draft ? "published and in the draft" : use.published ? "published" : "in the draft";

/** A use's field in words: an article's names the post it is in (the document's item around it). */
function fieldInWords(english: unknown, { path, inArticle }: NamedPhoto): string {
  const post = inArticle && Array.isArray(english) ? itemName(english[Number.parseInt(path, 10)]) : undefined;
  return post === undefined ? pathLabel(path) : `${pathLabel(path)}, the article “${post}”`;
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
      eachPhotoIn(english, (photo) => {
        const { id, path } = photo;
        const byField = uses.get(id) ?? new Map<string, PhotoUse>();
        uses.set(id, byField);
        const key = `${document}\n${path}`;
        const use = byField.get(key) ?? {
          document,
          title: CONTENT_DOCUMENTS[document].title,
          path,
          field: fieldInWords(english, photo),
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
