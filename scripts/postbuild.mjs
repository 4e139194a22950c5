/**
 * Runs after `react-router build`: writes sitemap.xml and robots.txt, records the SHA-256 of every
 * prerendered page's inline scripts for the Content-Security-Policy (build/csp.json; pages rendered
 * on request use a nonce instead), precompresses text assets as brotli and gzip for
 * @fastify/static, and saves the build stamp (scripts/build-stamp.mjs).
 */

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { englishPrerenderPaths } from "../content/prerender.ts";
import { inlineScriptHashes } from "../server/inline-scripts.ts";
import { PRECOMPRESSED } from "../server/precompressed.ts";
import { sitemapXml } from "../server/sitemap.ts";
import { saveStamp } from "./build-stamp.mjs";

const BUILD = path.resolve(process.argv[2] ?? "build/client");

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const pages = walk(BUILD)
  .filter((file) => file.endsWith(`${path.sep}index.html`))
  .map((file) => {
    const dir = path.relative(BUILD, path.dirname(file)).split(path.sep).join("/");
    return { file, route: dir === "" ? "/" : `/${dir}` };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const homeHtml = readFileSync(path.join(BUILD, "index.html"), "utf8");
const canonical = homeHtml.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
if (!canonical) throw new Error("postbuild: the home page has no canonical link");
const origin = new URL(canonical).origin;

// sitemap.xml (every page in every language, each with its alternates; server/sitemap.ts) and robots.txt
writeFileSync(
  path.join(BUILD, "sitemap.xml"),
  sitemapXml(origin, englishPrerenderPaths, new Date().toISOString().slice(0, 10)),
);
writeFileSync(path.join(BUILD, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

// CSP: hashes of each page's executable inline scripts
const csp = {};
for (const { file, route } of pages) {
  csp[route] = inlineScriptHashes(readFileSync(file, "utf8"));
}
writeFileSync(path.join(BUILD, "..", "csp.json"), `${JSON.stringify(csp, null, 2)}\n`);

// Precompression
let compressed = 0;
for (const file of walk(BUILD)) {
  if (!PRECOMPRESSED.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  const gz = gzipSync(source, { level: 9 });
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  compressed++;
}

const totalKiB = Math.round(walk(BUILD).reduce((sum, file) => sum + statSync(file).size, 0) / 1024);
console.log(
  `postbuild: ${pages.length} pages, sitemap for ${origin}, ${compressed} files precompressed, ${totalKiB} KiB in build/client`,
);

saveStamp();
