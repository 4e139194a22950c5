/**
 * The full privacy notice in English, Gujarati and Hindi: its topics, the retention table and the
 * contact for data questions, every value from the company config, no page overflow, axe clean;
 * readable without JavaScript; reached from every page's footer and from a form's notice, each in
 * the page's language. English at 1280 px, Gujarati and Hindi (longer words) at 375 px; the English
 * page at 375 px is checked (axe, overflow before and after hydration) in tests/routes.e2e.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { pagesIn } from "../content/pages.ts";
import { privacyNotice } from "../content/privacy-notice.ts";
import { LOCALES, type Locale, localizedPath } from "../contracts/locales.ts";
import { PRIVACY_PATH } from "../contracts/paths.ts";
import { privacyLink } from "../contracts/privacy/notices.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { noJs } from "./support/pages.ts";

const SCRIPT: Partial<Record<Locale, RegExp>> = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u };
const footerLinkText = (locale: Locale): string =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")).footer_privacy;

describe("the privacy notice", () => {
  const open = usePage();

  const cases = LOCALES.map((locale) => [locale, locale === "en" ? 1280 : 375] as const);
  it.each(cases)(
    "in %s at %i px shows every topic from the config, without overflow or axe violations",
    async (locale, width) => {
      const { text, contact } = privacyNotice(locale);
      const page = await open(localizedPath(PRIVACY_PATH, locale), { width });
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.locator("h1").textContent()).toBe(pagesIn(locale).privacy.banner.title);
      expect(await page.locator("main .privacy-notice h2").allTextContents()).toEqual([
        text.whoHeading,
        text.collectHeading,
        text.retentionHeading,
        text.processorsHeading,
        text.rightsHeading,
        text.howHeading,
        text.complainHeading,
      ]);
      const retention = page.getByRole("table", { name: text.retentionHeading });
      expect(await retention.locator("tbody tr").count()).toBe(3);
      expect(await retention.locator("tbody").textContent()).toContain(
        String(company.privacy.retentionMonths.leads),
      );
      expect(await page.locator("#privacy-rights ~ ul li").count()).toBe(6);
      expect(await page.locator(`a[href="mailto:${company.privacy.contact.email}"]`).count()).toBe(1);
      expect(await page.locator(".privacy-notice__contact").textContent()).toContain(contact.name);
      expect(await page.locator("main").textContent()).toContain(`${company.privacy.grievanceResponseDays}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const script = SCRIPT[locale];
      if (script) {
        const letters = [...(await page.locator("main").innerText())].filter((char) => /\p{L}/u.test(char));
        expect(letters.filter((char) => script.test(char)).length / letters.length).toBeGreaterThanOrEqual(
          0.9,
        );
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("is all there without JavaScript", async () => {
    const page = await open("/hi/privacy", { ...noJs, width: 375 });
    expect(await page.locator("main .privacy-notice h2").count()).toBe(7);
    expect(await page.locator("main table tbody tr").count()).toBe(3);
  });

  it.each([
    ["en", "/faq"],
    ["gu", "/gu/about-us"],
    ["hi", "/hi"],
  ] as const)("is linked from the footer in %s (%s) and the link lands on it", async (locale, path) => {
    const page = await open(path, { width: 375 });
    await waitForHydration(page);
    const link = page.locator("footer").getByRole("link", { name: footerLinkText(locale), exact: true });
    expect(await link.getAttribute("href")).toBe(localizedPath(PRIVACY_PATH, locale));
    await link.click();
    await page.waitForURL(`**${localizedPath(PRIVACY_PATH, locale)}`);
    await page.locator("h1", { hasText: pagesIn(locale).privacy.banner.title }).waitFor();
  });

  it.each([
    ["en", "/contact-us"],
    ["gu", "/gu/contact-us"],
    ["hi", "/hi/contact-us"],
  ] as const)("is where a form's notice in %s leads", async (locale, path) => {
    const page = await open(path, { width: 1280 });
    const link = page.locator("main form").getByRole("link", { name: privacyLink(locale).text });
    expect(await link.getAttribute("href")).toBe(localizedPath(PRIVACY_PATH, locale));
    await link.click();
    await page.waitForURL(`**${localizedPath(PRIVACY_PATH, locale)}`);
    expect(await page.locator("h1").textContent()).toBe(pagesIn(locale).privacy.banner.title);
  });
});
