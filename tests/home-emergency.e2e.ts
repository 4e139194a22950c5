/**
 * A visitor whose lift has stopped finds the 24/7 number (a tel: link) and the breakdown form on the
 * home page's first two screens, in every language, on a phone and on a desk: the emergency strip
 * right under the hero (app/sections/home/EmergencyStrip.tsx), before and after hydration.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { usePage, waitForHydration } from "./support/browser.ts";

/** The top of the first link matching `selector` in the document, and the screen's height. */
const firstLinkTop = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const link = document.querySelector(selector);
    return link ? link.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
  }, selector);

describe.each([
  ["/gu", "/gu/service", 375],
  ["/hi", "/hi/service", 1280],
  ["/", "/service", 375],
  ["/gu", "/gu/service", 1280],
] as const)("the home page %s", (path, service, width) => {
  const open = usePage();

  it(`at ${width} px: the 24/7 number and the breakdown form within the first two screens`, async () => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await open(path, { width, javaScriptEnabled });
      if (javaScriptEnabled) await waitForHydration(page, { sections: false });
      const screen = await page.evaluate(() => window.innerHeight);
      const tel = `a[href="tel:${company.phones.support.tel}"]`;
      expect(await firstLinkTop(page, tel), "tel: link").toBeLessThan(screen * 2);
      expect(await firstLinkTop(page, `main a[href="${service}"]`), "breakdown link").toBeLessThan(
        screen * 2,
      );
      const call = page.locator(tel).first();
      // The number is kept on one line (no-break spaces).
      expect((await call.textContent())?.replaceAll("\u00a0", " ")).toContain(company.phones.support.display);
      expect(await call.isVisible()).toBe(true);
      // The strip is a link a thumb can hit.
      const box = await call.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
