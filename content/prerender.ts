/** Every path that is built to a static HTML file (react-router.config.ts, sitemap.xml, tests). */
import { HOME_SECTIONS_PATH } from "../contracts/home-sections.ts";
import { LOCALES, localizedPath } from "../contracts/locales.ts";
import { addedPages, CONTENT_DOCUMENTS, type ContentDocumentId } from "./documents.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { pages } from "./pages.ts";

/**
 * The English paths of the site's pages, each also in Gujarati and Hindi: the fixed pages, a page
 * per elevator type, and the pages the content documents add (blog posts, cabin designs), from each
 * document's English as `shown` gives it (as written, for the build; as published, on the server).
 */
export const sitePagePaths = (shown: (id: ContentDocumentId) => unknown): string[] => [
  ...Object.values(pages).map((page) => page.path),
  ...elevatorTypes.map((type) => type.path),
  ...addedPages(shown),
];

/** The English paths the build prerenders: the site's pages with the content as written. */
export const englishPrerenderPaths: string[] = sitePagePaths((id) => CONTENT_DOCUMENTS[id].seed.english);

export const prerenderPaths: string[] = LOCALES.flatMap((locale) =>
  englishPrerenderPaths.map((path) => localizedPath(path, locale)),
);

/** Files of content the pages fetch, built beside them in each language: the home sections' content. */
export const prerenderedDataPaths: string[] = LOCALES.map((locale) =>
  localizedPath(HOME_SECTIONS_PATH, locale),
);
