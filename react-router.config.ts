import type { Config } from "@react-router/dev/config";
import { prerenderedDataPaths, prerenderPaths } from "./content/prerender.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is a route of this one app. The static paths are prerendered to HTML files at build
  // time; the rest (the planner's answer for a query, form results, anything with a query string)
  // is rendered on request by the server (server/routes/pages.ts), from the same route modules.
  ssr: true,
  prerender: [...prerenderPaths, ...prerenderedDataPaths],
  // A page carries only its own routes in the manifest (inline, in its bootstrap script); the
  // routes its links lead to are fetched once they show, from /__manifest (immutable per build),
  // before any click. About 0.9 KiB of JavaScript less on every page than the whole manifest.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
