/** Every path that is built to a static HTML file (react-router.config.ts, sitemap.xml, tests). */
import { HOME_SECTIONS_PATH } from "../contracts/home-sections.ts";
import { LOCALES, localizedPath } from "../contracts/locales.ts";
import { readBlogIndex } from "./blog-posts.ts";
import { cabins } from "./cabins.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { pages } from "./pages.ts";

/** The English paths; each also exists in Gujarati and Hindi (`/gu/...`, `/hi/...`). */
export const englishPrerenderPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  ...elevatorTypes.map((type) => type.path),
  ...cabins.map((cabin) => cabin.path),
  ...readBlogIndex().map((blog) => blog.path),
];

export const prerenderPaths: string[] = LOCALES.flatMap((locale) =>
  englishPrerenderPaths.map((path) => localizedPath(path, locale)),
);

/** Files of content the pages fetch, built beside them in each language: the home sections' content. */
export const prerenderedDataPaths: string[] = LOCALES.map((locale) =>
  localizedPath(HOME_SECTIONS_PATH, locale),
);
