/**
 * The lift planner, the contact page and the warranty page in Gujarati and Hindi at 375 and 1280
 * px: the planner answers in the page's language as the visitor types and without JavaScript (the
 * same answer), keeps its address in that language, and the pages' content passes axe. Each check
 * runs once per language, one language at 375 px and the other at 1280 px (`LANGUAGE_AT`), so each
 * language meets both widths; both widths of the English pages are checked in tests/routes.e2e.ts
 * and tests/lift-planner.e2e.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";

const widths = [375, 1280] as const;

const LANGUAGES = {
  gu: {
    persons: "વ્યક્તિ",
    shaftWidth: "શાફ્ટની પહોળાઈ",
    capacity: "8 વ્યક્તિ = 544 કિગ્રા",
    fits: /^\d+ મોડલ બેસે છે|માટે \d+ મોડલ બેસે છે/,
    noFit: /માટે કોઈ મોડલ બેસતું નથી/,
    change: "શાફ્ટ",
    book: "આ લિફ્ટ માટે સાઇટ વિઝિટ બુક કરો",
    chosen: /^આ મોડલ માટે: 8 વ્યક્તિ, 544 કિગ્રા/,
    pitError: "મિલિમીટરમાં લખો: 1.6 મીટર એટલે 1,600 મિમી",
    submit: "બેસતી લિફ્ટ બતાવો",
    contactTitle: "ગુજરાતભરમાં પાંચ ઑફિસ",
    warrantyNote: "વૉરંટીનો દસ્તાવેજ અંગ્રેજીમાં છે",
    script: /\p{Script=Gujarati}/u,
  },
  hi: {
    persons: "व्यक्ति",
    shaftWidth: "शाफ़्ट की चौड़ाई",
    capacity: "8 व्यक्ति = 544 किग्रा",
    fits: /के लिए \d+ मॉडल फ़िट होते? है/,
    noFit: /के लिए कोई मॉडल फ़िट नहीं होता/,
    change: "शाफ़्ट",
    book: "इस लिफ्ट के लिए साइट विज़िट बुक करें",
    chosen: /^इस मॉडल के लिए: 8 व्यक्ति, 544 किग्रा/,
    pitError: "मिलीमीटर में लिखें: 1.6 मीटर यानी 1,600 मिमी",
    submit: "फ़िट होने वाली लिफ्ट दिखाएँ",
    contactTitle: "पूरे गुजरात में पाँच ऑफ़िस",
    warrantyNote: "वारंटी का दस्तावेज़ अंग्रेज़ी में है",
    script: /\p{Script=Devanagari}/u,
  },
} as const;

type Language = keyof typeof LANGUAGES;

/** Which language each check runs in at each width: the other language takes the other width. */
const LANGUAGE_AT: Record<(typeof widths)[number], Record<"typing" | "noJs" | "pages", Language>> = {
  375: { typing: "gu", noJs: "hi", pages: "hi" },
  1280: { typing: "hi", noJs: "gu", pages: "gu" },
};

const summary = (page: Page) => page.locator("#planner-summary").textContent();
const results = (page: Page) => page.locator("#planner-results").innerHTML();

/**
 * The share of the letters on the page's main part written in `script` (digits and punctuation
 * aside). The forms are left out: their texts are translated with the site's forms.
 */
async function scriptShare(page: Page, script: RegExp) {
  const text = await page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    const forms = [...main.querySelectorAll("form")].map((form) => form.innerText);
    return forms.reduce((rest, form) => rest.replace(form, ""), main.innerText);
  });
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  return letters.filter((char) => script.test(char)).length / letters.length;
}

describe.each(widths)("planner, contact and warranty in Gujarati and Hindi at %i px", (width) => {
  const open = usePage();

  it.each([LANGUAGE_AT[width].typing])(
    "%s: the planner answers in the page's language as the visitor types",
    async (locale) => {
      const words = LANGUAGES[locale];
      const page = await open(`/${locale}/lift-planner`, { width });
      await waitForHydration(page);
      await page.getByLabel(words.persons, { exact: true }).fill("8");
      await expect.poll(() => page.locator("#planner-capacity").textContent()).toContain(words.capacity);
      await page.getByLabel(words.shaftWidth).fill("1800");
      expect(await summary(page)).toMatch(words.fits);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe(`/${locale}/lift-planner?persons=8&shaftWidth=1800`);
      await page.getByLabel(words.shaftWidth).fill("900");
      expect(await summary(page)).toMatch(words.noFit);
      expect(await page.locator(".planner-nofit").textContent()).toContain(words.change);
      await page.getByLabel(words.shaftWidth).fill("");
      await page.getByRole("link", { name: words.book }).first().click();
      await page.waitForURL(new RegExp(`/${locale}/lift-planner\\?persons=8&book=`));
      await expect.poll(() => page.locator("#planner-chosen").textContent()).toMatch(words.chosen);
      expect(await scriptShare(page, words.script)).toBeGreaterThan(0.7);
      expect(await axeViolations(page, "main")).toEqual([]);
    },
  );

  it.each([LANGUAGE_AT[width].noJs])(
    "%s: the planner answers without JavaScript, the same answer as the hydrated page",
    async (locale) => {
      const words = LANGUAGES[locale];
      const page = await open(`/${locale}/lift-planner`, { width, javaScriptEnabled: false });
      await page.getByLabel(words.persons, { exact: true }).fill("8");
      await page.locator("#planner-pit").fill("1.6");
      await page.getByRole("button", { name: words.submit }).click();
      await page.waitForURL(/pit=1\.6/);
      expect(new URL(page.url()).pathname).toBe(`/${locale}/lift-planner`);
      expect(await page.locator("#planner-pit-error").textContent()).toBe(words.pitError);
      expect(await page.locator("#planner-capacity").textContent()).toContain(words.capacity);
      const hydrated = await open(new URL(page.url()).pathname + new URL(page.url()).search, { width });
      await waitForHydration(hydrated);
      expect(await results(hydrated)).toBe(await results(page));
      expect(await summary(hydrated)).toBe(await summary(page));
    },
  );

  it.each([LANGUAGE_AT[width].pages])(
    "%s: the contact and warranty pages speak the page's language",
    async (locale) => {
      const words = LANGUAGES[locale];
      const contact = await open(`/${locale}/contact-us`, { width });
      await waitForHydration(contact);
      expect(await contact.locator("#branches-title").textContent()).toBe(words.contactTitle);
      expect(await contact.locator("#branch-surat").count()).toBe(1);
      expect(await scriptShare(contact, words.script)).toBeGreaterThan(0.7);
      expect(await axeViolations(contact, "main")).toEqual([]);
      const warranty = await open(`/${locale}/warranty/1`, { width });
      await waitForHydration(warranty);
      expect(await warranty.locator(".warranty__bar").textContent()).toContain(words.warrantyNote);
      expect(await warranty.locator(".warranty__download").getAttribute("href")).toMatch(/\.pdf$/);
      expect(await axeViolations(warranty, "main")).toEqual([]);
    },
  );
});
