/**
 * The addresses of the editor's pages in the staff area: the documents' list, a document's form in
 * a language (`?lang=gu`) and its history, and the page each of their actions returns to.
 */
import { isLocale, type Locale } from "../../contracts/locales.ts";

export const CONTENT_PATH = "/inbox/content";

/** A document's form in `locale`. */
export const documentPath = (id: string, locale: Locale) => `${CONTENT_PATH}/${id}?lang=${locale}`;

export const historyPath = (id: string) => `${CONTENT_PATH}/${id}/history`;

/** Where a form in `locale` is saved (its list buttons post there too). */
export const savePath = (id: string, locale: Locale) => `${CONTENT_PATH}/${id}/save?lang=${locale}`;

/** Publishing every document or one (`id` field) from the list, or one from its history (`id`). */
export const publishPath = (id?: string) =>
  id ? `${CONTENT_PATH}/${id}/publish` : `${CONTENT_PATH}/publish`;

export const restorePath = (id: string) => `${CONTENT_PATH}/${id}/restore`;

const PAGE = /^\/inbox\/content(?:\/([\w-]{1,64})(?:\/(save|history|restore|publish))?)?$/;

/**
 * The editor page `url` belongs to (an action's URL belongs to its page), undefined when it is none
 * of them: the list (its publish too), a document's form in its language, or its history (its
 * restore and publish too).
 */
export function contentPageOf(url: URL): string | undefined {
  const match = PAGE.exec(url.pathname);
  if (!match) return undefined;
  const [, id, action] = match;
  if (!id || (id === "publish" && !action)) return CONTENT_PATH;
  if (action === "history" || action === "restore" || action === "publish") return historyPath(id);
  const lang = url.searchParams.get("lang");
  return isLocale(lang) ? documentPath(id, lang) : `${CONTENT_PATH}/${id}`;
}
