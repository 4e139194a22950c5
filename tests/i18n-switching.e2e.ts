/**
 * Moving between languages, and what a Gujarati or Hindi reader sees on the home page: a form's
 * messages do not follow the visitor into the other language, the switcher opens the same view
 * (the planner's inputs, a #fragment of a first load) whole at once, however slow the phone, the home page's sections are all in the
 * page's language, Gujarati and Devanagari letters are never spaced apart, and screen readers hear
 * the carousels' role in the page's language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allowErrorsFromNowOn, scrollToSection, usePage, waitForHydration } from "./support/browser.ts";
import { submitButton } from "./support/lead-forms.ts";

const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The header's link to another language. */
const headerLanguage = (page: Page, name: string) =>
  page
    .locator("header")
    .getByRole("navigation", { name: /ભાષા|भाषा|Language/ })
    .getByRole("link", { name });

describe("switching languages", () => {
  const open = usePage();

  it("leaves a Gujarati form's messages behind: the Hindi page starts with an empty form", async () => {
    const page = await open("/gu/contact-us");
    await waitForHydration(page);
    const form = page.locator("form.lead-form");
    await submitButton(form).click();
    await expect.poll(() => form.textContent()).toMatch(/જરૂરી/);

    await headerLanguage(page, "हिन्दी").click();
    await page.waitForURL(/\/hi\/contact-us$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("hi");
    const text = (await page.locator("form.lead-form").textContent()) ?? "";
    expect(text).not.toMatch(GUJARATI);
    expect(text).toMatch(DEVANAGARI);
  });

  it("keeps the planner's inputs, typed after the page loaded, in the other language", async () => {
    const page = await open("/gu/lift-planner");
    await waitForHydration(page);
    await page.getByLabel("વ્યક્તિ", { exact: true }).fill("8");
    await page.waitForURL(/persons=8/);

    await headerLanguage(page, "हिन्दी").click();
    await page.waitForURL(/\/hi\/lift-planner\?persons=8$/);
    expect(await page.getByLabel("व्यक्ति", { exact: true }).inputValue()).toBe("8");
  });

  it("shows the other language's page whole at once on a slow phone: no section waits for its code or content", async () => {
    const page = await open("/gu", { width: 375 });
    await waitForHydration(page);
    // A slow phone (CPU 4x) on a slow connection: from now on the site's scripts, route data and
    // the home sections' content take 3 s each to come.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    allowErrorsFromNowOn(page, ["/assets/", ".data", "home-sections"]);
    await page.route(/\/assets\/.*\.js$|\.data(\?|$)|home-sections\.json/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });

    await headerLanguage(page, "English").click();
    await page.waitForURL(/\/$/, { waitUntil: "domcontentloaded" });
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    // The moment the English page shows, every section below the first screen has its content.
    const empty = await page
      .locator("main [data-deferred]")
      .evaluateAll((sections) =>
        sections.filter((section) => !section.textContent?.trim()).map((section) => section.dataset.deferred),
      );
    expect(await page.locator("main [data-deferred]").count()).toBeGreaterThan(3);
    expect(empty).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("keeps the #fragment of a first load", async () => {
    const page = await open("/gu/faq#faq-group-general");
    await waitForHydration(page);
    await headerLanguage(page, "English").click();
    await page.waitForURL(/\/faq#faq-group-general$/);
  });
});

describe.each([
  { locale: "gu", script: GUJARATI, role: "સ્લાઇડશો" },
  { locale: "hi", script: DEVANAGARI, role: "स्लाइडशो" },
] as const)("the $locale home page", ({ locale, script, role }) => {
  const open = usePage();

  it("shows the value cards, testimonials and team in its language, also once they have run", async () => {
    const page = await open(`/${locale}`, { width: 375 });
    await waitForHydration(page);
    for (const selector of [".values", ".testimonials", ".specialists"]) {
      const section = page.locator(selector).first();
      await section.scrollIntoViewIfNeeded();
      await expect
        .poll(() => section.locator("xpath=ancestor::*[@data-deferred][1]").getAttribute("data-ready"))
        .toBe("true");
      const text = (await section.innerText()).replace(/Urdhva Elevators|[\d\s.,:%&+/()'"-]/g, "");
      const inScript = [...text].filter((letter) => script.test(letter)).length;
      expect(inScript / text.length, `${selector}: ${text.slice(0, 80)}`).toBeGreaterThan(0.7);
    }
  });

  it("never spaces its letters apart, and names the carousels' role in its language", async () => {
    const page = await open(`/${locale}`);
    const spacing = await page
      .locator(".hero__subtitle")
      .first()
      .evaluate((el) => getComputedStyle(el).letterSpacing);
    expect(spacing).toBe("normal");
    await scrollToSection(page, "home-services");
    expect(await page.locator(".services__carousel").first().getAttribute("aria-roledescription")).toBe(role);
  });
});
