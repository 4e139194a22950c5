/**
 * Every route of the site, explicitly, in each language: English at the plain paths, Gujarati
 * under `/gu/`, Hindi under `/hi/` (the same route modules; a page reads its language from its
 * path, app/i18n.ts). Route modules are thin: they set metadata and stack named sections. The type
 * pages share one module, as do the cabin designs' (`/:cabin`); content is picked by path. The
 * table of pages is contracts/page-routes.ts.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LOCALES, type Locale } from "../contracts/locales.ts";
import { PAGE_ROUTES, type PageRoute, TRACK_ROUTE } from "../contracts/page-routes.ts";

function inLocale(page: PageRoute, locale: Locale) {
  if (locale === "en") {
    return page.path === "" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {});
  }
  const id = `${locale}/${page.id ?? page.file.replace(/^routes\/|\.tsx$/g, "")}`;
  return route(page.path === "" ? locale : `${locale}/${page.path}`, page.file, { id });
}

export default [
  ...LOCALES.flatMap((locale) => PAGE_ROUTES.map((page) => inLocale(page, locale))),
  // A ticket's tracking page (TRACK_ROUTE) after the pages, in each language.
  ...LOCALES.map((locale) => inLocale(TRACK_ROUTE, locale)),
] satisfies RouteConfig;
