// Generates every illustration of the site: `npm run art` (optionally `npm run art -- hero services`).
// Writes optimised SVG into content/images/** and raster icons / Open Graph PNGs into public/.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const only = new Set(process.argv.slice(2));
const want = (group) => only.size === 0 || only.has(group);
let count = 0;
let bytes = 0;

export const write = (rel, data) => {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  count++;
  bytes += Buffer.byteLength(data);
};

const groups = {
  brand: () => import("./scenes/brand.mjs").then((m) => m.writeBrand(write)),
  hero: () => import("./scenes/hero.mjs").then((m) => m.writeHero(write)),
  services: () => import("./scenes/services.mjs").then((m) => m.writeServices(write)),
  types: () => import("./scenes/services.mjs").then((m) => m.writeTypes(write)),
  catalogue: () => import("./scenes/catalogue.mjs").then((m) => m.writeCatalogue(write)),
  people: () => import("./scenes/people.mjs").then((m) => m.writePeople(write)),
  logos: () => import("./scenes/logos.mjs").then((m) => m.writeLogos(write)),
  documents: () => import("./scenes/documents.mjs").then((m) => m.writeDocuments(write)),
  editorial: () => import("./scenes/editorial.mjs").then((m) => m.writeEditorial(write)),
  og: () => import("./scenes/og.mjs").then((m) => m.writeOg(write)),
};

for (const [name, run] of Object.entries(groups)) {
  if (!want(name)) continue;
  await run();
}
console.log(`art: wrote ${count} files, ${(bytes / 1024).toFixed(1)} KiB`);
