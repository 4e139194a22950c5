/**
 * Paint first, then hydrate. Every page React Router renders (prerendered at build time or on
 * request) is complete, readable HTML, so its JavaScript waits for the first paint instead of
 * competing with the stylesheet, font and first image on slow connections: React Router's module
 * preloads are dropped and its bootstrap script is rewritten to fetch the same modules (in
 * parallel) after that paint, then start the app exactly as before. The bootstrap keeps its nonce.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

export class BootstrapShapeError extends Error {}

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
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
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
