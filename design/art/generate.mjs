// Generates every illustration of the site: `npm run art` (optionally `npm run art -- hero services`).
// Writes optimised SVG into content/images/** and raster icons / Open Graph PNGs into public/.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { render } from "./render.mjs";

const root = join(import.meta.dirname, "../..");
let count = 0;
let bytes = 0;

await render((rel, data) => {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  count++;
  bytes += Buffer.byteLength(data);
}, process.argv.slice(2));
console.log(`art: wrote ${count} files, ${(bytes / 1024).toFixed(1)} KiB`);
