/**
 * The AMC quote request (`/amc-quote`, `/gu/amc-quote`, `/hi/amc-quote`): a banner over the form.
 * Its loader runs when the pages are prerendered: the page's metadata, its texts and the lift
 * types' names land in its HTML and .data file, not in its JavaScript.
 */
import { bannerPage } from "../banner-page.tsx";
import { fixedPageLoader } from "../page-data.ts";
import { AmcQuote } from "../sections/amc-quote/AmcQuote.tsx";
import { liftTypeNames } from "../sections/amc-quote/lift-type-names.server.ts";
import { amcPageTexts } from "../sections/amc-quote/page-texts.server.ts";

export const loader = fixedPageLoader("amcQuote", (locale) => ({
  texts: amcPageTexts(locale),
  liftTypeNames: liftTypeNames(locale),
}));

const page = bannerPage<typeof loader>([AmcQuote]);
export const meta = page.meta;
export default page.Page;
