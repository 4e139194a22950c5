/**
 * The lift planner at 375 and 1280 px: from a type page to an answer, a shared URL that restores
 * it, the answer without JavaScript, keyboard-only use, accessibility, the one-frame update on a
 * slowed CPU, the printed spec sheet and a booking that stores the plan with the lead.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { storedLeads } from "./support/lead-forms.ts";

const widths = [375, 1280] as const;
const SHARED = "/lift-planner?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1500";

const summary = (page: Page) => page.locator("#planner-summary").textContent();
const chosen = (page: Page) => page.locator("#planner-chosen").textContent();
const plan = (page: Page) => page.locator("#planner-plan").inputValue();
const bookingParam = (page: Page) => new URL(page.url()).searchParams.get("book");
/** A goods lift chosen for 1,200 kg, then asked to carry 4,500 kg: the choice no longer fits. */
const OUTGROWN = "/lift-planner?type=goods&load=4500&book=goods-1500";

/** Fills the planner's booking form with a unique name and sends it; returns the name. */
async function sendBooking(page: Page, tag: string) {
  const form = page.locator("#planner-booking-form");
  await form.getByLabel(/^Name/).fill(tag);
  await form.getByLabel(/^Mobile number/).fill("9876543210");
  await form.getByLabel(/^Email/).fill("architect@example.com");
  await form.getByRole("button", { name: "BOOK NOW" }).click();
  return form;
}
const results = (page: Page) => page.locator("#planner-results").innerHTML();
const modelNames = (page: Page) =>
  page.locator("#planner-results > ol .planner-model__name").allTextContents();

