/**
 * The site's routes by layout. Most pages have a layout of their own; the six elevator type pages
 * share one, and so do the eight cabin pages: their content fills the same fields of the same
 * markup and differs in words only. What the layout decides (headings, landmarks, names, contrast,
 * the phone and desktop grids) is the same for every page of such a family, so the hydrated checks
 * (axe, the fit after hydration) run on every other page and on the family members whose content
 * differs in kind: the capsule page's own sections, the goods lift's load table, a cabin with a
 * specification and one made to order. (Each article's headings and lists come from its own
 * Markdown, so every article is checked.) What the words alone decide, the fit at 375 px, is checked
 * on every page before hydration (tests/routes.e2e.ts, tests/i18n-overflow.e2e.ts).
 */
import { cabins } from "../../content/cabins.ts";
import { elevatorTypes } from "../../content/elevator-types.ts";
import { englishPrerenderPaths } from "../../content/prerender.ts";

/** The type and cabin pages that stand for their family. */
const REPRESENTATIVES = ["/capsule-elevators", "/goods-lift", "/woodland-alpha", "/formonic-iris"];

const SAME_LAYOUT_AND_KIND = new Set(
  [...elevatorTypes, ...cabins].map((page) => page.path).filter((path) => !REPRESENTATIVES.includes(path)),
);

/** The English paths of every layout and kind of content: every page but the rest of each family. */
export const eachLayoutPaths = englishPrerenderPaths.filter((path) => !SAME_LAYOUT_AND_KIND.has(path));
