/**
 * `node scripts/compare-builds.mjs <old build/client> <new build/client>`: says whether every
 * prerendered page of two builds reads the same: its visible text, the alt, href, src, title and
 * aria-label attributes, the title and meta tags, and the JSON-LD. Scripts, styles, hashed asset
 * names and nonces are left out, so a change of how the site is built (bundling, rendering,
 * hydration) can be checked not to change what a visitor or a crawler reads. Exits 1 on a difference.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readable } from "./readable-html.mjs";

const [oldDir, newDir] = process.argv.slice(2);
if (!oldDir || !newDir) {
  console.error("usage: node scripts/compare-builds.mjs <old build/client> <new build/client>");
  process.exit(2);
}

function pages(dir) {
  const found = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") found.push(path.relative(dir, folder) || ".");
    }
  };
  walk(dir);
  return found.sort();
}

let differences = 0;
const oldPages = pages(oldDir);
const newPages = pages(newDir);
for (const page of new Set([...oldPages, ...newPages])) {
  if (!oldPages.includes(page) || !newPages.includes(page)) {
    console.log(`${page}: only in the ${oldPages.includes(page) ? "old" : "new"} build`);
    differences++;
    continue;
  }
  const before = readable(readFileSync(path.join(oldDir, page, "index.html"), "utf8"));
  const after = readable(readFileSync(path.join(newDir, page, "index.html"), "utf8"));
  const gone = before.filter((line) => !after.includes(line));
  const added = after.filter((line) => !before.includes(line));
  if (gone.length || added.length) {
    differences++;
    console.log(`${page}:`);
    for (const line of gone) console.log(`  - ${line.slice(0, 300)}`);
    for (const line of added) console.log(`  + ${line.slice(0, 300)}`);
  }
}
console.log(`${newPages.length} pages compared, ${differences} differ`);
process.exit(differences ? 1 : 0);
