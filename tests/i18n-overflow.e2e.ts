/**
 * Every Gujarati and Hindi page fits a 375 px phone before hydration: the prerendered page with the
 * JavaScript flag set but no app code yet, and the fallback font a slow phone shows until the web
 * font arrives (as tests/routes.e2e.ts checks every English route, the same way). Gujarati and Hindi words are
 * longer than English ones, so every page is checked in both languages, one page after the other
 * in one tab: without the app's code a load costs a fraction of a hydrated one. The hydrated pages
 * are checked at 375 px by page type in tests/i18n-*.e2e.ts.
 */
import { describe, expect, it } from "vitest";
import { englishPrerenderPaths } from "../content/prerender.ts";
import { localizedPath } from "../contracts/locales.ts";
import { baseUrl, usePage, waitForHydration } from "./support/browser.ts";

/** Thirty loads one after the other: room for a busy two-core machine. */
const ALL_PAGES_MS = 180_000;

// The two languages' sixty loads side by side, each in its own tab: vitest starts the largest files
// first when it knows no durations yet (a fresh checkout), so this small file runs among the last,
// when the other file at a time may have ended and left its core idle.
describe.concurrent.each(["gu", "hi"] as const)("every %s page", (locale) => {
  const open = usePage();

  it(
    "fits a 375 px phone before hydration",
    async () => {
      const page = await open("/robots.txt", {
        width: 375,
        allowErrors: ["/assets/", "dynamically imported module", "net::ERR_FAILED"],
      });
      await page.route(/\/assets\/.*\.(js|woff2)$/, (route) => route.abort());
      const tooWide: string[] = [];
      for (const english of englishPrerenderPaths) {
        const path = localizedPath(english, locale);
        await page.goto(baseUrl() + path, { waitUntil: "load" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) tooWide.push(`${path}: ${overflow} px too wide`);
      }
      expect(tooWide).toEqual([]);
    },
    ALL_PAGES_MS,
  );
});

describe.each(["gu", "hi"] as const)("every %s page", (locale) => {
  const open = usePage();

  // The smallest phones still sold: the footer's Latin names and the planner's booking label are
  // wider in these pages' system fonts than in the English page's web font.
  it("fits a 320 px phone: the home page's footer and the planner's answers", async () => {
    for (const english of ["/", "/lift-planner"]) {
      const page = await open(localizedPath(english, locale), { width: 320 });
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, english).toBeLessThanOrEqual(0);
    }
  });

  it.each([
    ["", 375],
    // Messages of different lengths under a pair's two boxes (the server's answer to a bad query).
    [
      "?type=passenger&persons=0&load=12.5kg&stops=200&shaftWidth=abc&shaftDepth=1800&pit=-5&overhead=99999999",
      320,
    ],
  ])(
    "keeps the planner's paired boxes level where one hint or message wraps more (%s, %i px)",
    async (query, width) => {
      const page = await open(`${localizedPath("/lift-planner", locale)}${query}`, { width });
      await waitForHydration(page);
      const tops = await page
        .locator(".planner-form__pair")
        .evaluateAll((pairs) =>
          pairs.map((pair) =>
            [...pair.querySelectorAll("input")].map((input) => input.getBoundingClientRect().top),
          ),
        );
      // Each pair lays out two boxes per row: the boxes of a row share their top.
      const rows = tops.flatMap((pair) =>
        pair.flatMap((top, index) => (index % 2 ? [[pair[index - 1]!, top]] : [])),
      );
      expect(rows.length).toBe(3);
      for (const [left, right] of rows) expect(Math.abs(left! - right!)).toBeLessThan(1);
    },
  );

  it("shows the no-JavaScript menu link whole on a 320 px phone", async () => {
    const page = await open(localizedPath("/", locale), { width: 320, javaScriptEnabled: false });
    const link = page.locator(".menu-sitemap-link");
    const icon = await link.locator("svg").boundingBox();
    expect(icon?.width).toBeGreaterThanOrEqual(20);
    // Nothing spills out of the link's box, and its word still names it for screen readers.
    expect(await link.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    expect(await link.getAttribute("href")).toBe("#site-map");
    expect((await link.textContent())?.trim()).not.toBe("");
  });
});
