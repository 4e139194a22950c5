// The groups of artwork and the one function that draws them. Each group hands every file it makes
// to `write(path relative to the repository root, contents)`; generate.mjs writes them to disk and
// art.test.ts compares them with the committed files.
const GROUPS = {
  brand: () => import("./scenes/brand.mjs").then((m) => m.writeBrand),
  hero: () => import("./scenes/hero.mjs").then((m) => m.writeHero),
  services: () => import("./scenes/services.mjs").then((m) => m.writeServices),
  types: () => import("./scenes/services.mjs").then((m) => m.writeTypes),
  catalogue: () => import("./scenes/catalogue.mjs").then((m) => m.writeCatalogue),
  people: () => import("./scenes/people.mjs").then((m) => m.writePeople),
  logos: () => import("./scenes/logos.mjs").then((m) => m.writeLogos),
  documents: () => import("./scenes/documents.mjs").then((m) => m.writeDocuments),
  editorial: () => import("./scenes/editorial.mjs").then((m) => m.writeEditorial),
  og: () => import("./scenes/og.mjs").then((m) => m.writeOg),
};

/** Draws the named groups (all when `only` is empty), in a fixed order. */
export async function render(write, only = []) {
  const unknown = only.filter((name) => !(name in GROUPS));
  if (unknown.length) throw new Error(`unknown art group(s): ${unknown.join(", ")}`);
  for (const [name, load] of Object.entries(GROUPS)) {
    if (only.length && !only.includes(name)) continue;
    await (await load())(write);
  }
}
