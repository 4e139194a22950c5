/**
 * Paint first, then hydrate. Every page React Router renders (prerendered at build time or on
 * request) is complete, readable HTML, so its JavaScript waits for the first paint instead of
 * competing with the stylesheet, font and first image on slow connections: React Router's module
 * preloads are dropped and its bootstrap script is rewritten to fetch the same modules (in
 * parallel) once that paint has been shown, then start the app exactly as before. The bootstrap
 * keeps its nonce.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

export class BootstrapShapeError extends Error {}

/**
 * Resolves once the first contentful paint has been shown (the paint timing entry is reported
 * after the frame is presented; a callback of the next animation frame can run before that, and
 * modules asked for then raced the paint they were meant to follow). A browser without paint
 * timing waits for the next frame instead; a paint that is never reported (a page that stays
 * hidden) does not keep the page from starting: it starts after ten seconds. Written short, as it
 * is sent in every page's HTML.
 */
const AFTER_FIRST_PAINT =
  "const s=()=>setTimeout(resolve,0);setTimeout(resolve,1e4);" +
  'if(!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))return requestAnimationFrame(s);' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}})' +
  '.observe({type:"paint",buffered:!0})';

export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const bootstrap = BOOTSTRAP.exec(html);
  const source = bootstrap?.[2] ?? "";
  const entry = /\nimport\("([^"]+)"\);\s*$/.exec(source)?.[1];
  const routeModules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source)?.[1];
  // The routes of this page (React Router finds the others when a link to them shows), kept as
  // compact JSON.
  const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/.exec(
    source,
  )?.[1];
  const imports = [...source.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  if (!bootstrap || !entry || !routeModules || !manifest || imports.length === 0 || preloads.length === 0) {
    throw new BootstrapShapeError("unexpected React Router bootstrap script; update hydrateAfterFirstPaint");
  }
  const others = preloads.filter((url) => url !== entry && !imports.some(([, , src]) => src === url));
  const script = [
    `await new Promise((resolve) => {${AFTER_FIRST_PAINT}});`,
    `const [${imports.map(([, name]) => name).join(", ")}] = await Promise.all([${[
      ...imports.map(([, , src]) => `import(${JSON.stringify(src)})`),
      ...others.map((url) => `import(${JSON.stringify(url)})`),
    ].join(", ")}]);`,
    `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(manifest))};`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], `<script${bootstrap[1]} type="module" async="">${script}</script>`);
}
