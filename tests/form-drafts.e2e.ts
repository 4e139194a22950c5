/**
 * What a visitor typed in a form survives switching the page's language (the switcher is a link to
 * the same page in another language, whose form has the same fields) and the Back button, and is
 * gone once the form was sent (app/forms/form-draft.ts). Found on /gu/service, /gu/amc-quote,
 * /hi/contact-us and /hi/privacy, each checked at 375 and 1280 px.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usePage, waitForHydration } from "./support/browser.ts";

/**
 * The footer's link to another language: always on the page (the header's slides away while the
 * visitor scrolls down through a long form).
 */
const headerLanguage = (page: Page, name: string) =>
  page.locator("footer .language-switcher").getByRole("link", { name });

const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

interface DraftCase {
  path: string;
  lang: string;
  /** The other language the visitor switches to, by its name in the switcher, and its path. */
  other: { name: string; path: RegExp; lang: string };
  /** The form's fields filled as a visitor would, each with the value it must keep. */
  values: Record<string, string>;
  /** A radio group's choice (name, value), where the form has one. */
  choice?: [string, string];
}

const CASES: DraftCase[] = [
  {
    path: "/gu/service",
    lang: "gu",
    other: { name: "हिन्दी", path: /\/hi\/service$/, lang: "hi" },
    values: {
      description: "લિફ્ટ ત્રીજા માળે અટકી ગઈ છે, દરવાજો ખૂલતો નથી.",
      floor: "૩",
      building: "શાંતિ રેસિડેન્સી",
      city: "સુરત",
      address: "અડાજણ, પાલ રોડ",
      name: "રવિ દેસાઈ",
      mobileNo: "98250 12345",
    },
    choice: ["problem", "doors"],
  },
  {
    path: "/gu/amc-quote",
    lang: "gu",
    other: { name: "English", path: /\/amc-quote$/, lang: "en" },
    values: { liftCount: "૨", stops: "8", make: "Otis", site: "શાંતિ રેસિડેન્સી", city: "સુરત", name: "મીરા શાહ" },
    choice: ["cover", "semi-comprehensive"],
  },
  {
    path: "/hi/contact-us",
    lang: "hi",
    other: { name: "ગુજરાતી", path: /\/gu\/contact-us$/, lang: "gu" },
    values: {
      name: "रवि देसाई",
      email: "ravi@example.com",
      mobileNo: "98250 12345",
      subject: "दो लिफ्ट का AMC",
      message: "अडाजण में दो लिफ्ट, 2016 में लगी।",
    },
  },
  {
    path: "/hi/privacy",
    lang: "hi",
    other: { name: "English", path: /\/privacy$/, lang: "en" },
    values: { name: "अनीता शर्मा", email: "anita@example.com", message: "कृपया मेरी सारी जानकारी मिटा दें।" },
    choice: ["request", "erase"],
  },
];

/** What the form shows of the draft's fields, once the page in `lang` is drawn and hydrated. */
async function shownValues(page: Page, lang: string, { values, choice }: DraftCase) {
  if ((await page.locator("html").getAttribute("lang")) !== lang) return undefined;
  const form = page.locator("main form[method=post]").first();
  const shown: Record<string, string | boolean> = {};
  for (const name of Object.keys(values)) shown[name] = await field(form, name).inputValue();
  if (choice)
    shown[choice[0]] = await form.locator(`[name="${choice[0]}"][value="${choice[1]}"]`).isChecked();
  return shown;
}

const expected = ({ values, choice }: DraftCase) => ({ ...values, ...(choice ? { [choice[0]]: true } : {}) });

describe.each([375, 1280])("a form's typing at %i px", (width) => {
  const open = usePage();

  it.each(CASES)("$path: kept in the other language and again after Back", async (draft) => {
    const page = await open(draft.path, { width });
    await waitForHydration(page);
    const form = page.locator("main form[method=post]").first();
    for (const [name, value] of Object.entries(draft.values)) await field(form, name).fill(value);
    if (draft.choice) await form.locator(`[name="${draft.choice[0]}"][value="${draft.choice[1]}"]`).check();

    await headerLanguage(page, draft.other.name).click();
    await page.waitForURL(draft.other.path);
    await expect
      .poll(() => shownValues(page, draft.other.lang, draft), { message: "after switching" })
      .toEqual(expected(draft));

    await page.goBack();
    await page.waitForURL((url) => url.pathname === draft.path);
    await expect
      .poll(() => shownValues(page, draft.lang, draft), { message: "after Back" })
      .toEqual(expected(draft));
  });
});

describe("a sent form", () => {
  const open = usePage();

  it("leaves nothing behind: the page opened again starts empty", async () => {
    const page = await open("/hi/contact-us", { width: 375 });
    await waitForHydration(page);
    const form = page.locator("main form[method=post]").first();
    const contact = CASES[2] as DraftCase;
    for (const [name, value] of Object.entries(contact.values)) await field(form, name).fill(value);
    await form.locator("button[type=submit]").click();
    await expect.poll(() => form.locator('[role="status"]').textContent()).toMatch(/\S/);
    expect(await field(form, "name").inputValue()).toBe("");

    await headerLanguage(page, "ગુજરાતી").click();
    await page.waitForURL(/\/gu\/contact-us$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("gu");
    await waitForHydration(page);
    const other = page.locator("main form[method=post]").first();
    expect(await field(other, "name").inputValue()).toBe("");
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});
