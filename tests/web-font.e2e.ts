/**
 * The English pages' web font from the next page load on (app/components/web-font.ts): a first
 * visit is set in the system's sans-serif and asks for no font before it has loaded; then the font
 * is fetched, noted in localStorage, and the next page uses it from its first paint. Gujarati and
 * Hindi pages never fetch it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, usePage } from "./support/browser.ts";

/** Records when the page asks for a .woff2 file, against its load event. */
async function watchFonts(page: Page) {
  const asked: { url: string; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) asked.push({ url: request.url(), beforeLoad: !loaded });
  });
  return asked;
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

describe("the English pages' web font", () => {
  const open = usePage();

  it("is not part of a first visit; fetched after its load, it sets the next page's text from the start", async () => {
    let asked: { url: string; beforeLoad: boolean }[] = [];
    const page = await open("/capsule-elevators", {
      beforeLoad: async (page) => {
        asked = await watchFonts(page);
      },
    });
    expect(await page.locator("html").getAttribute("class")).toMatch(/\bsystem-font\b/);
    expect(await bodyFont(page)).not.toMatch(/Manrope/);
    expect(asked.filter((font) => font.beforeLoad)).toEqual([]);
    // Asked for two seconds after the load, once.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("web-font")), { timeout: 10_000 })
      .toBe("cached");
    expect(asked).toHaveLength(1);

    await page.goto(`${baseUrl()}/faq`, { waitUntil: "load" });
    expect(await page.locator("html").getAttribute("class")).not.toMatch(/system-font/);
    expect(await bodyFont(page)).toMatch(/^"Manrope Variable"/);
    expect(await page.evaluate(() => document.fonts.check("1em Manrope Variable"))).toBe(true);
  });

  it.each(["/gu", "/hi/service"])("is never fetched on %s", async (path) => {
    let asked: { url: string; beforeLoad: boolean }[] = [];
    const page = await open(path, {
      beforeLoad: async (page) => {
        asked = await watchFonts(page);
      },
    });
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(await page.locator("html").getAttribute("class")).not.toMatch(/system-font/);
  });
});
