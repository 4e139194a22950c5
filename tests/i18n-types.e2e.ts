/**
 * The type pages, the door design page and the doors gallery in Gujarati and Hindi, at 375 or
 * 1280 px: content and interface in the page's language and script, no sideways overflow, no axe
 * violations; the zoom dialog, the carousel and client-side navigation keep the language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { doorsIn } from "../content/doors.ts";
import { elevatorTypeByPath } from "../content/elevator-types.ts";
import type { Locale } from "../contracts/locales.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, phone } from "./support/pages.ts";

const SCRIPTS: Record<Exclude<Locale, "en">, RegExp> = { gu: /[\u0A80-\u0AFF]/gu, hi: /[\u0900-\u097F]/gu };

/** Share of the visible letters that are in the page's script (Latin letters are the rest). */
function scriptShare(page: Page, locale: "gu" | "hi") {
  return page.evaluate((pattern) => {
    const text = document.body.innerText;
    const own = text.match(new RegExp(pattern, "gu"))?.length ?? 0;
    const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
    return own / (own + latin);
  }, SCRIPTS[locale].source);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Each page once per language: one language at 375 px and the other at 1280 px, swapped from page
 * to page, so each language meets both widths on a type page and on a door page. Both widths of
 * each English layout are checked in tests/routes.e2e.ts, and every Gujarati and Hindi page's
 * language and script in its HTML in tests/languages.test.ts.
 */
const CASES = ["gu", "hi"].flatMap((locale) =>
  ["/capsule-elevators", "/goods-lift", "/door-design", "/doors"].map((path, index) => {
    const size = (index + (locale === "gu" ? 0 : 1)) % 2 === 0 ? phone : desktop;
    return [`/${locale}${path}`, size.width, locale as "gu" | "hi", path, size] as const;
  }),
);

describe("type and door pages in Gujarati and Hindi", () => {
  const open = usePage();

  it.each(CASES)(
    "%s at %i px is in its language, fits and passes axe",
    async (url, _width, locale, path, size) => {
      const page = await open(url, size);
      await waitForHydration(page);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      expect(await scriptShare(page, locale)).toBeGreaterThan(0.7);
      expect(await overflows(page)).toBe(false);
      const type = elevatorTypeByPath(path, locale);
      if (type) {
        await expect(page.locator("h1").textContent()).resolves.toBe(type.headerTitle);
        await expect(page.getByText(type.mainContent[0] ?? "").isVisible()).resolves.toBe(true);
        const image = type.slides[0]?.images[0];
        await expect(page.getByRole("img", { name: image?.alt }).isVisible()).resolves.toBe(true);
      } else {
        const doors = doorsIn(locale);
        expect(await page.locator(".door-card__name").allTextContents()).toEqual(
          doors.map((door) => door.name),
        );
        await expect(page.getByText(doors[0]?.description ?? "").isVisible()).resolves.toBe(true);
      }
      // The page's own content: the header and footer are the site's chrome, checked with it.
      expect(await axeViolations(page, "#main")).toEqual([]);
    },
  );

  it("Gujarati capsule page: tables, legend and carousel buttons in Gujarati", async () => {
    const page = await open("/gu/capsule-elevators", desktop);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "સિવિલ માપ" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "અક્ષરોનો અર્થ" }).isVisible()).resolves.toBe(true);
    const headers = await page.locator("table thead th").allTextContents();
    expect(headers.slice(0, 3)).toEqual(["વ્યક્તિ", "ક્ષમતા (કિગ્રા)", "A"]);
    expect(await page.locator("table caption").textContent()).toContain("સિવિલ માપ");
    const gallery = page.getByRole("region", { name: "કેપ્સ્યુલ લિફ્ટ: ફોટા" });
    await expect(gallery.getByRole("button", { name: "4માંથી ફોટા 2 બતાવો" }).isVisible()).resolves.toBe(true);
    await expect(gallery.getByRole("button", { name: "આગળની સ્લાઇડ" }).count()).resolves.toBe(1);
    const menu = page.getByRole("navigation", { name: "અમારી સેવાઓ" });
    await menu.getByRole("link", { name: "ગુડ્સ લિફ્ટ" }).click();
    await page.waitForURL(`${baseUrl()}/gu/goods-lift`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("ગુડ્સ લિફ્ટ");
    expect(await page.locator("table caption").first().textContent()).toBe(
      "ગુડ્સ લિફ્ટ: 500થી 5000 કિગ્રા માટે સિવિલ માપ મિમીમાં",
    );
  });

  it("Hindi page's structured data is in Hindi", async () => {
    const page = await open("/hi/goods-lift", phone);
    const product = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((script) => [JSON.parse(script.textContent ?? "null")].flat())
        .find((item) => item?.["@type"] === "Product"),
    );
    expect(product).toMatchObject({ name: "गुड्स लिफ्ट", category: "एलिवेटर और लिफ्ट" });
    expect(product.url).toMatch(/\/hi\/goods-lift$/);
    expect(product.additionalProperty[0]).toEqual({
      "@type": "PropertyValue",
      name: "रेटेड लोड",
      value: "500 से 5000 किग्रा",
    });
  });

  it("Hindi door zoom: button, dialog, caption and Close in Hindi", async () => {
    const page = await open("/hi/door-design", phone);
    await waitForHydration(page);
    await page.getByRole("button", { name: "मिरर फ़िनिश बड़ा करके देखें" }).click();
    const dialog = page.getByRole("dialog", { name: "मिरर फ़िनिश" });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.getByText("304 SS स्टेनलेस स्टील · सेंटर ओपनिंग, 2 पैनल").isVisible()).resolves.toBe(true);
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "बंद करें" }).click();
    await expect.poll(() => page.evaluate(() => document.querySelector("dialog")?.open)).toBe(false);
  });
});
