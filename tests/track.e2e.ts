/**
 * A service ticket's tracking page in Chromium against the real server: reported through the API,
 * followed at its private link at 375 and 1280 px, in English and Hindi, with and without
 * JavaScript; the timeline follows the ticket as staff move it; axe finds nothing; an unknown link
 * is a 404 page in the language of its address.
 */
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { serviceSteps } from "../content/home.ts";
import { TRACK_PATH_PREFIX } from "../contracts/service/schema.ts";
import { stepName } from "../server/service/tracking.ts";
import { messageText } from "../server/testing/messages.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, noJs, phone } from "./support/pages.ts";
import { reportTicket, workTicket } from "./support/tickets.ts";

/** The reporter's email, which the tracking page never shows. */
const EMAIL = "kiran@example.com";
const report = (sourcePage: string) => reportTicket({ email: EMAIL, sourcePage });

describe("the tracking page", () => {
  const open = usePage();

  it.each([phone, desktop])("shows the six steps and how to reach us, hydrated, at %o", async (size) => {
    const { ticket, trackPath } = await report("/service");
    const page = await open(trackPath, size);
    await waitForHydration(page);
    await expect.poll(() => page.title()).toContain(ticket);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      messageText("en", "track_title"),
    );
    const steps = page.locator(".track__steps > li");
    expect(await steps.count()).toBe(6);
    for (const [index, step] of serviceSteps.entries())
      expect(await steps.nth(index).locator(".track__step-name").textContent()).toBe(step.name);
    // The current step says since when it runs (the ticket's first step: when it was received).
    expect(await page.locator('[aria-current="step"] .track__step-state').textContent()).toMatch(
      /^In progress since \d/,
    );
    expect(await page.getByText("98••••••45").count()).toBe(1);
    expect(await page.content()).not.toContain(EMAIL);
    const call = page.getByRole("link", { name: `Call ${company.phones.support.display}` });
    expect(await call.getAttribute("href")).toBe(`tel:${company.phones.support.tel}`);
    const whatsApp = page.getByRole("link", { name: messageText("en", "track_whatsapp") });
    expect(decodeURIComponent((await whatsApp.getAttribute("href")) ?? "")).toContain(ticket);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("follows the ticket in Hindi as staff move it, without JavaScript too", async () => {
    const { trackPath } = await report("/hi/service");
    await workTicket(trackPath, ["inform", "visit"], (repo, ticketId, engineerId) =>
      repo.tickets.assign(ticketId, engineerId, new Date(Date.now() + 2 * 60 * 60 * 1000)),
    );
    for (const options of [phone, { ...desktop, ...noJs }]) {
      const page = await open(trackPath, options);
      expect(await page.getAttribute("html", "lang")).toBe("hi");
      expect(await page.locator("h1").textContent()).toBe(messageText("hi", "track_title"));
      expect(await page.locator(".track__step--done").count()).toBe(2);
      expect(await page.locator('[aria-current="step"] .track__step-name').textContent()).toBe(
        stepName("visit", "hi"),
      );
      expect(await page.getByText("आपके इंजीनियर: Ramesh").count()).toBe(1);
      expect(await page.getByText(/^इंजीनियर की विज़िट: /).count()).toBe(1);
      if (options === phone) expect(await axeViolations(page)).toEqual([]);
    }
  }, 120_000);

  it.each([
    ["en", phone],
    ["gu", phone],
    ["hi", { ...phone, ...noJs }],
    ["gu", desktop],
  ] as const)("answers an unknown link with a 404 page in its language (%s, %o)", async (locale, options) => {
    const prefix = locale === "en" ? "" : `/${locale}`;
    const page = await open(`${prefix}${TRACK_PATH_PREFIX}${"z".repeat(32)}`, {
      ...options,
      allowErrors: ["http 404", "Failed to load resource"],
    });
    const scripted = !("javaScriptEnabled" in options);
    if (scripted) await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe(messageText(locale, "track_missing_title"));
    expect(await page.title()).toContain(messageText(locale, "track_missing_title"));
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    await expect.poll(() => page.getByText(messageText(locale, "track_ask_us")).count()).toBe(1);
    expect(
      await page.getByRole("main").getByRole("link", { name: company.phones.support.display }).count(),
    ).toBe(1);
    // The heading is below the fixed header, not under it.
    const headerBottom = (await page.locator("header").first().boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    if (scripted) expect(await axeViolations(page)).toEqual([]);
  });
});
