/**
 * The site's pages by their English paths, each with the route module (under app/) that renders
 * it: app/routes.ts makes every language's routes from this table. A path staff choose themselves
 * (a cabin design's `/<slug>`) is checked against it (TAKEN_FIRST_SEGMENTS), so no design is
 * given a path another page already answers.
 */
import { elevatorTypes } from "../content/elevator-types.ts";
import { LOCALES } from "./locales.ts";
import { AMC_QUOTE_PATH, PRIVACY_PATH, SERVICE_PATH } from "./paths.ts";

export interface PageRoute {
  /** The English path without its leading slash ("" for home). */
  path: string;
  file: string;
  /** Needed where one module serves several paths. */
  id?: string;
  /** Its parameter takes any value, each the same page: a link may name any (`/warranty/<id>`). */
  anyValue?: true;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
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
  // The warranty document: the id is read but does not change the page.
  { path: "warranty/:id", file: "routes/warranty.tsx", anyValue: true },
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

/**
 * A service ticket's private tracking page, in each language like every page: a ticket's own
 * address is in its language (its loader answers the others with a 301 there). Rendered on
 * request; without a token, its 404.
 */
export const TRACK_ROUTE: PageRoute = { path: "track/:token?", file: "routes/track.tsx" };

/**
 * The first segments of the paths the server answers before the site's pages: the JSON APIs, the
 * staff area, the company's photographs, the drafts' previews and the uploaded documents (the
 * warranty PDF; server/content/api.test.ts reads every route the server registers against this
 * list), and the folders of the build's files served as they are.
 */
export const SERVER_PATH_SEGMENTS = [
  "api",
  "inbox",
  "media",
  "preview",
  "uploads",
  "assets",
  "images",
  "og",
] as const;

/**
 * Every first segment of a path the site already answers: each page's (not a parameter's, such as
 * the cabin designs' own `:cabin`), each language's prefix (`gu`, `hi`) and the server's own. A
 * cabin design's slug may be none of them, or its page could not be reached.
 */
export const TAKEN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...[...PAGE_ROUTES, TRACK_ROUTE]
    .map((page) => page.path.split("/")[0] ?? "")
    .filter((segment) => /^[a-z0-9-]+$/.test(segment)),
  ...LOCALES.filter((locale) => locale !== "en"),
  ...SERVER_PATH_SEGMENTS,
]);
