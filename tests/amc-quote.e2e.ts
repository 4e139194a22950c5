/**
 * The AMC quote request at 375 and 1280 px: reached from a type page and the service page, sent
 * with JavaScript and without, a refused post shown again with every value kept and the message
 * by its field, the Gujarati page in its own script with its acknowledgement in Gujarati, and axe
 * clean. Each stored request is read back with `npm run leads -- export`.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sendPath } from "../contracts/leads/forms.ts";
import { AMC_QUOTE_PATH } from "../contracts/paths.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import {
  ERRORS_EXPECTED,
  eventually,
  fieldOf,
  receivedMails,
  statusText,
  storedLeads,
  uniqueTag,
} from "./support/lead-forms.ts";

/** The form in any language: its action is the send page in the page's language. */
const FORM = `form[action$="${sendPath("amcQuote")}"]`;

/** What a visitor types and picks; `tag` makes the request findable among the stored ones. */
function request(tag: string) {
  return {
    liftCount: "3",
    liftType: "passenger",
    stops: "11",
    make: "Otis",
    yearInstalled: "2011",
    currentMaintainer: "Local contractor",
    cover: "semi-comprehensive",
    site: `Shanti Residency ${tag}`,
    city: "Surat",
    name: `Hetal Shah ${tag}`,
    mobileNo: "9825067890",
    email: `hetal.${tag}@example.com`,
  };
}

/** Fills the form by its fields' names (the labels are checked by the Gujarati test). */
async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (name === "liftType") await form.locator('select[name="liftType"]').selectOption(value);
    else if (name === "cover") await form.locator(`input[name="cover"][value="${value}"]`).check();
    else await form.locator(`[name="${name}"]`).fill(value);
  }
}

async function openForm(open: (path: string, options?: object) => Promise<Page>, path: string, options = {}) {
  const page = await open(path, options);
  const javaScript = (options as { javaScriptEnabled?: boolean }).javaScriptEnabled !== false;
  if (javaScript) {
    await waitForHydration(page);
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate,
      FORM,
    );
  }
  return { page, form: page.locator(FORM) };
}

/** A subject as the SMTP server received it: UTF-8 words in base64 (RFC 2047), joined. */
function decodeSubject(value: string): string {
  const words = [...value.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)];
  if (words.length === 0) return value;
  return Buffer.concat(words.map(([, text = ""]) => Buffer.from(text, "base64"))).toString("utf8");
}

