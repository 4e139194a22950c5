/**
 * The information pages: About, Contact, Certification, FAQ, Career and Warranty. Each page's
 * sections, the About counters, the FAQ page's one-open-answer rule, the certificate viewer by
 * keyboard, the in-page warranty PDF, and every page without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { counters } from "../content/about.ts";
import { career } from "../content/career.ts";
import { company } from "../content/company.ts";
import { faqGroups } from "../content/faqs.ts";
import { partners } from "../content/partners.ts";
import { specialists } from "../content/specialists.ts";
import { testimonials } from "../content/testimonials.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";

const PDF_PATH = "/uploads/WarrantyPdf/warranty.pdf";
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
    expect(await page.locator('.about-boxes form[action="/api/newsletter/subscribe"]').count()).toBe(1);

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
    expect(await digits.first().textContent()).toBe("0+");
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

describe("Contact page", () => {
  const open = usePage();

  it("has the head office, the inquiry form, two call-us cards and five branch cards", async () => {
    const page = await open("/contact-us", { width: 375 });
    await waitForHydration(page);
    expect(await page.locator(".contact-block address").textContent()).toContain(company.headOffice.street);
    expect(await page.locator('form[action="/api/webInquiry/insert"]').count()).toBe(1);

    const calls = page.locator(".call-card");
    expect(await calls.count()).toBe(2);
    expect(await calls.locator(`a[href="tel:${company.phones.sales.tel}"]`).count()).toBe(1);
    expect(await calls.locator(`a[href="tel:${company.phones.support.tel}"]`).count()).toBe(1);
    expect(await calls.locator(`a[href="https://wa.me/${company.whatsapp.number}"]`).count()).toBe(1);

    const branches = page.locator(".branch-card");
    expect(await branches.locator("h3").allTextContents()).toEqual([
      "Surat",
      "Ahmedabad",
      "Vadodara",
      "Rajkot",
      "Vapi",
    ]);
    for (const branch of company.branches) {
      const card = page.locator(`#branch-${branch.city.toLowerCase()}`);
      expect(await card.locator(`a[href="tel:${branch.tel}"]`).count()).toBe(1);
      expect(await card.locator(`a[href="mailto:${branch.email}"]`).count()).toBe(1);
    }
  });
});

describe("Certification page", () => {
  const open = usePage();

  it("shows three captioned documents", async () => {
    const page = await open("/certification", { width: 375 });
    await waitForHydration(page);
    expect(await page.locator(".certificate__title").allTextContents()).toEqual([
      "ISO Certification",
      "Quality Policy",
      "Business Directory Listing",
    ]);
    for (const image of await page.locator(".certificate img").all()) {
      expect(await image.getAttribute("width")).toBe("850");
      expect(await image.getAttribute("height")).toBe("1100");
    }
  });

  it("opens a document larger from the keyboard, closes it with Escape and returns focus", async () => {
    const page = await open("/certification", { width: 1280 });
    await waitForHydration(page);
    const links = page.locator(".certificate__link");
    const dialog = page.locator("dialog.certificate-dialog");
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);

    await links.nth(1).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    expect(await dialog.locator("h2").textContent()).toBe("Quality Policy");
    // Focus moved into the dialog (its Close button), the rest of the page is inert.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("View larger");
    expect(await links.nth(1).evaluate((node) => node === document.activeElement)).toBe(true);

    // The Close button from the keyboard.
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
    expect(await links.nth(1).evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("closes on a click outside the document", async () => {
    const page = await open("/certification", { width: 1280 });
    await waitForHydration(page);
    await page.locator(".certificate__link").first().click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    await page.mouse.click(10, 10);
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
  });
});

describe("FAQ page", () => {
  const open = usePage();

  it("has three groups, nothing open at first, and at most one answer open across all groups", async () => {
    const page = await open("/faq", { width: 375 });
    await waitForHydration(page);
    expect(await page.locator(".faq-group__title").allTextContents()).toEqual([
      "Customers FAQ's",
      "General Questions",
      "About Services",
    ]);
    const expanded = page.locator('.accordion__button[aria-expanded="true"]');
    expect(await expanded.count()).toBe(0);

    const groups = page.locator(".faq-group");
    const question = (group: number, item: number) =>
      groups.nth(group).locator(".accordion__button").nth(item);

    // Same position in two groups: the spec's shared index would open both; we open only one.
    await question(0, 0).click();
    expect(await question(0, 0).getAttribute("aria-expanded")).toBe("true");
    await question(1, 0).click();
    expect(await question(1, 0).getAttribute("aria-expanded")).toBe("true");
    expect(await question(0, 0).getAttribute("aria-expanded")).toBe("false");
    expect(await expanded.count()).toBe(1);

    // A different position in another group.
    await question(2, 3).click();
    expect(await expanded.count()).toBe(1);
    expect(await question(2, 3).getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await question(2, 3).getAttribute("aria-controls")}`);
    await page.waitForTimeout(400);
    expect(await panel.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Clicking the open one closes it.
    await question(2, 3).click();
    expect(await expanded.count()).toBe(0);

    // Keyboard: Enter on a focused question toggles it.
    await question(1, 2).focus();
    await page.keyboard.press("Enter");
    expect(await question(1, 2).getAttribute("aria-expanded")).toBe("true");
  });

  it("animates answers over 0.3 s and puts every answer and a FAQPage in the HTML", async () => {
    const page = await open("/faq");
    await waitForHydration(page);
    // The answer panel opens and closes over 0.3 s (grid rows), its visibility switching at the end.
    const durations = await page
      .locator(".accordion__panel")
      .first()
      .evaluate((node) => getComputedStyle(node).transitionDuration);
    expect(durations).toBe("0.3s, 0s");

    const html = await (await fetch(`${baseUrl()}/faq`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "{}"),
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    const all = faqGroups.flatMap((group) => group.faqs);
    expect(faqPage?.mainEntity).toHaveLength(all.length);
    expect(faqPage?.mainEntity[0].acceptedAnswer.text).toBe(all[0]?.answer);
    expect(html).toContain(all.at(-1)?.answer.slice(0, 40));
  });

  it("has the question form under 'ASK YOUR QUESTIONS'", async () => {
    const page = await open("/faq", { width: 375 });
    const section = page.locator("#ask-your-questions");
    expect(await section.locator("h2").textContent()).toBe("ASK YOUR QUESTIONS");
    expect(await section.locator('form[action="/api/faqs/insert"]').count()).toBe(1);
  });
});

describe("Career page", () => {
  const open = usePage();

  it("has why-join, benefits, internships, jobs, apply by email, a signature and the support box", async () => {
    const page = await open("/career", { width: 375 });
    await waitForHydration(page);
    const benefits = await page.locator(".benefit__title").allTextContents();
    expect(benefits).toContain("14 paid holidays");
    expect(benefits).toContain("4 hours a month for volunteering");
    expect(await page.locator("#internships-title").textContent()).toBe("Internships");
    expect(await page.locator(".job__title").allTextContents()).toEqual(career.jobs.map((job) => job.title));

    const applyLinks = page.locator(`a[href^="mailto:${company.emails.careers}?subject="]`);
    expect(await applyLinks.count()).toBeGreaterThanOrEqual(career.jobs.length + 2);
    const href = await page.locator("#job-installation-engineer .job__apply").getAttribute("href");
    expect(decodeURIComponent(href?.split("subject=")[1] ?? "")).toBe(
      "Job application: Installation Engineer",
    );

    expect(await page.locator(".signature__name").textContent()).toBe(specialists[0]?.title);
    const support = page.locator(".support-box");
    expect(await support.locator(`a[href="tel:${company.phones.support.tel}"]`).count()).toBe(1);
    expect(await support.locator(`a[href="mailto:${company.emails.support}"]`).count()).toBe(1);
  });
});

describe("Warranty page", () => {
  const open = usePage();

  it("shows 'Loading...' until the PDF arrives, then draws every page on a canvas", async () => {
    const page = await open("/career");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${PDF_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/warranty/7`, { waitUntil: "load" });
    await waitForHydration(page);
    const status = page.getByRole("status");
    await status.waitFor();
    expect(await status.textContent()).toBe("Loading...");
    const download = page.getByRole("link", { name: "Open / download the PDF" });
    expect(await download.getAttribute("href")).toBe(PDF_PATH);
    // pdf.js is not part of the page's own JavaScript: it is fetched after the page has loaded.
    const html = await (await fetch(`${baseUrl()}/warranty/1`)).text();
    expect(html).not.toMatch(/pdf-[\w-]+\.js/);

    release();
    await page.waitForFunction(
      () => document.querySelectorAll("canvas.warranty__page[data-rendered='true']").length === 3,
      undefined,
      { timeout: 20_000 },
    );
    expect(await status.count()).toBe(0);
    const size = await page
      .locator("canvas.warranty__page")
      .first()
      .evaluate((canvas: HTMLCanvasElement) => ({ width: canvas.width, height: canvas.height }));
    expect(size.width).toBeGreaterThan(500);
    expect(size.height / size.width).toBeCloseTo(842 / 595, 1);
    // Something was drawn: the page is not blank.
    const inked = await page
      .locator("canvas.warranty__page")
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height / 4).data ?? [];
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100) dark++;
        return dark;
      });
    expect(inked).toBeGreaterThan(1000);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says so clearly, with the download link, when the document cannot be loaded", async () => {
    const page = await open("/career", { allowErrors: ["warranty.pdf", "Failed to load resource"] });
    await page.route(`**${PDF_PATH}`, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto(`${baseUrl()}/warranty/1`, { waitUntil: "load" });
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain("We could not display the warranty document here.");
    expect(await alert.locator(`a[href="${PDF_PATH}"]`).count()).toBe(1);
  });

  it("serves the PDF itself", async () => {
    const response = await fetch(baseUrl() + PDF_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
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

  it("FAQ shows every answer", async () => {
    const page = await open("/faq", { javaScriptEnabled: false });
    const answers = page.locator(".accordion__answer-body");
    expect(await answers.count()).toBe(faqGroups.flatMap((group) => group.faqs).length);
    expect(await answers.first().isVisible()).toBe(true);
    expect(await answers.last().isVisible()).toBe(true);
  });

  it("Certification links each document to its image file", async () => {
    const page = await open("/certification", { javaScriptEnabled: false });
    const hrefs = await page
      .locator(".certificate__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      expect(href).toMatch(/\.svg(\?v=[0-9a-f]+)?$/);
      const response = await fetch(baseUrl() + href);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
    }
    await page.locator(".certificate__link").first().click();
    await page.waitForURL(/\.svg(\?v=[0-9a-f]+)?$/);
  });

  it("Warranty offers the PDF link instead of 'Loading...'", async () => {
    const page = await open("/warranty/3", { width: 375, javaScriptEnabled: false });
    expect(await page.locator(".warranty__status").isVisible()).toBe(false);
    expect(await page.locator(".warranty__no-js").isVisible()).toBe(true);
    expect(await page.locator(`a[href="${PDF_PATH}"]`).count()).toBe(2);
  });

  it("Contact, Career show their links", async () => {
    const contact = await open("/contact-us", { javaScriptEnabled: false });
    expect(await contact.locator('.branch-card a[href^="tel:"]').count()).toBe(5);
    expect(await contact.locator('form[action="/api/webInquiry/insert"]').isVisible()).toBe(true);
    const careerPage = await open("/career", { javaScriptEnabled: false });
    expect(await careerPage.locator(".job").count()).toBe(career.jobs.length);
    expect(await careerPage.locator(`#apply a[href^="mailto:${company.emails.careers}"]`).isVisible()).toBe(
      true,
    );
  });
});
