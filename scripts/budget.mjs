/**
 * `npm run budget`: fails when a route's JavaScript or the home page's images exceed their
 * budgets. Reads the production build: for every prerendered page, the brotli size of each script
 * it loads (module preloads and imports), counted once per page, plus its inline scripts (React
 * Router's context and bootstrap, which carries this page's part of the route manifest).
 *   JS: home <= 110 KiB brotli, any other route <= 120 KiB; a Gujarati or Hindi page at most
 *   4 KiB above the same page in English.
 *   Images: everything the home page references <= 350 KiB (as served: brotli for SVG).
 *   First round trip: a slow connection's first round trip carries about 14.6 KB (ten TCP
 *   segments), and a page's first paint waits for its HTML and stylesheet: each English page's
 *   HTML <= 13,500 B brotli (its headers take about 1 KB more), each stylesheet a page links
 *   <= 13,700 B (its headers about 0.8 KB). The Gujarati and Hindi home pages are past it already
 *   (Gujarati and Devanagari letters take more bytes); they are not held to it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";

const BUILD = path.resolve("build/client");
/** A Gujarati or Hindi page's path starts with its language. */
const LANGUAGE_PREFIX = /^\/(gu|hi)(?=\/|$)/;
const KiB = 1024;
export const BUDGETS = {
  homeJs: 110 * KiB,
  routeJs: 120 * KiB,
  languageExtraJs: 4 * KiB,
  homeImages: 350 * KiB,
  englishHtml: 13_500,
  stylesheet: 13_700,
};

function pages(dir = BUILD, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "index.html") return [{ route: prefix || "/", file: path.join(dir, entry.name) }];
    if (entry.isDirectory() && entry.name !== "assets")
      return pages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return [];
  });
}

/** Size of an asset as served: its .br twin if present, else brotli-compressed now. */
function servedSize(url) {
  const file = path.join(BUILD, decodeURIComponent(url.split("?")[0]));
  if (!existsSync(file)) throw new Error(`budget: ${url} is referenced but missing from the build`);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const source = readFileSync(file);
  return /\.(svg|js|css|json|html)$/.test(file)
    ? Math.min(source.length, brotliCompressSync(source).length)
    : source.length;
}

export function scriptsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]);
  return [...urls];
}

/** The brotli size of the page's inline scripts together (JSON-LD is data, not script). */
export function inlineScriptBytes(html) {
  const bodies = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]);
  return bodies.length === 0 ? 0 : brotliCompressSync(bodies.join("\n")).length;
}

export function imagesOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
    const tag = match[0];
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1];
    if (src?.startsWith("/")) urls.add(src);
    // For srcsets count the largest candidate: the worst case.
    const srcset = tag.match(/\ssrcSet="([^"]+)"|\ssrcset="([^"]+)"/);
    const candidates = (srcset?.[1] ?? srcset?.[2] ?? "")
      .split(",")
      .map((part) => part.trim().split(/\s+/)[0]);
    const last = candidates.filter(Boolean).at(-1);
    if (last?.startsWith("/")) urls.add(last);
  }
  return [...urls];
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
/** Exact bytes beside the KiB figure: a route may only shrink, and a 0.1 KiB rounding hides growth. */
const exact = (bytes) => `${bytes} B`;

if (!existsSync(path.join(BUILD, "index.html"))) {
  console.error("budget: no build found; run npm run build first");
  process.exit(1);
}

const failures = [];
const rows = [];
/** Each page's bytes by route, to compare a Gujarati or Hindi page with its English one. */
const jsOf = new Map();
/** Every stylesheet a page links, checked once below. */
const stylesheets = new Set();
for (const { route, file } of pages().sort((a, b) => a.route.localeCompare(b.route))) {
  const html = readFileSync(file, "utf8");
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) stylesheets.add(match[1]);
  const js = scriptsOf(html).reduce((sum, url) => sum + servedSize(url), inlineScriptBytes(html));
  const limit = route === "/" ? BUDGETS.homeJs : BUDGETS.routeJs;
  const english = !LANGUAGE_PREFIX.test(route);
  const htmlBytes = servedSize(path.relative(BUILD, file));
  rows.push(
    `${route.padEnd(24)} JS ${kib(js).padStart(10)} ${exact(js).padStart(10)}  (budget ${kib(limit)})  HTML ${exact(htmlBytes).padStart(8)}${english ? ` (budget ${exact(BUDGETS.englishHtml)})` : ""}`,
  );
  if (english && htmlBytes > BUDGETS.englishHtml)
    failures.push(
      `${route}: HTML ${exact(htmlBytes)} brotli exceeds ${exact(BUDGETS.englishHtml)} (first round trip)`,
    );
  if (js > limit) failures.push(`${route}: JavaScript ${kib(js)} brotli exceeds ${kib(limit)}`);
  jsOf.set(route, js);
}
for (const url of stylesheets) {
  const bytes = servedSize(url);
  rows.push(`${url.padEnd(36)} CSS ${exact(bytes).padStart(10)}  (budget ${exact(BUDGETS.stylesheet)})`);
  if (bytes > BUDGETS.stylesheet)
    failures.push(`${url}: ${exact(bytes)} brotli exceeds ${exact(BUDGETS.stylesheet)} (first round trip)`);
}
for (const [route, js] of jsOf) {
  const english = route.replace(LANGUAGE_PREFIX, "") || "/";
  if (english === route || !jsOf.has(english)) continue;
  const extra = js - jsOf.get(english);
  if (extra > BUDGETS.languageExtraJs)
    failures.push(
      `${route}: JavaScript ${kib(extra)} above ${english}, more than ${kib(BUDGETS.languageExtraJs)}`,
    );
}
const homeHtml = readFileSync(path.join(BUILD, "index.html"), "utf8");
const homeImages = imagesOf(homeHtml).reduce((sum, url) => sum + servedSize(url), 0);
rows.push(`home images (all referenced, as served) ${kib(homeImages)} (budget ${kib(BUDGETS.homeImages)})`);
if (homeImages > BUDGETS.homeImages)
  failures.push(`/: images ${kib(homeImages)} exceed ${kib(BUDGETS.homeImages)}`);

console.log(rows.join("\n"));
if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(
  "\nbudget: every route within its JavaScript budget; home images within budget; English pages' HTML and the stylesheets within the first round trip",
);