describe("the AMC quote request", () => {
  const open = usePage();

  it("is linked from every type page in its language", async () => {
    const page = await open("/hi/goods-lift", { width: 375 });
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "AMC का कोटेशन मँगाएँ" });
    expect(await link.getAttribute("href")).toBe(`/hi${AMC_QUOTE_PATH}`);
    await Promise.all([page.waitForURL(`**/hi${AMC_QUOTE_PATH}`), link.click()]);
    await eventually(() => page.locator("h1").textContent()).toBe("AMC कोटेशन");
  });

  it("is linked from the service page in its language", async () => {
    const page = await open("/gu/service", { width: 1280 });
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "AMCનું ક્વોટેશન મંગાવો" });
    expect(await link.getAttribute("href")).toBe(`/gu${AMC_QUOTE_PATH}`);
    await Promise.all([page.waitForURL(`**/gu${AMC_QUOTE_PATH}`), link.click()]);
    await eventually(() => page.locator("h1").textContent()).toBe("AMC ક્વોટેશન");
  });

  it("with JavaScript checks the fields, sends the request and confirms it (375 px)", async () => {
    const { page, form } = await openForm(open, AMC_QUOTE_PATH, { width: 375 });
    const tag = uniqueTag();
    const values = request(tag);
    await fill(form, { ...values, liftCount: "0" });
    await form.locator('button[type="submit"]').click();
    await eventually(() => form.locator(".field__error").allTextContents()).toEqual([
      "Please enter a whole number from 1 to 100",
    ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("liftCount");
    await fieldOf(form, "Number of lifts").fill(values.liftCount);
    await form.locator('button[type="submit"]').click();
    await eventually(() => statusText(form)).toBe(
      "Request received! We will call you within one working day to see your lifts and prepare the quote.",
    );
    const stored = await storedLeads("amcQuote", tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toStrictEqual(values);
    expect(stored[0]!.sourcePage).toBe(AMC_QUOTE_PATH);
    // Sent: the form starts again empty.
    expect(await form.locator('[name="site"]').inputValue()).toBe("");
  });

  it("without JavaScript posts natively and ends on the confirmation page (1280 px)", async () => {
    const { page, form } = await openForm(open, AMC_QUOTE_PATH, { javaScriptEnabled: false, width: 1280 });
    const tag = uniqueTag();
    const values = request(tag);
    await fill(form, values);
    await Promise.all([
      page.waitForURL(/\/thank-you\?type=amcQuote$/),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(await page.getByRole("status").textContent()).toContain("Request received!");
    const stored = await storedLeads("amcQuote", tag);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toStrictEqual(values);
  });

  it("without JavaScript shows a refused request again with every value kept and the message by its field", async () => {
    const { page, form } = await openForm(open, AMC_QUOTE_PATH, {
      javaScriptEnabled: false,
      width: 375,
      // The send page answers a refused post with 400.
      allowErrors: ERRORS_EXPECTED,
    });
    const tag = uniqueTag();
    const values = { ...request(tag), stops: "1", yearInstalled: "1890" };
    await fill(form, values);
    await Promise.all([
      page.waitForURL(`**${sendPath("amcQuote")}`),
      form.locator('button[type="submit"]').click(),
    ]);
    const again = page.locator(FORM);
    expect(await page.getByRole("alert").locator("li").allTextContents()).toEqual([
      "Stops per lift: Please enter a whole number from 2 to 100",
      "Year installed: Please enter a year from 1950 to this year, such as 2015",
    ]);
    for (const [name, value] of Object.entries(values)) {
      if (name === "cover")
        expect(await again.locator(`input[name="cover"][value="${value}"]`).isChecked()).toBe(true);
      else expect(await again.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
    }
    expect(await again.locator('[name="stops"]').getAttribute("aria-invalid")).toBe("true");
    expect(await storedLeads("amcQuote", tag)).toHaveLength(0);
    // Corrected on the send page, it goes through.
    await again.locator('[name="stops"]').fill("4");
    await again.locator('[name="yearInstalled"]').fill("2001");
    await Promise.all([
      page.waitForURL(/\/thank-you\?type=amcQuote$/),
      again.locator('button[type="submit"]').click(),
    ]);
    expect(await storedLeads("amcQuote", tag)).toHaveLength(1);
  });

  it("in Gujarati is written in Gujarati and acknowledged by email in Gujarati", async () => {
    const { page, form } = await openForm(open, `/gu${AMC_QUOTE_PATH}`, { width: 1280 });
    expect(await page.locator("html").getAttribute("lang")).toBe("gu");
    const main = (await page.locator("main").innerText()).replace(
      /AMC|24\/7|\+91[\d ]+|\d+|Urdhva Elevators/g,
      "",
    );
    const letters = main.match(/\p{L}/gu) ?? [];
    const gujarati = main.match(/\p{Script=Gujarati}/gu) ?? [];
    expect(gujarati.length / letters.length).toBeGreaterThan(0.97);
    expect(await form.locator('select[name="liftType"] option').allTextContents()).toEqual([
      "લિફ્ટનો પ્રકાર પસંદ કરો",
      "કેપ્સ્યુલ લિફ્ટ",
      "પેસેન્જર લિફ્ટ",
      "હોસ્પિટલ લિફ્ટ",
      "હાઇડ્રોલિક લિફ્ટ",
      "બંગલો/હોમ લિફ્ટ",
      "ગુડ્સ લિફ્ટ",
    ]);
    expect(await fieldOf(form, "લિફ્ટની સંખ્યા").count()).toBe(1);
    const tag = uniqueTag();
    const values = request(tag);
    await fill(form, values);
    await form.locator('button[type="submit"]').click();
    await eventually(() => statusText(form)).toContain("વિનંતી મળી ગઈ!");
    const stored = await storedLeads("amcQuote", tag);
    expect(stored[0]).toMatchObject({ sourcePage: `/gu${AMC_QUOTE_PATH}`, data: values });
    await eventually(() =>
      receivedMails(values.email).map((mail) => decodeSubject(mail.headers.subject ?? "")),
    ).toEqual(["તમારી AMC ક્વોટેશનની વિનંતી અમને મળી ગઈ છે - Urdhva Elevators"]);
    expect(receivedMails(values.email)[0]!.body).toContain("AMC ક્વોટેશનની તમારી વિનંતી મળી ગઈ છે");
  });

  it.each([
    ["/", 375],
    ["/", 1280],
    ["/hi/", 375],
    ["/hi/", 1280],
  ])("has no axe violations in %s at %i px, also with its messages showing", async (prefix, width) => {
    const path = prefix === "/" ? AMC_QUOTE_PATH : `/hi${AMC_QUOTE_PATH}`;
    const { page, form } = await openForm(open, path, { width });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await form.locator('button[type="submit"]').click();
    await eventually(() => form.locator(".field__error").count()).toBe(9);
    expect(await axeViolations(page)).toEqual([]);
  });
});
