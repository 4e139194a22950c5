/**
 * The About page: its sections, the partner carousel per width, the counters that count up when
 * they scroll into view (and show their final numbers at once under reduced motion and in the
 * HTML), the #leadership anchor, and the page without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { counters } from "../content/about.ts";
import { company } from "../content/company.ts";
import { partners } from "../content/partners.ts";
import { specialists } from "../content/specialists.ts";
import { testimonials } from "../content/testimonials.ts";
import { baseUrl, scrollToSection, usePage, waitForHydration } from "./support/browser.ts";

const format = (value: number) => new Intl.NumberFormat("en-IN").format(value);
const finalText = (counter: (typeof counters)[number]) => `${format(counter.value)}${counter.suffix}`;

describe("About page", () => {
  const open = usePage();

  it("has the introduction, support, hours, subscribe, counters, value cards, leadership, testimonials and partners", async () => {
    const page = await open("/about-us", { width: 1280 });
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe("About");
    expect(await page.locator(".breadcrumb-banner__subtitle").textContent()).toBe("Get to know us better");

    const support = page.locator(".about-boxes .support-box");
    expect(await support.locator(`a[href="tel:${company.phones.support.tel}"]`).count()).toBe(1);
    expect(await support.locator(`a[href="mailto:${company.emails.support}"]`).count()).toBe(1);
    const hours = page.locator(".about-boxes .working-hours__row");
    expect(await hours.count()).toBe(company.hours.length);
    expect(await hours.first().textContent()).toContain("9:00 AM – 6:00 PM");
    expect(await page.locator('.about-boxes form[action="/send/newsletter"]').count()).toBe(1);

    expect(await page.locator(".counter").count()).toBe(4);
    expect(await page.locator(".why-card__title").allTextContents()).toEqual([
      "100% Safety",
      "Innovation",
      "Trusted & Quality Service",
    ]);
    // No value card links to the page it is on.
    expect(await page.locator('.why-card a[href="/about-us"]').count()).toBe(0);

    const leadership = page.locator("section#leadership");
    expect(await leadership.locator(".leader__name").allTextContents()).toEqual(
      specialists.map((person) => person.title),
    );

    const testimonialSlides = page.locator(
      '[aria-label="Customer testimonials"] [aria-roledescription="slide"]',
    );
    expect(await testimonialSlides.count()).toBe(testimonials.length);
    expect(testimonials).toHaveLength(2);
    const partnerCarousel = page.locator('[aria-label="Partner logos"]');
    expect(await partnerCarousel.locator('[aria-roledescription="slide"]').count()).toBe(partners.length);
    // Both carousels autoplay (and offer a pause button).
    expect(await page.locator('[aria-label="Customer testimonials"]').getAttribute("data-autoplay")).toBe(
      "running",
    );
    expect(await partnerCarousel.locator('button[aria-label="Pause slideshow"]').count()).toBe(1);
  });

  it("shows five partner logos per view on wide screens and two on phones", async () => {
    for (const [width, perView] of [
      [1280, 5],
      [375, 2],
    ] as const) {
      const page = await open("/about-us", { width, reducedMotion: "reduce" });
      await waitForHydration(page);
      const carousel = page.locator('[aria-label="Partner logos"]');
      const viewport = await carousel.locator(".carousel__viewport").boundingBox();
      const slide = await carousel.locator(".carousel__slide").first().boundingBox();
      expect(Math.round((viewport?.width ?? 0) / (slide?.width ?? 1)), `${width} px`).toBe(perView);
    }
  });

  it("counts the counters up to their final values when they scroll into view", async () => {
    const page = await open("/about-us", { width: 375 });
    await waitForHydration(page);
    const digits = page.locator(".counter__digits");
    // Below the fold, the animated digits wait at 0; screen readers already get the final value.
    // Polled: the HTML shows the final value until the counter's code sets it to 0 (read too early
    // once in CI).
    await expect.poll(() => digits.first().textContent()).toBe("0+");
    expect(await page.locator(".counter__value .visually-hidden").allTextContents()).toEqual(
      counters.map(finalText),
    );
    await page.locator(".counters").scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    const midway = Number((await digits.first().textContent())?.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(counters[0]?.value ?? 0);
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll(".counter__digits")].map((node) => node.textContent).join("|") ===
        expected,
      counters.map(finalText).join("|"),
      { timeout: 4000 },
    );
  });

  it("shows the final numbers at once under reduced motion and in the HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/about-us`)).text();
    for (const counter of counters) expect(html).toContain(format(counter.value));
    const page = await open("/about-us", { reducedMotion: "reduce" });
    await waitForHydration(page);
    expect(await page.locator(".counter__digits").allTextContents()).toEqual(counters.map(finalText));
    await scrollToSection(page, "about-testimonials");
    expect(await page.locator('[aria-label="Customer testimonials"]').getAttribute("data-autoplay")).toBe(
      "paused",
    );
  });

  it("/about-us#leadership lands on the leadership section", async () => {
    const page = await open("/about-us#leadership", { width: 375 });
    await waitForHydration(page);
    await page.waitForFunction(() => {
      const box = document.getElementById("leadership")?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
  });
});

describe("without JavaScript", () => {
  const open = usePage();

  it("About shows its content and final numbers", async () => {
    const page = await open("/about-us", { width: 375, javaScriptEnabled: false });
    expect(await page.locator(".counter__digits").allTextContents()).toEqual(counters.map(finalText));
    expect(await page.locator("#leadership .leader").count()).toBe(3);
    expect(await page.locator('[aria-label="Partner logos"] img').count()).toBe(partners.length);
    expect(await page.locator(".why-card").count()).toBe(3);
  });
});
