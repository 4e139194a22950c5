/**
 * The About, certification and career pages in Gujarati and Hindi: their sections show the page's
 * language (content from each route's loader, interface texts from the messages), most letters on
 * the page are in its script, numbers stay in Western digits, links and ids stay as in English,
 * and axe finds no violations. Each page once per language, one language at 375 px and the other
 * at 1280 px, swapped from page to page, so each language meets both widths (both widths of the
 * English pages: tests/routes.e2e.ts).
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutIn } from "../content/about.ts";
import { careerIn } from "../content/career.ts";
import { certificatesIn } from "../content/certificates.ts";
import { company } from "../content/company.ts";
import { pagesIn } from "../content/pages.ts";
import { partnersIn } from "../content/partners.ts";
import { specialistsIn } from "../content/specialists.ts";
import { testimonialsIn } from "../content/testimonials.ts";
import { valueCardsIn } from "../content/value-cards.ts";
import type { Locale } from "../contracts/locales.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";

type OtherLocale = Exclude<Locale, "en">;
const LANGUAGES: OtherLocale[] = ["gu", "hi"];
/** The width a page is opened at in each language: the other language takes the other width. */
const WIDTH: Record<OtherLocale, { about: number; certification: number; career: number }> = {
  gu: { about: 375, certification: 1280, career: 375 },
  hi: { about: 1280, certification: 375, career: 1280 },
};
const SCRIPT: Record<OtherLocale, RegExp> = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u };

const messages = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

/** The share of the page's visible letters written in the language's script. */
async function shareInScript(page: Page, locale: OtherLocale) {
  const text = await page.locator("body").innerText();
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  return letters.filter((char) => SCRIPT[locale].test(char)).length / letters.length;
}

async function expectTranslatedPage(page: Page, locale: OtherLocale) {
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  expect(await shareInScript(page, locale)).toBeGreaterThanOrEqual(0.7);
  // The page's own content; the header and footer are checked with the site's chrome.
  expect(await axeViolations(page, "main")).toEqual([]);
}

describe.each(LANGUAGES)("in %s", (locale) => {
  const open = usePage();
  const text = messages(locale);

  it.each([WIDTH[locale].about])(
    "the About page shows every section in the language at %i px",
    async (width) => {
      const { intro, counters } = aboutIn(locale);
      const page = await open(`/${locale}/about-us`, { width, reducedMotion: "reduce" });
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe(pagesIn(locale).about.banner.title);
      expect(await page.locator("#about-intro-title").textContent()).toBe(intro.title);
      expect(await page.locator(".about-intro__text p").first().textContent()).toBe(intro.paragraphs[0]);
      expect(await page.locator("#about-hours-title").textContent()).toBe(text.about_hours_title);
      expect(await page.locator(".about-boxes .support-box__title").textContent()).toBe(
        text.common_support_title,
      );
      expect(await page.locator(".counter__label").allTextContents()).toEqual(
        counters.map(({ label }) => label),
      );
      // Western digits, grouped the Indian way.
      expect(await page.locator(".counter__digits").first().textContent()).toBe("50,000+");
      expect(await page.locator(".why-card__title").allTextContents()).toEqual(
        valueCardsIn(locale).map(({ title }) => title),
      );
      expect(await page.locator(`.why-card a[href="/${locale}/certification"]`).count()).toBe(1);
      expect(await page.locator("#leadership .leader__name").allTextContents()).toEqual(
        specialistsIn(locale).map(({ title }) => title),
      );
      expect(await page.locator("#leadership-title").textContent()).toBe(text.about_leadership_title);
      const [firstReview] = testimonialsIn(locale);
      expect(await page.locator(".testimonial__review").first().textContent()).toBe(firstReview?.review);
      const partnerCarousel = page.getByRole("region", { name: text.about_partners_label });
      const [firstPartner] = partnersIn(locale);
      expect(await partnerCarousel.locator("img").first().getAttribute("alt")).toBe(
        text.about_partners_logo_alt
          ?.replace("{name}", firstPartner?.name ?? "")
          .replace("{supplies}", firstPartner?.supplies ?? ""),
      );
      await expectTranslatedPage(page, locale);
    },
  );

  it.each([WIDTH[locale].certification])(
    "the certification page shows the documents in the language at %i px",
    async (width) => {
      const certificates = certificatesIn(locale);
      const page = await open(`/${locale}/certification`, { width });
      await waitForHydration(page);
      expect(await page.locator(".certificate__title").allTextContents()).toEqual(
        certificates.map(({ title }) => title),
      );
      expect(await page.locator(".certificate__zoom").first().textContent()).toBe(text.cert_view_larger);
      await expectTranslatedPage(page, locale);
    },
  );

  it("the certification page's zoomed view speaks the language", async () => {
    const certificates = certificatesIn(locale);
    const page = await open(`/${locale}/certification`, { width: 1280 });
    await waitForHydration(page);
    await page.locator(".certificate__link").first().click();
    const dialog = page.locator("dialog.certificate-dialog");
    await dialog.waitFor();
    expect(await dialog.locator("h2").textContent()).toBe(certificates[0]?.title);
    expect(await dialog.getByRole("button", { name: text.cert_close }).count()).toBe(1);
    expect(await dialog.getByRole("link", { name: text.cert_open_file }).count()).toBe(1);
  });

  it.each([WIDTH[locale].career])(
    "the career page shows the jobs in the language, applying with a subject in it, at %i px",
    async (width) => {
      const career = careerIn(locale);
      const page = await open(`/${locale}/career`, { width });
      await waitForHydration(page);
      expect(await page.locator(".benefit__title").allTextContents()).toEqual(
        career.benefits.map(({ title }) => title),
      );
      expect(await page.locator("#internships-title").textContent()).toBe(career.internships.title);
      expect(await page.locator(".job__title").allTextContents()).toEqual(
        career.jobs.map(({ title }) => title),
      );
      expect(await page.locator(".job__facts dt").first().textContent()).toBe(text.career_job_location);
      const installation = career.jobs.find((job) => job.id === "installation-engineer");
      const href = await page.locator("#job-installation-engineer .job__apply").getAttribute("href");
      expect(href?.startsWith(`mailto:${company.emails.careers}?subject=`)).toBe(true);
      expect(decodeURIComponent(href?.split("subject=")[1] ?? "")).toBe(
        career.apply.subject.replace("[position]", installation?.title ?? ""),
      );
      expect(await page.locator(".signature__name").textContent()).toBe(specialistsIn(locale)[0]?.title);
      expect(await page.locator(".support-box__text").textContent()).toBe(text.common_support_text);
      await expectTranslatedPage(page, locale);
    },
  );
});
