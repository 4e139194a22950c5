/**
 * A ticket's whole journey against the real server and database: a customer sends the /service
 * form (English at 375 px, Gujarati from /gu/service at 1280 px); staff find it in the inbox by its
 * number, assign an engineer and plan the visit, and take it through the six steps with one tap
 * each (on the phone by keyboard only); the customer's tracking page, at both widths, shows every
 * step done with its time, in the ticket's language. axe on every inbox ticket page visited; any
 * console error fails (usePage).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_STEP_IDS } from "../contracts/service/fields.ts";
import { stepName } from "../server/service/tracking.ts";
import { messageText } from "../server/testing/messages.ts";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { addAccount, signIn } from "./support/inbox.ts";
import { desktop, phone } from "./support/pages.ts";

const tag = Date.now().toString(36);
const engineer = { email: `meena.${tag}@example.com`, name: `Meena Journey${tag}` };

/** Fills the service form by its fields' names (the same in every language) and sends it. */
async function sendServiceForm(page: Page, building: string) {
  await waitForHydration(page);
  const form = page.locator('form[action$="/service"]');
  const text = (name: string) => form.locator(`[name="${name}"]`);
  await form.locator('[name="problem"][value="stopped"]').check();
  await form.locator('[name="underAmc"][value="yes"]').check();
  await text("floor").fill("3");
  await text("description").fill("The lift stopped between floors.");
  await text("building").fill(building);
  await text("city").fill("Surat");
  await text("address").fill("A wing, Ghod Dod Road");
  await text("name").fill("Kiran Desai");
  await text("mobileNo").fill("98250 12345");
  await form.locator('button[type="submit"]').click();
  const number = page.locator(".service-sent__ticket strong");
  await number.waitFor();
  const ticket = (await number.textContent()) ?? "";
  expect(ticket).toMatch(/^SR-\d{4}-\d{5,}$/);
  const trackPath =
    (await page.locator('.service-sent a[href*="/track/"]').first().getAttribute("href")) ?? "";
  // The ticket's own address carries its language's prefix (none for English).
  expect(trackPath).toMatch(/^(\/(gu|hi))?\/track\/[A-Za-z0-9_-]{32}$/);
  return { ticket, trackPath };
}

/** Tabs from the top of the page to the step button and presses Enter there: no mouse. */
async function tapStepByKeyboard(page: Page, to: string) {
  for (let tab = 0; tab < 60; tab++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (focused.startsWith("Move to")) {
      expect(focused).toBe(`Move to “${to}”`);
      await movedBy(page, () => page.keyboard.press("Enter"));
      return;
    }
  }
  throw new Error("the step button was not reached with Tab");
}

async function tapStep(page: Page, to: string) {
  const button = page.getByRole("button", { name: `Move to “${to}”` });
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await movedBy(page, () => button.click());
}

/**
 * Does `act` and waits for the ticket page it leads to. Every move ends on the same address
 * (`?saved=step`), which the page already has after the first: waiting for that address would
 * not wait at all.
 */
async function movedBy(page: Page, act: () => Promise<void>) {
  await Promise.all([page.waitForEvent("framenavigated"), act()]);
  await page.waitForLoadState("load");
  expect(page.url()).toMatch(/saved=step/);
}

const stepNames = async (page: Page) =>
  (await page.locator("ol.steps > li strong").allTextContents()).map((name) =>
    name.replace(" (current)", ""),
  );

/** Every step done, each with a time, in the ticket's language; the engineer's first name. */
async function expectTracked(steps: Locator, page: Page, locale: "en" | "gu") {
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    messageText(locale, "track_title"),
  );
  expect(await steps.count()).toBe(6);
  expect(await page.locator(".track__step--done").count()).toBe(6);
  const names = await steps.locator(".track__step-name").allTextContents();
  expect(names).toEqual(SERVICE_STEP_IDS.map((id) => stepName(id, locale)));
  for (const state of await steps.locator(".track__step-state").allTextContents())
    expect(state).toMatch(/\d{1,2}:\d{2}|[૦-૯]{1,2}:[૦-૯]{2}/);
  expect(await page.locator(".track__completed").count()).toBe(1);
  expect(await page.locator(".track__engineer").first().textContent()).toContain("Meena");
  expect(await axeViolations(page)).toEqual([]);
}

describe("a service ticket from the form to the customer's tracking page", () => {
  const open = usePage();

  beforeAll(() => addAccount(engineer.email, engineer.name));

  it.each([
    { locale: "en", form: "/service", size: phone, keyboard: true },
    { locale: "gu", form: "/gu/service", size: desktop, keyboard: false },
  ] as const)(
    "$locale from $form at $size.width px: six steps in the inbox, every step done on the tracking page",
    async ({ locale, form, size, keyboard }) => {
      const customer = await open(form, size);
      const { ticket, trackPath } = await sendServiceForm(customer, `Journey Heights ${locale} ${tag}`);

      const inbox = await open("/inbox/tickets", size);
      await signIn(inbox, engineer.email, "**/inbox/tickets");
      await inbox.getByRole("searchbox", { name: "Search every ticket" }).fill(ticket);
      await Promise.all([
        inbox.waitForURL(/[?&]q=/),
        inbox.getByRole("button", { name: "Search", exact: true }).click(),
      ]);
      expect(await axeViolations(inbox)).toEqual([]);
      const card = inbox.locator("ol.cards a.card").filter({ hasText: ticket });
      expect(await card.count()).toBe(1);
      await Promise.all([inbox.waitForURL(/\/inbox\/tickets\/[\w-]+/), card.click()]);
      expect(await inbox.getByRole("heading", { level: 2, name: ticket }).count()).toBe(1);
      expect(await axeViolations(inbox)).toEqual([]);

      await inbox.getByLabel("Engineer").selectOption({ label: engineer.name });
      await Promise.all([
        inbox.waitForURL(/saved=engineer/),
        inbox.getByRole("button", { name: "Assign" }).click(),
      ]);
      const visitDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await inbox.getByLabel("Planned visit (IST)").fill(`${visitDay}T10:30`);
      await Promise.all([
        inbox.waitForURL(/saved=visit/),
        inbox.getByRole("button", { name: "Save visit" }).click(),
      ]);

      const names = await stepNames(inbox);
      expect(names).toHaveLength(SERVICE_STEP_IDS.length);
      for (const to of names.slice(1)) {
        if (keyboard) await tapStepByKeyboard(inbox, to);
        else await tapStep(inbox, to);
        expect(await inbox.getByRole("status").textContent()).toBe("Moved to the next step.");
      }
      expect(await inbox.locator("ol.steps .step-done").count()).toBe(6);
      expect(await inbox.locator(".ticket-pane .notice").last().textContent()).toMatch(/^Completed/);
      expect(await axeViolations(inbox)).toEqual([]);

      for (const width of [phone, desktop]) {
        const tracking = await open(trackPath, width);
        await expectTracked(tracking.locator(".track__steps > li"), tracking, locale);
      }
    },
    120_000,
  );
});
