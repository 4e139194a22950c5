import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/prerender.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Static HTML for every route, hydrated into a single-page app; no server rendering at run time.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
