/**
 * The content editor in the browser: an editor on a phone (375 px) and at a desk (1280 px) opens
 * the FAQ page in Gujarati, finds an answer beside its English, changes it, saves it from the
 * keyboard and sees the Gujarati draft not published yet. axe checks each page, and nothing scrolls
 * sideways, even with a 120-character word in a title. A list's button opens the form again at the
 * item moved, focused; a save's answer is focused by the button pressed; a conflict is settled by
 * keyboard, each text said to be yours or whose. The account is created with the CLI against the test server's data directory.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { faqGroups } from "../content/faqs.ts";
import { allowErrorsFromNowOn, axeViolations, usePage } from "./support/browser.ts";
import { addAccount, signIn } from "./support/inbox.ts";

const tag = Date.now().toString(36);
const email = `esha.${tag}@example.com`;

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

/** Where SCREENSHOT_DIR names a folder: what the screen shows, to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/content-editor-${name}.png` });
}

/** A word of 120 letters, as a pasted address can be: it must wrap, not widen the page. */
/** As long as a title may be (80 characters): one word far wider than a phone's line. */
const LONG_WORD = "Supercalifragilisticexpialidocious".repeat(3).slice(0, 80);

describe("the content editor", () => {
  const open = usePage();

  beforeAll(() => addAccount(email, `Esha ${tag}`, "editor"));

  it.each([375, 1280])(
    "an editor changes a Gujarati FAQ answer beside its English at %i px",
    async (width) => {
      const page = await open("/inbox/content/faqs?lang=gu", { width });
      await signIn(page, email, "**/inbox/content/faqs?lang=gu");
      expect(
        await page.getByRole("heading", { level: 2, name: "FAQ page: questions and answers" }).isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);

      const answer = page.locator("#field-0-faqs-0-answer");
      expect(await answer.getAttribute("lang")).toBe("gu");
      expect(await page.locator("#field-0-faqs-0-answer-english").textContent()).toContain(
        faqGroups[0]!.faqs[0]!.answer,
      );
      // One per width, without a figure: a translation keeps its English's figures.
      const text = `લિફ્ટની સર્વિસ દર ત્રણ મહિને કરાવવી જોઈએ (${width === 375 ? "ફોન પર" : "કમ્પ્યુટર પર"}).`;
      await answer.fill(text);
      // Enter in a one-line field saves (the form's first button), never a list's button.
      await page.locator("#field-0-title").focus();
      await Promise.all([page.waitForURL(/saved=draft/), page.keyboard.press("Enter")]);
      expect(await page.getByRole("status").textContent()).toContain("Draft saved.");
      expect(await page.locator("#field-0-faqs-0-answer").inputValue()).toBe(text);
      const languages = page.getByRole("navigation", { name: "Languages" });
      expect(await languages.getByRole("listitem").filter({ hasText: "Gujarati" }).textContent()).toContain(
        "Draft not published yet",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    },
  );

  it.each([375, 1280])(
    "the list, a refused save, a list's buttons and the history pass axe at %i px",
    async (width) => {
      const page = await open("/inbox/content", { width });
      await signIn(page, email, "**/inbox/content");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(new URL("/inbox/content/company?lang=en", page.url()).href);
      // A refused save answers 400, as the page says.
      allowErrorsFromNowOn(page, ["/inbox/content/company/save", "status of 400 (Bad Request)"]);
      await page.locator("#field-foundedYear").fill("1800");
      await Promise.all([
        page.waitForLoadState(),
        page.getByRole("button", { name: "Save draft" }).first().click(),
      ]);
      const summary = page.locator(".error-summary");
      expect(await summary.textContent()).toContain("Founded year: Write a number of at least 1900.");
      await summary.getByRole("link").first().click();
      expect(await page.evaluate(() => location.hash)).toBe("#field-foundedYear");
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await Promise.all([
        page.waitForLoadState(),
        page.getByRole("button", { name: /^Add to Branches/ }).click(),
      ]);
      expect(await page.locator("#field-foundedYear").inputValue()).toBe("1800");
      expect(await page.getByRole("status").textContent()).toContain("not saved yet");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(new URL("/inbox/content/faqs/history", page.url()).href);
      expect(await page.getByRole("heading", { name: "Revisions, newest first" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    },
  );

  it.each([375, 1280])(
    "a save from the bottom of a long form says so by that button, focused, at %i px (tester)",
    async (width) => {
      const page = await open("/inbox/content/career?lang=en", { width });
      await signIn(page, email, "**/inbox/content/career?lang=en");
      const bottom = page.locator(".form-bottom").getByRole("button", { name: "Save draft" });
      // From the keyboard: the bottom button focused, then Enter.
      await bottom.focus();
      await Promise.all([
        page.waitForURL(/saved=unchanged&at=end#save-outcome$/),
        page.keyboard.press("Enter"),
      ]);
      await expect.poll(() => focusedId(page)).toBe("save-outcome");
      await expect.poll(() => inView(page, "#save-outcome")).toBe(true);
      expect(await page.locator(".form-bottom").getByRole("status").textContent()).toContain(
        "Nothing changed",
      );
      if (width === 375) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await shot(page, `saved-at-end-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    },
  );

  it.each([375, 1280])(
    "a save after someone else's shows both texts, whose is whose, and saves only the one chosen, by keyboard at %i px (tester)",
    async (width) => {
      const page = await open("/inbox/content/faqs?lang=en", { width });
      await signIn(page, email, "**/inbox/content/faqs?lang=en");
      // Someone saves the group's title after this form was opened.
      const api = new URL("/api/staff/content/faqs", page.url()).href;
      const faqs = await (await page.request.get(api)).json();
      const english = structuredClone(faqs.draft.en);
      const theirs = `Their title ${width}`;
      english[2].title = theirs;
      const saved = await page.request.put(api, {
        headers: { origin: new URL(page.url()).origin },
        data: { revision: faqs.revision, locale: "en", data: english },
      });
      expect(saved.status()).toBe(200);
      const mine = `My title ${width}`;
      await page.locator("#field-2-title").fill(mine);
      allowErrorsFromNowOn(page, ["/inbox/content/faqs/save", "status of 409 (Conflict)"]);
      /** Enter in the title field, and the page the save answers. */
      const enter = async () => {
        await page.locator("#field-2-title").focus();
        await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
      };
      await enter();
      await expect.poll(() => focusedId(page)).toBe("save-outcome");
      expect(await page.locator("#save-outcome").textContent()).toContain(`Saved by Esha ${tag} at`);
      const choice = page.getByRole("group", { name: /You both changed "Title": keep which\?/ });
      expect(await choice.getByRole("radio", { name: /^Your text/ }).isChecked()).toBe(false);
      expect(await choice.textContent()).toContain(theirs);
      await shot(page, `conflict-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      // Saving without a choice (Enter presses Save draft, not a choice for all) stores nothing; then
      // theirs is chosen by keyboard and saved.
      await enter();
      expect(await page.locator(".error-summary").textContent()).toContain("Choose which to keep");
      await expect.poll(() => focusedId(page)).toBe("save-outcome");
      await choice.getByRole("radio", { name: /^Saved by/ }).focus();
      await page.keyboard.press("Space");
      await page.locator("#field-2-title").focus();
      // Their title was the only difference: taking it leaves their draft as it is.
      await Promise.all([page.waitForURL(/saved=unchanged#save-outcome$/), page.keyboard.press("Enter")]);
      expect(await page.locator("#field-2-title").inputValue()).toBe(theirs);
      await expect.poll(() => focusedId(page)).toBe("save-outcome");
    },
  );

  it("long unbroken words wrap at 375 px on the list, a document in English and Gujarati and its history (tester)", async () => {
    const page = await open("/inbox/content", { width: 375 });
    await signIn(page, email, "**/inbox/content");
    const api = new URL("/api/staff/content/career", page.url()).href;
    const career = await (await page.request.get(api)).json();
    const english = structuredClone(career.draft.en);
    english.jobs[0].title = LONG_WORD;
    english.jobs[0].summary = `${LONG_WORD} ${LONG_WORD}`;
    const saved = await page.request.put(api, {
      headers: { origin: new URL(page.url()).origin },
      data: { revision: career.revision, locale: "en", data: english },
    });
    expect(saved.status()).toBe(200);
    for (const address of [
      "/inbox/content",
      "/inbox/content/career?lang=en",
      "/inbox/content/career?lang=gu",
      "/inbox/content/career/history",
    ]) {
      await page.goto(new URL(address, page.url()).href);
      await shot(page, `long-word-${address.replace(/\W+/g, "-")}`);
      expect(await sidewaysOverflow(page), address).toBe(0);
    }
  });

  it.each([375, 1280])(
    "a list's button opens the form again at the item it moved, focused, at %i px (tester)",
    async (width) => {
      const page = await open("/inbox/content/career?lang=en", { width });
      await signIn(page, email, "**/inbox/content/career?lang=en");
      await Promise.all([
        page.waitForURL(/#field-jobs-1$/),
        page.getByRole("button", { name: /^Move down: .+ \(Job 1 of \d+\)$/ }).click(),
      ]);
      // The page focuses the item, and the browser scrolls to the fragment, after the load: at their
      // own pace on a busy machine (vitest's poll gives up after one second).
      await expect.poll(() => focusedId(page), { timeout: 10_000 }).toBe("field-jobs-1");
      await expect.poll(() => inView(page, "#field-jobs-1"), { timeout: 10_000 }).toBe(true);
      if (width === 375) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await page.getByRole("status").textContent()).toContain("not saved yet");
      await shot(page, `moved-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
