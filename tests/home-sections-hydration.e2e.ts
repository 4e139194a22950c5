/**
 * The home page's sections below the hero hydrate onto the prerendered HTML, with the content they
 * fetch (/home-sections.json), without rendering it again: a replaced section would restart its
 * animations and lose what the visitor did. A section far below asks for its code only when the
 * visitor scrolls near it, and one left waiting still shows on the next visit to the page.
 */
import { describe, expect, it } from "vitest";
import { scrollToSection, usePage, waitForHydration } from "./support/browser.ts";

const FAQ = "home-faq";

describe.each(["", "/gu"])("home page %s", (prefix) => {
  const open = usePage();

  it("keeps the prerendered elements of its sections when they hydrate", async () => {
    const page = await open(prefix || "/");
    await waitForHydration(page);
    const ids = ["home-intro", "home-values", "home-steps", "home-faq"];
    await page.evaluate((list) => {
      for (const id of list) {
        const section = document.querySelector(`[data-deferred="${id}"] > *`);
        if (section) (section as HTMLElement & { prerendered?: boolean }).prerendered = true;
      }
    }, ids);
    for (const id of ids) await scrollToSection(page, id);
    const kept = await page.evaluate(
      (list) =>
        list.map(
          (id) =>
            (document.querySelector(`[data-deferred="${id}"] > *`) as HTMLElement & { prerendered?: boolean })
              ?.prerendered === true,
        ),
      ids,
    );
    expect(kept).toEqual(ids.map(() => true));
  });

  it("loads a section far below only when the visitor scrolls near it", async () => {
    const page = await open(prefix || "/", { width: 375 });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/FaqSection-/.test(request.url())) asked.push(request.url());
    });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.getAttribute(`[data-deferred="${FAQ}"]`, "data-ready")).toBeNull();
    expect(asked).toEqual([]);
    await scrollToSection(page, FAQ);
    expect(asked).toHaveLength(1);
  });

  it("shows a section left before it came near when the visitor comes back", async () => {
    const page = await open(prefix || "/", { width: 1280 });
    await waitForHydration(page);
    await page.locator(`.desktop-nav a[href="${prefix}/about-us"]`).click();
    await page.waitForURL(/\/about-us$/);
    await page.locator(".site-header__logo").click();
    await page.waitForURL(/\/(gu)?$/);
    await scrollToSection(page, FAQ);
    expect(await page.locator(`[data-deferred="${FAQ}"] #home-faq-title`).isVisible()).toBe(true);
  });
});