describe.each(widths)("lift planner at %i px", (width) => {
  const open = usePage();

  it("leads from a type page to an answer that follows every keystroke", async () => {
    const page = await open("/passenger-elevators", { width });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Will it fit your building?" }).click();
    await page.waitForURL(`${baseUrl()}/lift-planner?type=passenger`);
    expect(await page.getByLabel("Lift type").inputValue()).toBe("passenger");
    await page.getByLabel("Persons").fill("8");
    await expect.poll(() => page.locator("#planner-capacity").textContent()).toContain("8 persons = 544 kg");
    await page.getByLabel("Shaft width").fill("1800");
    await page.getByLabel("Shaft depth").fill("1800");
    expect(await summary(page)).toMatch(/^3 models fit Passenger Elevators, 8 persons/);
    expect((await modelNames(page))[0]).toMatch(/^8 persons, 544 kg: Passenger elevator, telescopic/);
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1800");
    await page.getByLabel("Shaft depth").fill("1500");
    expect(await summary(page)).toMatch(/^No model fits/);
    await expect(page.getByText("The smallest change that makes it fit").isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("restores a shared URL, the same answer as the server's page without JavaScript", async () => {
    const withJs = await open(SHARED, { width });
    await waitForHydration(withJs);
    expect(await withJs.getByLabel("Persons").inputValue()).toBe("8");
    expect(await withJs.getByLabel("Shaft depth").inputValue()).toBe("1500");
    expect(await summary(withJs)).toMatch(/^No model fits Passenger Elevators, 8 persons/);
    expect(await withJs.locator(".planner-nofit").textContent()).toContain("make the shaft 200 mm deeper");
    const withoutJs = await open(SHARED, { width, javaScriptEnabled: false });
    expect(await results(withoutJs)).toBe(await results(withJs));
    expect(await summary(withoutJs)).toBe(await summary(withJs));
  });

  it("answers a GET form without JavaScript, with messages next to bad fields", async () => {
    const page = await open("/lift-planner", { width, javaScriptEnabled: false });
    await page.getByLabel("Lift type").selectOption("goods");
    await page.getByLabel("Load (kg)").fill("1200");
    await page.getByLabel("Pit depth").fill("1.6");
    await page.getByRole("button", { name: "Show lifts that fit" }).click();
    await page.waitForURL(/load=1200/);
    expect(await page.locator("#planner-pit-error").textContent()).toBe(
      "Enter millimetres: 1.6 m is 1,600 mm",
    );
    expect(await page.getByLabel("Pit depth").getAttribute("aria-invalid")).toBe("true");
    expect(await summary(page)).toMatch(
      /^Some figures need a correction .* 5 models fit Goods Lifts, 1,200 kg/,
    );
    expect(await page.getByLabel("Lift type").inputValue()).toBe("goods");
    // The server's page and the hydrated one show the same messages; axe runs on the hydrated one.
    for (const javaScriptEnabled of [false, true]) {
      const bad = await open("/lift-planner?type=tower&persons=-3", { width, javaScriptEnabled });
      if (javaScriptEnabled) await waitForHydration(bad);
      expect(await bad.locator("#planner-type-error").textContent()).toBe(
        "Choose one of the listed lift types",
      );
      expect(await bad.locator("#planner-persons-error").textContent()).toBe(
        "Enter the number of persons from 1 to 100",
      );
      if (javaScriptEnabled) expect(await axeViolations(bad)).toEqual([]);
    }
  });
});

describe("lift planner", () => {
  const open = usePage();

  it("works with the keyboard alone: fields, answer, booking", async () => {
    const page = await open("/lift-planner", { width: 1280 });
    await waitForHydration(page);
    await page.getByLabel("Lift type").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.type("10");
    for (let tab = 0; tab < 3; tab++) await page.keyboard.press("Tab");
    await page.keyboard.type("2000");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("planner-results-title");
    expect(await summary(page)).toMatch(/^\d+ models fit 10 persons, shaft width 2,000 mm/);
    const book = page.locator(".planner-model__book").first();
    await book.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("planner-book-title");
    expect(await page.locator("#planner-chosen").textContent()).toMatch(/^For: 10 persons, 680 kg/);
  });

  it("keeps what a visitor types before the page's code has loaded (a slow phone)", async () => {
    const page = await open("/robots.txt", { width: 375 });
    // The page's code is held back until the prerendered form has been typed into.
    let codeArrives = () => {};
    const typed = new Promise<void>((resolve) => {
      codeArrives = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/lift-planner`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Shaft width").fill("1800");
    await page.getByLabel("Lift type").selectOption("passenger");
    expect(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
      "typed before hydration",
    ).toBe(undefined);
    codeArrives();
    await waitForHydration(page);
    // The next keystroke after hydration renders the form again: the early values stay.
    await page.getByLabel("Persons", { exact: true }).fill("8");
    await expect.poll(() => page.url()).toContain("shaftWidth=1800");
    expect(page.url()).toContain("type=passenger");
    expect(await page.getByLabel("Shaft width").inputValue()).toBe("1800");
    expect(await summary(page)).toMatch(/8 persons, shaft width 1,800 mm/);
  });

  it("updates the answer before the next frame on a 4x slowed CPU", async () => {
    const page = await open("/lift-planner", { width: 375 });
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.getByLabel("Persons").focus();
    await page.evaluate(() => {
      const state = window as unknown as { frameChecks: boolean[] };
      state.frameChecks = [];
      // Registered after React's own listeners: reads the answer as it was before this keystroke.
      document.addEventListener(
        "input",
        () => {
          const before = document.getElementById("planner-summary")?.textContent;
          requestAnimationFrame(() => {
            state.frameChecks.push(document.getElementById("planner-summary")?.textContent !== before);
          });
        },
        true,
      );
    });
    await page.keyboard.type("26");
    const checks = () => page.evaluate(() => (window as unknown as { frameChecks: boolean[] }).frameChecks);
    // Each keystroke's answer is on screen by the next frame.
    await expect.poll(checks).toEqual([true, true]);
    expect(await summary(page)).toMatch(/^1 model fits 26 persons/);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  it("prints a one-page spec sheet with the company's name and contacts", async () => {
    const page = await open("/lift-planner?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1800", {
      width: 1280,
    });
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".planner-print-head").isVisible()).resolves.toBe(true);
    await expect(page.locator(".site-header").isVisible()).resolves.toBe(false);
    await expect(page.locator(".planner-form").isVisible()).resolves.toBe(false);
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  it("books a site visit for the chosen lift and stores the plan with the lead", async () => {
    const page = await open("/lift-planner?type=hospital&persons=12&shaftDepth=2800", { width: 375 });
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Book a site visit for this lift\s*:\s*15 persons/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("planner-book-title");
    await expect.poll(() => new URL(page.url()).searchParams.get("book")).toBe("hospital-15");
    const form = page.locator("#planner-booking-form");
    await expect.poll(() => form.getByLabel("Company or firm").isChecked()).toBe(true);
    expect(await form.getByLabel("Project type").inputValue()).toBe("New Construction");
    const tag = `Planner ${Date.now()}`;
    await form.getByLabel(/^Name/).fill(tag);
    await form.getByLabel(/^Mobile number/).fill("9876543210");
    await form.getByLabel(/^Email/).fill("architect@example.com");
    await form.getByRole("button", { name: "BOOK NOW" }).click();
    await expect.poll(() => form.locator(".form-status").textContent()).toContain("Appointment scheduled");
    const lead = (await storedLeads("appointment", tag))[0];
    expect(lead?.data.category).toBe("Corporate");
    expect(lead?.data.projectType).toBe("New Construction");
    expect(lead?.data.plan).toMatch(/^Chosen lift: 15 persons, 1,020 kg: Hospital bed elevator/);
    expect(lead?.data.plan).toContain("(model hospital-15)");
    expect(lead?.data.plan).toContain(
      "Planner inputs: Hospital Elevators, 12 persons, shaft depth 2,800 mm.",
    );
  });
});

describe("lift planner: a chosen lift and changed figures", () => {
  const open = usePage();

  it("drops a chosen lift the new figures rule out, while typing, and never books it", async () => {
    const page = await open("/lift-planner?type=goods&load=1200", { width: 375 });
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Book a site visit for this lift\s*:\s*1,500 kg/ }).click();
    await expect.poll(() => chosen(page)).toMatch(/^For: 1,500 kg: Goods lift/);
    await expect.poll(() => bookingParam(page)).toBe("goods-1500");
    await page.getByLabel("Load (kg)").fill("4500");
    expect(await chosen(page)).toMatch(/^1,500 kg: Goods lift.* does not fit these figures/);
    expect(await plan(page)).toBe("Planner inputs: Goods Lifts, 4,500 kg.");
    await expect.poll(() => new URL(page.url()).search).toBe("?type=goods&load=4500");
    // Back within the figures it fits, the choice stands again.
    await page.getByLabel("Load (kg)").fill("1500");
    expect(await chosen(page)).toMatch(/^For: 1,500 kg: Goods lift/);
    await expect.poll(() => bookingParam(page)).toBe("goods-1500");
    // Another type rules it out too.
    await page.getByLabel("Lift type").selectOption("home");
    expect(await chosen(page)).toMatch(/^1,500 kg: Goods lift.* does not fit these figures/);
    expect(await plan(page)).not.toContain("Chosen lift");
    await expect.poll(() => bookingParam(page)).toBe(null);
    const tag = `Planner outgrown ${Date.now()}`;
    const form = await sendBooking(page, tag);
    await expect.poll(() => form.locator(".form-status").textContent()).toContain("Appointment scheduled");
    const lead = (await storedLeads("appointment", tag))[0];
    expect(lead?.data.plan).toBe("Planner inputs: Bungalow & Home Lifts, 1,500 kg.");
    expect(lead?.sourcePage).toBe("/lift-planner?type=home&load=1500");
  });

  it("gives a shared link with an outgrown choice the same answer with and without JavaScript", async () => {
    const withJs = await open(OUTGROWN, { width: 1280 });
    await waitForHydration(withJs);
    expect(await chosen(withJs)).toMatch(/^1,500 kg: Goods lift.* does not fit these figures/);
    expect(await plan(withJs)).toBe("Planner inputs: Goods Lifts, 4,500 kg.");
    await expect.poll(() => bookingParam(withJs)).toBe(null);
    const withoutJs = await open(OUTGROWN, { width: 1280, javaScriptEnabled: false });
    expect(await chosen(withoutJs)).toBe(await chosen(withJs));
    expect(await plan(withoutJs)).toBe(await plan(withJs));
  });

  it("marks the nearest lift, booked when nothing fits, as needing the change", async () => {
    const page = await open(SHARED, { width: 1280 });
    await waitForHydration(page);
    await page.locator(".planner-model__book").first().click();
    await expect
      .poll(() => chosen(page))
      .toMatch(/does not fit these figures as they are.*make the shaft 200 mm deeper/);
    expect(await plan(page)).toMatch(
      /Does not fit the figures given: needs a 1,700 mm deep shaft, you have 1,500 mm\./,
    );
  });
});

describe("lift planner and the browser's history", () => {
  const open = usePage();

  it("goes back from a chosen lift to the results, and typing adds no history", async () => {
    const page = await open("/lift-planner?type=goods&load=1200", { width: 375 });
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (["fetch", "xhr", "document"].includes(request.resourceType())) requests.push(request.url());
    });
    const entries = () => page.evaluate(() => window.history.length);
    const before = await entries();
    await page.getByLabel("Load (kg)").fill("1100");
    await expect.poll(() => new URL(page.url()).search).toBe("?type=goods&load=1100");
    await page.getByLabel("Pit depth").fill("1600");
    await expect.poll(() => new URL(page.url()).search).toBe("?type=goods&load=1100&pit=1600");
    expect(await entries()).toBe(before);
    const book = page.getByRole("link", { name: /^Book a site visit for this lift\s*:\s*1,500 kg/ });
    await book.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("planner-book-title");
    await expect.poll(entries).toBe(before + 1);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/lift-planner?type=goods&load=1100&pit=1600`);
    await expect.poll(() => chosen(page)).toMatch(/^Choose Book a site visit/);
    expect(await summary(page)).toMatch(/^2 models fit Goods Lifts, 1,100 kg, pit 1,600 mm/);
    // Where the visitor was: the lift they chose from is on screen again.
    const onScreen = () =>
      book.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(onScreen).toBe(true);
    await page.goForward();
    await expect.poll(() => chosen(page)).toMatch(/^For: 1,500 kg: Goods lift/);
    expect(bookingParam(page)).toBe("goods-1500");
    // Choosing the same lift again adds no second entry.
    await page.locator("#planner-results-title").focus();
    await book.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("planner-book-title");
    expect(await entries()).toBe(before + 1);
    // Moving within the planner loads no data or page: the answer is computed in the page.
    expect(requests).toEqual([]);
  });
});

describe("lift planner without JavaScript", () => {
  const open = usePage();

  it("books the chosen lift with a native form post that carries the plan", async () => {
    const page = await open("/lift-planner?type=home&persons=6", { width: 1280, javaScriptEnabled: false });
    await page.getByRole("link", { name: /^Book a site visit for this lift\s*:\s*6 persons/ }).click();
    await page.waitForURL(/book=home-6/);
    expect(await page.locator("#planner-chosen").textContent()).toMatch(
      /^For: 6 persons, 408 kg: Bungalow lift/,
    );
    const form = page.locator("#planner-booking-form");
    const tag = `Planner no-JS ${Date.now()}`;
    await form.getByLabel(/^Name/).fill(tag);
    await form.getByLabel(/^Mobile number/).fill("9876543210");
    await form.getByLabel(/^Email/).fill("owner@example.com");
    await Promise.all([
      page.waitForURL(/\/thank-you\?type=appointment/),
      form.getByRole("button", { name: "BOOK NOW" }).click(),
    ]);
    const lead = (await storedLeads("appointment", tag))[0];
    expect(lead?.data.plan).toContain("(model home-6)");
    expect(lead?.data.plan).toContain("Planner inputs: Bungalow & Home Lifts, 6 persons.");
  });

  it("drops a chosen lift the link's figures rule out, and books without it", async () => {
    const page = await open(OUTGROWN, { width: 375, javaScriptEnabled: false });
    expect(await chosen(page)).toMatch(/^1,500 kg: Goods lift.* does not fit these figures/);
    expect(await plan(page)).toBe("Planner inputs: Goods Lifts, 4,500 kg.");
    const tag = `Planner outgrown no-JS ${Date.now()}`;
    await Promise.all([page.waitForURL(/\/thank-you\?type=appointment/), sendBooking(page, tag)]);
    const lead = (await storedLeads("appointment", tag))[0];
    expect(lead?.data.plan).toBe("Planner inputs: Goods Lifts, 4,500 kg.");
  });
});
