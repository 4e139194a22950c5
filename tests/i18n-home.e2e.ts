/**
 * The home and FAQ pages in Gujarati and Hindi: the page's sections and the FAQ's questions and
 * structured data in the page's language, every section hydrating without a mismatch, no sideways
 * overflow, and axe with no violations in the page's main content. Each page once per language,
 * one language at 375 px and the other at 1280 px, swapped between the two pages, so each language
 * meets both widths (both widths of the English home and FAQ pages: tests/routes.e2e.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqGroupsIn } from "../content/faqs.ts";
import { homeContentIn } from "../content/home.ts";
import { heroSlidesIn } from "../content/home-hero.ts";
import { axeViolations, baseUrl, scrollToSection, usePage, waitForHydration } from "./support/browser.ts";

const LANGUAGES = [
  { locale: "gu", script: /\p{Script=Gujarati}/u, homeWidth: 375, faqWidth: 1280 },
  { locale: "hi", script: /\p{Script=Devanagari}/u, homeWidth: 1280, faqWidth: 375 },
] as const;

/** A long page hydrated section by section and checked by axe: slow on a busy machine. */
const LONG_PAGE_MS = 120_000;

/** The home page's own sections (the collections of other pages they show are translated there). */
const HOME_SECTIONS = [
  ".hero",
  ".intro",
  ".testimonials .section-heading",
  "#services",
  "#enquiry-steps",
  "#safety",
  ".latest-blogs .section-heading",
  ".specialists .section-heading",
  ".home-faq",
  "#appointment .appointment__intro",
];

const DEFERRED = [
  "home-intro",
  "home-values",
  "home-testimonials",
  "home-services",
  "home-steps",
  "home-safety",
  "home-blogs",
  "home-specialists",
  "home-faq",
  "home-appointment",
];

/** The share of letters in `text` that are in `script` (digits, punctuation and spaces aside). */
function shareInScript(text: string, script: RegExp) {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  return letters.filter((char) => script.test(char)).length / Math.max(letters.length, 1);
}

const textOf = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => document.querySelector<HTMLElement>(selector)?.innerText ?? "").join("\n"),
    selectors,
  );

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each(LANGUAGES)("home page in $locale", ({ locale, script, homeWidth }) => {
  const open = usePage();

  it.each([homeWidth])(
    "shows every section in the page's language and hydrates them all at %i px",
    async (width) => {
      const content = homeContentIn(locale);
      const page = await open(`/${locale}`, { width });
      await waitForHydration(page);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      for (const id of DEFERRED) await scrollToSection(page, id);

      const { subTitle, title } = heroSlidesIn(locale)[0]!;
      expect(await page.locator("main h1").textContent()).toBe(`${subTitle} ${title}`);
      expect(await page.locator(".service-card__title").allInnerTexts()).toEqual(
        expect.arrayContaining(content.serviceCards.map((card) => card.title)),
      );
      // The steps appear one by one from the first paint (StepList): wait until all six show.
      await expect
        .poll(() => page.locator(".step__name").allInnerTexts(), { timeout: 15_000 })
        .toEqual(content.serviceSteps.map((step) => step.name).reverse());
      const text = await textOf(page, HOME_SECTIONS);
      expect(text).not.toMatch(/View more|Show more|Read More|Our Latest Blogs|Customers FAQ's/);
      expect(shareInScript(text, script)).toBeGreaterThan(0.9);
      expect(await overflows(page)).toBe(false);
      expect(await axeViolations(page, "main")).toEqual([]);
    },
    LONG_PAGE_MS,
  );

  it("opens a safety feature and a home FAQ answer, and links to the FAQ page in the same language", async () => {
    const content = homeContentIn(locale);
    const page = await open(`/${locale}`, { width: 375 });
    await waitForHydration(page);
    await scrollToSection(page, "home-safety");
    const more = page.locator(".safety-card__more").first();
    const collapsed = await more.innerText();
    await more.click();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    expect(await more.innerText()).not.toBe(collapsed);

    await scrollToSection(page, "home-faq");
    const faq = page.locator(".home-faq");
    await faq.getByRole("button", { name: content.homeFaqs[1]!.question }).click();
    await expect.poll(() => faq.getByText(content.homeFaqs[1]!.answer).isVisible()).toBe(true);
    expect(await faq.locator(".home-faq__more a").getAttribute("href")).toBe(`/${locale}/faq`);
  });
});

describe.each(LANGUAGES)("FAQ page in $locale", ({ locale, script, faqWidth }) => {
  const open = usePage();

  it.each([faqWidth])(
    "shows the questions in the page's language, one open at a time, at %i px",
    async (width) => {
      const groups = faqGroupsIn(locale);
      const page = await open(`/${locale}/faq`, { width });
      await waitForHydration(page);
      await scrollToSection(page, "faq-ask");
      expect(await page.locator(".faq-group__title").allInnerTexts()).toEqual(
        groups.map((group) => group.title),
      );
      const questions = page.locator(".faq-page .accordion__button");
      await questions.nth(0).click();
      await questions.nth(5).click();
      expect(await page.locator('.faq-page .accordion__button[aria-expanded="true"]').count()).toBe(1);
      const text = await textOf(page, [
        ".faq-page__main .section-heading",
        ".faq-page__aside",
        ".ask__form > :not(form)",
      ]);
      expect(shareInScript(text, script)).toBeGreaterThan(0.9);
      expect(shareInScript(await page.locator(".faq-page").innerText(), script)).toBeGreaterThan(0.9);
      expect(await overflows(page)).toBe(false);
      expect(await axeViolations(page, "main")).toEqual([]);
    },
    LONG_PAGE_MS,
  );

  it("puts every question in the FAQPage structured data, in the page's language", async () => {
    const html = await (await fetch(`${baseUrl()}/${locale}/faq`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "{}"),
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    const all = faqGroupsIn(locale).flatMap((group) => group.faqs);
    expect(faqPage?.inLanguage).toBe(`${locale}-IN`);
    expect(faqPage?.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      all.map((faq) => faq.question),
    );
    expect(faqPage?.mainEntity[0].acceptedAnswer.text).toBe(all[0]?.answer);
  });
});
