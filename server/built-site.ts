/**
 * The origin the site in BUILD_DIR was built for. SITE_URL is baked into the prerendered pages
 * (canonical links, Open Graph URLs, the sitemap) when the site is built, so a server started with
 * another SITE_URL would serve pages that point elsewhere. The home page's canonical link tells,
 * as it does for the sitemap (scripts/postbuild.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import { company } from "../content/company.ts";

/** The origin of the home page's canonical link, or undefined without a built home page. */
export function builtOrigin(buildDir: string): string | undefined {
  let home: string;
  try {
    home = fs.readFileSync(path.join(buildDir, "index.html"), "utf8");
  } catch {
    return undefined;
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical ? URL.parse(canonical)?.origin : undefined;
}

/** Why the built site does not fit SITE_URL (or the company's origin when unset), or undefined. */
export function builtSiteProblem(buildDir: string, siteUrl: string | undefined): string | undefined {
  const built = builtOrigin(buildDir);
  const wanted = new URL(siteUrl ?? company.siteUrl).origin;
  if (built === undefined || built === wanted) return undefined;
  return `the site in ${buildDir} was built for ${built}, not ${wanted}: build it again with this SITE_URL (npm run build), or start with npm start, which rebuilds`;
}
