import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/prerender.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is a route of this one app. The static paths are prerendered to HTML files at build
  // time; the rest (the planner's answer for a query, form results, anything with a query string)
  // is rendered on request by the server (server/routes/pages.ts), from the same route modules.
  ssr: true,
  prerender: prerenderPaths,
  // The whole (small) route manifest ships with the page, as before: a link needs no round trip to
  // the server to learn its route.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
