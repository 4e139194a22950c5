/**
 * The bar on every draft preview (`/preview/<page>`): says the page shows drafts, not what visitors
 * see, and leads back to the editor. Staff words, so in English on any page (`lang="en"`); fixed to
 * the foot of the screen, so the page's own layout is not moved. Only the preview has it.
 */
import { CONTENT_DOCUMENTS } from "../../../content/documents.ts";
import { type Locale, localeOfPath, pathWithoutLocale } from "../../../contracts/locales.ts";
import { LOCALE_LABELS } from "../../inbox/labels.ts";
import { CONTENT_PATH, contentPageOf, documentPath } from "../paths.ts";

/** The preview bar's own rules (a file beside the staff area's stylesheet). */
export const PREVIEW_STYLESHEET_PATH = "/inbox/assets/preview.css";

/**
 * Where "Back to the editor" leads from the preview of `page`: the editor's page it was opened from
 * (`referrer`, when it is one of ours), else the one document that page shows in its language, else
 * the list of documents.
 */
export function editorOf(page: string, referrer: string | undefined, origin: string): string {
  if (referrer) {
    try {
      const url = new URL(referrer);
      const from = url.origin === origin ? contentPageOf(url) : undefined;
      if (from) return from;
    } catch {
      // Not an address: the page's document instead.
    }
  }
  const path = page.split("?")[0] ?? page;
  const shown = Object.entries(CONTENT_DOCUMENTS).filter(
    ([, document]) => document.page === pathWithoutLocale(path),
  );
  const [only] = shown;
  return shown.length === 1 && only ? documentPath(only[0], localeOfPath(path)) : CONTENT_PATH;
}

export function PreviewBanner({ locale, editor }: { locale: Locale; editor: string }) {
  return (
    <aside className="preview-banner" aria-label="Draft preview" lang="en">
      <p>
        <strong>Draft preview</strong> ({LOCALE_LABELS[locale]}): the saved drafts, not what visitors see
        until they are published. Only signed-in staff see this page.
      </p>
      <a href={editor}>Back to the editor</a>
    </aside>
  );
}
