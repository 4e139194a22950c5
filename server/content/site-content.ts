/**
 * The site's content as one replica serves it: the published data of every document, read again
 * whenever the content version changes (a publish anywhere), and each document in a language as a
 * page shows it (a translation laid over the English, which fills a text not yet translated), and
 * the ready photos it names, as pages show them (read again at every check: a photo becomes ready
 * or gets another focal point without a publish). Whoever keeps rendered pages listens
 * (`onChange`) to drop them.
 */
import { isContentDocumentId } from "../../content/documents.ts";
import { photoIdsIn } from "../../content/photos-named.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { PagePhotos } from "../../contracts/page-photo.ts";
import { shownData } from "./documents.ts";

type Documents = Map<string, Map<Locale, unknown>>;

/** Documents by language as pages show them, from each language's data. */
export function contentView(documents: Documents): (id: string, locale: Locale) => unknown {
  const shown = new Map<string, unknown>();
  return (id, locale) => {
    const languages = documents.get(id);
    const english = languages?.get("en");
    if (!isContentDocumentId(id) || english === undefined) return undefined;
    const key = `${id}\n${locale}`;
    if (!shown.has(key)) shown.set(key, shownData(english, locale, languages?.get(locale)));
    return shown.get(key);
  };
}

/** The photos `documents` name, each once (only the English names images; every language is read). */
export const photosNamed = (documents: Documents): string[] => [
  ...photoIdsIn([...documents.values()].map((languages) => [...languages.values()])),
];

export class SiteContent {
  /** The content version served: how many publishes there have been (0: as the site was built). */
  version = 0;
  /**
   * What the pages show changed this many times: a publish, or a photo they name made ready, given
   * another focal point or deleted. Rendered pages are kept per generation.
   */
  generation = 0;
  /** A document in a language as the public pages show it. */
  shown: (id: string, locale: Locale) => unknown = () => undefined;
  /** The ready photos the published content names, as pages show them. */
  photos: PagePhotos = {};
  private readonly listeners: ((version: number) => void)[] = [];
  private named: string[] = [];
  private photosRead = "{}";

  constructor(
    private readonly read: { version(): Promise<number>; published(): Promise<Documents> },
    private readonly readPhotos: (ids: string[]) => Promise<PagePhotos> = async () => ({}),
  ) {}

  onChange(listener: (version: number) => void) {
    this.listeners.push(listener);
  }

  /**
   * Reads the content again when its version changed (or was never read), and the photos it names
   * (whose state or focal point may change without a publish); true when either changed.
   */
  async refresh(): Promise<boolean> {
    const version = await this.read.version();
    const contentChanged = version !== this.version || !this.loaded;
    if (contentChanged) {
      const documents = await this.read.published();
      this.shown = contentView(documents);
      this.named = photosNamed(documents);
      this.loaded = true;
    }
    const photos = this.named.length > 0 ? await this.readPhotos(this.named) : {};
    const photosRead = JSON.stringify(photos);
    const photosChanged = photosRead !== this.photosRead;
    this.photos = photos;
    this.photosRead = photosRead;
    const changed = version !== this.version || photosChanged;
    this.version = version;
    if (changed) {
      this.generation += 1;
      for (const listener of this.listeners) listener(version);
    }
    return changed;
  }

  private loaded = false;
}
