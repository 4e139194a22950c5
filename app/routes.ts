/**
 * Every route of the site, explicitly. Route modules are thin: they set metadata and
 * stack named sections. Type and cabin paths share one module each; content is picked by path.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { cabins } from "../content/cabins.ts";
import { elevatorTypes } from "../content/elevator-types.ts";

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about.tsx"),
  route("contact-us", "routes/contact.tsx"),
  route("certification", "routes/certification.tsx"),
  route("door-design", "routes/door-design.tsx"),
  ...elevatorTypes.map((type) =>
    route(type.path.slice(1), "routes/elevator-type.tsx", { id: `type-${type.slug}` }),
  ),
  ...cabins.map((cabin) => route(cabin.path.slice(1), "routes/cabin.tsx", { id: `cabin-${cabin.slug}` })),
  route("blogs", "routes/blogs.tsx"),
  route("blog-detail/:id", "routes/blog-detail.tsx"),
  route("elevators-lift", "routes/elevators-gallery.tsx"),
  route("doors", "routes/doors-gallery.tsx"),
  route("faq", "routes/faq.tsx"),
  route("career", "routes/career.tsx"),
  route("lift-planner", "routes/lift-planner.tsx"),
  route("warranty/:id", "routes/warranty.tsx"),
  // Where lead forms post without JavaScript, and the confirmation page they end on.
  route("send/:kind", "routes/lead-send.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  // A service ticket's private tracking page, rendered on request (without a token: its 404).
  route("track/:token?", "routes/track.tsx"),
  // Any other path goes home; the server answers 302 for direct loads.
  route("*", "routes/redirect-home.tsx"),
] satisfies RouteConfig;
