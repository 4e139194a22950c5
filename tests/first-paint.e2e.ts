/**
 * What a page asks for before its first paint is shown (app/hydrate-after-paint.ts,
 * app/components/web-app-manifest.ts): its scripts are requested only once the first contentful
 * paint has been presented, and the web app manifest is linked by the running page, not by its
 * HTML, nor do a type gallery's later pictures (app/sections/elevator-type/type-gallery.css), so
 * none shares the first round trips of a slow connection with the stylesheet and the first images
 * (docs/benchmarks.md). Prerendered and rendered-on-request pages, in each language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, usePage, waitForHydration } from "./support/browser.ts";

const PAGES = [
  "/",
  "/gu",
  "/hi/service",
  "/capsule-elevators",
  "/lift-planner?type=passenger&persons=8&stops=5&shaftWidth=1800&shaftDepth=1800",
];

/** Holds the page's scripts back until `release()`: the page as first painted, before it runs. */
function scriptsHeld() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (page: Page) => {
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
  };
  return { hold, release: () => release() };
}

describe("a page's first paint", () => {
  const open = usePage();

  it.each(PAGES)("comes before any of %s's scripts is asked for", async (path) => {
    const page = await open(path, { width: 375, height: 740 });
    await waitForHydration(page, { sections: false });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
  });

  it("leaves a type gallery's later pictures until the page runs, each slide keeping its height", async () => {
    const asked: string[] = [];
    const held = scriptsHeld();
    const page = await open("/capsule-elevators", {
      width: 375,
      height: 740,
      beforeLoad: async (page) => {
        page.on("request", (request) => asked.push(new URL(request.url()).pathname));
        await held.hold(page);
      },
    });
    const gallery = page.locator(".type-gallery .carousel__viewport");
    const before = await gallery.boundingBox();
    await page.waitForTimeout(300);
    const slidePictures = (names: string[]) =>
      names.filter((name) => /\/capsule-[2-4]-[ab]\.svg$/.test(name));
    expect(slidePictures(asked)).toEqual([]);
    expect(asked).toContain("/images/types/capsule-1-b.svg");
    held.release();
    await waitForHydration(page, { sections: false });
    await expect.poll(() => slidePictures(asked).length).toBe(6);
    expect(await gallery.boundingBox()).toEqual(before);
  });

  it("keeps the focus of a keyboard user on a carousel's strip when the page starts", async () => {
    const held = scriptsHeld();
    const page = await open("/capsule-elevators", { beforeLoad: held.hold });
    await page.locator(".type-gallery .carousel__viewport").focus();
    held.release();
    await waitForHydration(page);
    await page.locator('.type-gallery[data-ready="true"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("carousel__viewport");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => page.locator(".type-gallery .carousel__slide[data-active]").getAttribute("aria-label"))
      .toMatch(/^2 /);
  });

  it("leaves the type pages' chip row where a visitor moved it before the page started", async () => {
    const held = scriptsHeld();
    const page = await open("/passenger-elevators", { width: 375, height: 740, beforeLoad: held.hold });
    const row = page.locator(".type-menu__list");
    const moved = await row.evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
      return list.scrollLeft;
    });
    expect(moved).toBeGreaterThan(0);
    held.release();
    await waitForHydration(page, { sections: false });
    await page.waitForTimeout(100);
    expect(await row.evaluate((list) => list.scrollLeft)).toBe(moved);
  });

  it("links the web app manifest once the page runs, not in its HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).not.toContain('rel="manifest"');
    const page = await open("/gu");
    await waitForHydration(page, { sections: false });
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('link[rel="manifest"]').length))
      .toBe(1);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/site.webmanifest");
    const manifest = await (await fetch(`${baseUrl()}/site.webmanifest`)).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
