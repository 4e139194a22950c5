/**
 * The service request page in Chromium against the real server: a request sent with JavaScript
 * ends on its ticket number and a tracking link that opens; a refused one keeps every value;
 * "someone is trapped" puts the 24/7 call button first; without JavaScript a request lands on its
 * tracking page and a refused one on the site's page with the messages and the values; the
 * Gujarati and Hindi pages in their script; axe at 375 and 1280 px, no sideways scrolling.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { fieldMessage } from "../contracts/leads/errors.ts";
import { messageText } from "../server/testing/messages.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, noJs, phone } from "./support/pages.ts";

const FORM = 'form[action$="/service"]';
const TEXTS = {
  Floor: "3",
  "Building or society name": "Shanti Residency",
  City: "Surat",
  Address: "A wing, Ghod Dod Road",
  "Lift ID": "UE-1142",
  Name: "Kiran Desai",
  Email: "",
  "Preferred visit time": "After 4 pm",
  "What happened?": "The lift stopped between the 3rd and 4th floor.",
};

/** A field by its visible label; a required field's label ends in " *" (hidden from screen readers). */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

/** Fills every field of the form in English; the mobile number as given. */
async function fill(form: Locator, mobile: string) {
  await form.getByRole("radio", { name: "Lift stopped" }).check();
  await form.getByRole("radio", { name: "Not sure" }).check();
  for (const [label, value] of Object.entries(TEXTS)) await field(form, label).fill(value);
  await field(form, "Mobile number").fill(mobile);
}

/** Every text field keeps what was typed, and both choices stay chosen. */
async function expectKept(form: Locator, mobile: string) {
  for (const [label, value] of Object.entries(TEXTS))
    expect(await field(form, label).inputValue(), label).toBe(value);
  expect(await field(form, "Mobile number").inputValue()).toBe(mobile);
  expect(await form.getByRole("radio", { name: "Lift stopped" }).isChecked()).toBe(true);
  expect(await form.getByRole("radio", { name: "Not sure" }).isChecked()).toBe(true);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the service request page", () => {
  const open = usePage();

  it("keeps every value of a refused request, then sends it: ticket number and a tracking link that opens (375 px)", async () => {
    const page = await open("/service", phone);
    await waitForHydration(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    // The page as loaded passes axe in routes.e2e.ts; here axe checks the refused form.
    const form = page.locator(FORM);
    await fill(form, "12345");
    await form.getByRole("button", { name: "SEND REQUEST" }).click();
    const mobile = field(form, "Mobile number");
    await expect.poll(() => mobile.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(fieldMessage("mobileInvalid", "en")).count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("mobileNo");
    await expectKept(form, "12345");

    await mobile.fill("98250 12345");
    await form.getByRole("button", { name: "SEND REQUEST" }).click();
    const sent = page.getByRole("heading", { name: "Request received" });
    await sent.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Request received");
    const ticket = (await page.locator(".service-sent__ticket strong").textContent()) ?? "";
    expect(ticket).toMatch(/^SR-\d{4}-\d{5,}$/);
    expect(await form.isHidden()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const track = page.getByRole("link", { name: "Follow your request" });
    expect(await track.getAttribute("href")).toMatch(/^\/track\/[A-Za-z0-9_-]{32}$/);
    await track.click();
    await page.waitForURL(/\/track\//);
    await expect.poll(() => page.title()).toContain(ticket);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      messageText("en", "track_title"),
    );
  }, 60_000);

  it("puts the 24/7 call button first and under the choice when someone is trapped (1280 px)", async () => {
    const page = await open("/service", desktop);
    await waitForHydration(page);
    const tel = `tel:${company.phones.support.tel}`;
    // The first link below the banner is the call button, with or without the choice.
    const firstLink = page.locator(".service-desk a").first();
    expect(await firstLink.getAttribute("href")).toBe(tel);
    await page.getByRole("radio", { name: "Someone is trapped" }).check();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.getByRole("heading").textContent()).toBe("Someone is trapped: call us now");
    const call = alert.getByRole("link", { name: `Call ${company.phones.support.display}` });
    expect(await call.getAttribute("href")).toBe(tel);
    expect(await page.locator(".service-emergency--urgent").count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Doors not working" }).check();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
  });

  it("without JavaScript: a refused request is shown again in the site's page with the messages and the values, then lands on its tracking page", async () => {
    // The page shown again answers with the API's status (400), as the lead forms' send page.
    const page = await open("/service", { ...phone, ...noJs, allowErrors: ["http 400", "status of 400"] });
    // Advice and the call button are in the HTML itself.
    expect(await page.getByText("Do not force the doors open.").count()).toBe(1);
    const form = page.locator(FORM);
    await fill(form, "12345");
    await form.getByRole("button", { name: "SEND REQUEST" }).click();
    await page.waitForURL((url) => url.pathname === "/service");
    const summary = page.getByRole("alert");
    expect(await summary.getByRole("heading").textContent()).toBe("Your request was not sent yet");
    expect(await summary.textContent()).toContain(`Mobile number: ${fieldMessage("mobileInvalid", "en")}`);
    // Each message links to its field; a link to the summary comes first on the page.
    const href = await summary
      .getByRole("link", { name: fieldMessage("mobileInvalid", "en") })
      .getAttribute("href");
    expect(await page.locator(`${FORM} [name="mobileNo"]`).getAttribute("id")).toBe(href?.slice(1));
    expect(await page.locator('a[href="#refusal-title"]').textContent()).toBe(
      "Your request was not sent yet",
    );
    expect(await page.locator("header").count()).toBeGreaterThan(0);
    expect(await page.locator("footer").count()).toBeGreaterThan(0);
    await expectKept(page.locator(FORM), "12345");

    await field(page.locator(FORM), "Mobile number").fill("9825012345");
    await page.locator(FORM).getByRole("button", { name: "SEND REQUEST" }).click();
    await page.waitForURL(/\/track\/[A-Za-z0-9_-]{32}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      messageText("en", "track_title"),
    );
  }, 60_000);

  it.each([
    ["gu", /\p{Script=Gujarati}/u, "કોઈ ફસાયું છે"],
    ["hi", /\p{Script=Devanagari}/u, "कोई फँसा है"],
  ] as const)(
    "in %s, the page, the form and the emergency view speak its script",
    async (locale, script, trapped) => {
      const page = await open(`/${locale}/service`, phone);
      await waitForHydration(page);
      await page.getByRole("radio", { name: trapped }).check();
      await page.getByRole("alert").waitFor();
      const text = await page.locator("main").innerText();
      const letters = [...text.replace(/Urdhva Elevators|AMC|ID|name@example\.com/g, "")].filter((char) =>
        /\p{L}/u.test(char),
      );
      const share = letters.filter((char) => script.test(char)).length / letters.length;
      expect(share).toBeGreaterThan(0.97);
      expect(await page.locator("form").getAttribute("action")).toBe(`/${locale}/service`);
    },
  );
});
