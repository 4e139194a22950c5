/**
 * The site's content as one replica serves it: the published data of every document, read again
 * whenever the content version changes (a publish anywhere), and each document in a language as a
 * page shows it (a translation laid over the English, which fills a text not yet translated).
 * Whoever keeps rendered pages listens (`onChange`) to drop them.
 */
import { isContentDocumentId } from "../../content/documents.ts";
import type { Locale } from "../../contracts/locales.ts";
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

export class SiteContent {
  /** The content version served: how many publishes there have been (0: as the site was built). */
  version = 0;
  /** A document in a language as the public pages show it. */
  shown: (id: string, locale: Locale) => unknown = () => undefined;
  private readonly listeners: ((version: number) => void)[] = [];

  constructor(private readonly read: { version(): Promise<number>; published(): Promise<Documents> }) {}

  onChange(listener: (version: number) => void) {
    this.listeners.push(listener);
  }

  /** Reads the content again when its version changed (or was never read); true when it did. */
  async refresh(): Promise<boolean> {
    const version = await this.read.version();
    if (version === this.version && this.loaded) return false;
    this.shown = contentView(await this.read.published());
    this.loaded = true;
    const changed = version !== this.version;
    this.version = version;
    if (changed) for (const listener of this.listeners) listener(version);
    return changed;
  }

  private loaded = false;
}
