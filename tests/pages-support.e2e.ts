/**
 * The Contact, FAQ and Career pages: each page's sections, the FAQ page's one-open-answer rule
 * (mouse and keyboard) and its structured data, and the pages without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { career } from "../content/career.ts";
import { company } from "../content/company.ts";
import { faqGroups } from "../content/faqs.ts";
import { specialists } from "../content/specialists.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";

describe("Contact page", () => {
  const open = usePage();

  it("has the head office, the inquiry form, two call-us cards and five branch cards", async () => {
    const page = await open("/contact-us", { width: 375 });
    await waitForHydration(page);
    expect(await page.locator(".contact-block address").textContent()).toContain(company.headOffice.street);
    expect(await page.locator('form[action="/send/webInquiry"]').count()).toBe(1);

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

    // Same position in two groups: one index shared by the groups would open both; we open only one.
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
    expect(await section.locator('form[action="/send/question"]').count()).toBe(1);
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

describe("without JavaScript", () => {
  const open = usePage();

  it("FAQ shows every answer", async () => {
    const page = await open("/faq", { javaScriptEnabled: false });
    const answers = page.locator(".accordion__answer-body");
    expect(await answers.count()).toBe(faqGroups.flatMap((group) => group.faqs).length);
    expect(await answers.first().isVisible()).toBe(true);
    expect(await answers.last().isVisible()).toBe(true);
  });

  it("Contact, Career show their links", async () => {
    const contact = await open("/contact-us", { javaScriptEnabled: false });
    expect(await contact.locator('.branch-card a[href^="tel:"]').count()).toBe(5);
    expect(await contact.locator('form[action="/send/webInquiry"]').isVisible()).toBe(true);
    const careerPage = await open("/career", { javaScriptEnabled: false });
    expect(await careerPage.locator(".job").count()).toBe(career.jobs.length);
    expect(await careerPage.locator(`#apply a[href^="mailto:${company.emails.careers}"]`).isVisible()).toBe(
      true,
    );
  });
});
