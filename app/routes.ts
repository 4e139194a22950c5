/**
 * Every route of the site, explicitly, in each language: English at the plain paths, Gujarati
 * under `/gu/`, Hindi under `/hi/` (the same route modules; a page reads its language from its
 * path, app/i18n.ts). Route modules are thin: they set metadata and stack named sections. The type
 * pages share one module, as do the cabin designs' (`/:cabin`); content is picked by path.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { elevatorTypes } from "../content/elevator-types.ts";
import { LOCALES, type Locale } from "../contracts/locales.ts";
import { AMC_QUOTE_PATH, PRIVACY_PATH, SERVICE_PATH } from "../contracts/paths.ts";

interface PageRoute {
  /** The English path without its leading slash ("" for home). */
  path: string;
  file: string;
  /** Needed where one module serves several paths. */
  id?: string;
}

const pages: PageRoute[] = [
  { path: "", file: "routes/home.tsx" },
  // The content of the home page's sections below the hero, fetched as they come near.
  { path: "home-sections.json", file: "routes/home-sections.ts" },
  { path: "about-us", file: "routes/about.tsx" },
  { path: "contact-us", file: "routes/contact.tsx" },
  { path: "certification", file: "routes/certification.tsx" },
  { path: "door-design", file: "routes/door-design.tsx" },
  ...elevatorTypes.map((type) => ({
    path: type.path.slice(1),
    file: "routes/elevator-type.tsx",
    id: `type-${type.slug}`,
  })),
  { path: "blogs", file: "routes/blogs.tsx" },
  // A cabin design's page, /<slug>: one the company publishes is served without a build. Every
  // other page's path is a route of its own, which comes first; an unknown path goes home.
  { path: ":cabin", file: "routes/cabin.tsx" },
  { path: "blog-detail/:id", file: "routes/blog-detail.tsx" },
  { path: "elevators-lift", file: "routes/elevators-gallery.tsx" },
  { path: "doors", file: "routes/doors-gallery.tsx" },
  { path: "faq", file: "routes/faq.tsx" },
  { path: "career", file: "routes/career.tsx" },
  { path: "lift-planner", file: "routes/lift-planner.tsx" },
  // The AMC quote request for lifts a customer already has.
  { path: AMC_QUOTE_PATH.slice(1), file: "routes/amc-quote.tsx" },
  // Report a breakdown or ask for service; its action shows a refused post without JavaScript again.
  { path: SERVICE_PATH.slice(1), file: "routes/service.tsx" },
  { path: "warranty/:id", file: "routes/warranty.tsx" },
  // Where lead forms post without JavaScript, and the confirmation page they end on.
  { path: "send/:kind", file: "routes/lead-send.tsx" },
  { path: "thank-you", file: "routes/thank-you.tsx" },
  // The full privacy notice, prerendered like the other fixed pages.
  { path: PRIVACY_PATH.slice(1), file: "routes/privacy.tsx" },
  // Where its request form posts without JavaScript (the request arrived, or the form again).
  { path: `${PRIVACY_PATH.slice(1)}/send`, file: "routes/privacy-send.tsx" },
  // A personal privacy link's page (rendered on request) and the outcome its actions end on.
  { path: "privacy/request/:token", file: "routes/privacy-request.tsx" },
  { path: "privacy/done", file: "routes/privacy-done.tsx" },
  // Any other path goes to the home page of its language; the server answers 302 for direct loads.
  { path: "*", file: "routes/redirect-home.tsx" },
];

function inLocale(page: PageRoute, locale: Locale) {
  if (locale === "en") {
    return page.path === "" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {});
  }
  const id = `${locale}/${page.id ?? page.file.replace(/^routes\/|\.tsx$/g, "")}`;
  return route(page.path === "" ? locale : `${locale}/${page.path}`, page.file, { id });
}

export default [
  ...LOCALES.flatMap((locale) => pages.map((page) => inLocale(page, locale))),
  // A service ticket's private tracking page, in each language like every page: a ticket's own
  // address is in its language (its loader answers the others with a 301 there). Rendered on
  // request; without a token, its 404.
  ...LOCALES.map((locale) => inLocale({ path: "track/:token?", file: "routes/track.tsx" }, locale)),
] satisfies RouteConfig;
