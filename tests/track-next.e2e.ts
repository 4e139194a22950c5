/**
 * The tracking page says at a glance what happens next (app/sections/track/TicketTracking.tsx, built
 * by server/service/tracking.ts): that the request was received and when, to keep the link, by
 * when an engineer should be on site (content/service-desk.ts), since when the current step runs,
 * why staff paused it, and, for someone trapped, the call button first on the screen. And it can be
 * read in any of the three languages: the header's switcher opens the same ticket in another.
 * Checked in Gujarati and Hindi at 375 and 1280 px; screenshots in SCREENSHOT_DIR when set.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { messageText } from "../server/testing/messages.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { reportTicket, workTicket } from "./support/tickets.ts";

const REQUEST = {
  name: "કિરણ દેસાઈ",
  mobileNo: "9825012345",
  building: "શાંતિ રેસિડેન્સી",
  address: "એ વિંગ, ઘોડ દોડ રોડ",
  city: "સુરત",
  underAmc: "yes",
  floor: "4",
  description: "લિફ્ટ બે માળ વચ્ચે અટકી ગઈ છે.",
};

const report = (sourcePage: string, problem: string) => reportTicket({ ...REQUEST, problem, sourcePage });

const tel = `a[href="tel:${company.phones.support.tel}"]`;
const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

describe.each([375, 1280])("the tracking page at %i px", (width) => {
  const open = usePage();

  it("someone trapped (Gujarati): the call button first on the screen, received, keep the link, the target", async () => {
    const { ticket, trackPath } = await report("/gu/service", "trapped");
    expect(trackPath).toMatch(/^\/gu\/track\//);
    const page = await open(trackPath, { width });
    await waitForHydration(page);
    const screen = await page.evaluate(() => window.innerHeight);
    // The first call link on the page is the trapped box's, on the first screen, above the steps.
    const call = page.locator(`main ${tel}`).first();
    expect((await call.textContent())?.replaceAll("\u00a0", " ")).toBe(
      `${company.phones.support.display} પર હમણાં કૉલ કરો`,
    );
    const callBox = (await call.boundingBox())!;
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(screen);
    expect(callBox.height).toBeGreaterThanOrEqual(44);
    const stepsBox = (await page.locator(".track__steps").boundingBox())!;
    expect(callBox.y).toBeLessThan(stepsBox.y);
    const next = page.locator(".track__next");
    expect(await next.textContent()).toMatch(/હવે શું થશે/);
    expect(await next.textContent()).toMatch(/60 મિનિટમાં/);
    expect(await next.textContent()).toMatch(/તમારી ફરિયાદ અમને મળી ગઈ છે: /);
    expect(await page.locator(".track__keep").textContent()).toMatch(/આ લિંક સાચવી રાખો/);
    expect(await page.locator('[aria-current="step"] .track__step-state').textContent()).toMatch(
      /થી આ પગલા પર$/,
    );
    expect(await page.locator("h1 + *, .breadcrumb-banner").first().textContent()).toContain(ticket);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `track-trapped-gu-${width}`);
  });

  it("paused by staff, waiting for the customer (Hindi): says so, since when, and the number to call", async () => {
    const { trackPath } = await report("/hi/service", "stopped");
    await workTicket(trackPath, ["inform"], async (repo, ticketId, engineerId) =>
      expect(await repo.tickets.pause(ticketId, "client", engineerId, new Date())).toBe(true),
    );
    const page = await open(trackPath, { width });
    await waitForHydration(page);
    const next = (await page.locator(".track__next").textContent()) ?? "";
    expect(next).toMatch(/से काम रुका है: हम आपके जवाब का इंतज़ार कर रहे हैं।/);
    expect(next.replaceAll("\u00a0", " ")).toContain(`${company.phones.support.display} पर कॉल करें`);
    expect(next).not.toMatch(/कोशिश करते हैं/);
    expect(await page.locator(".track__trapped").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `track-paused-hi-${width}`);
  });

  it("completed (Gujarati): says so; read in Hindi through the header's switcher, the same ticket", async () => {
    const { ticket, trackPath } = await report("/gu/service", "doors");
    await workTicket(trackPath, ["inform", "visit", "work", "meet", "complete"]);
    const page = await open(trackPath, { width });
    await waitForHydration(page);
    expect(await page.locator(".track__completed").textContent()).toBe(messageText("gu", "track_completed"));
    expect(await page.locator(".track__keep").count()).toBe(0);
    expect(await page.locator(".track__step--done").count()).toBe(6);
    await shot(page, `track-completed-gu-${width}`);

    await page
      .locator("header")
      .getByRole("navigation", { name: /ભાષા|भाषा|Language/ })
      .getByRole("link", { name: "हिन्दी" })
      .click();
    await page.waitForURL((url) => url.pathname === trackPath.replace(/^\/gu\//, "/hi/"));
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("hi");
    await expect
      .poll(() => page.locator(".track__completed").textContent())
      .toBe(messageText("hi", "track_completed"));
    expect(await page.locator("main").textContent()).toContain(ticket);
    expect(await page.locator(".track__step--done .track__step-state").first().textContent()).toMatch(
      new RegExp(`^${messageText("hi", "track_done").replace("{time}", "")}\\S`),
    );
  });
});
