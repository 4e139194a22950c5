/**
 * The ticket and lead pages where staff act, in the browser at 375 and 1280 px (the inbox sends no
 * JavaScript): every ticket form returns to its own section, which has focus, with its notice or
 * refusal there (a refused planned visit keeps what was typed); a step move that emails the customer
 * asks first (Move and email / Cancel); "Save visit" never covers the date-time field (375-414 px);
 * a customer who withdrew consent is marked on the card and at the top of the page, the contact
 * buttons disabled. Screenshots of each page go to $SCREENSHOT_DIR when it is set.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, usePage } from "./support/browser.ts";
import { addAccount, signIn } from "./support/inbox.ts";
import { receivedMails } from "./support/lead-forms.ts";
import { reportTicket } from "./support/tickets.ts";

const tag = Date.now().toString(36);
const email = `page.${tag}@example.com`;
const shots = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  // What the screen shows: where the page opened after a form.
  await page.screenshot({ path: path.join(shots, `${name}-screen.png`) });
}

async function report(building: string, customer: string): Promise<string> {
  return (await reportTicket({ name: "Kiran Desai", email: customer, building })).ticket;
}

/** Withdraws consent with the personal link of the first email to `address`, as the person would. */
async function withdrawConsent(open: ReturnType<typeof usePage>, address: string) {
  await expect.poll(() => receivedMails(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = receivedMails(address)
    .map((mail) => JSON.stringify(mail))
    .join("\n");
  const link = /\/(?:gu\/|hi\/)?privacy\/request\/[\w-]{43}/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const page = await open(link!, { width: 375, javaScriptEnabled: false });
  await Promise.all([page.waitForURL(/privacy\/done/), page.locator('button[value="withdraw"]').click()]);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

describe("the ticket page where staff act", () => {
  const open = usePage();

  beforeAll(() => addAccount(email, `Meera ${tag}`));

  for (const width of [375, 1280]) {
    it(`returns to the form used, asks before emailing, keeps a refused visit (${width} px)`, async () => {
      const number = await report(`Section Towers ${width} ${tag}`, `cust.${width}.${tag}@example.com`);
      // The refused visit's page answers 400, as it should.
      const page = await open("/inbox/tickets", { width, allowErrors: ["/visit", "status of 400"] });
      await signIn(page, email, "**/inbox/tickets");
      const card = page.locator("ol.cards a.card").filter({ hasText: number });
      await Promise.all([page.waitForURL(/\/inbox\/tickets\//), card.first().click()]);
      const ticketUrl = page.url().split("?")[0]!;
      await shot(page, `ticket-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // The move emails the customer: a confirmation first; Cancel leaves it where it was.
      await page.getByRole("button", { name: "Move to “Inform to Engineer”" }).click();
      await page.waitForURL(/\/step#next-step$/);
      expect(await page.locator("#next-step").textContent()).toContain(
        `emails the customer at cust.${width}.${tag}@example.com`,
      );
      await expect.poll(() => focusedId(page)).toBe("next-step");
      await shot(page, `ticket-confirm-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await Promise.all([
        page.waitForURL(/#next-step$/),
        page.getByRole("link", { name: "Cancel: do not move" }).click(),
      ]);
      expect(await page.locator("ol.steps").textContent()).toContain("Call from Customer (current)");
      await page.getByRole("button", { name: "Move to “Inform to Engineer”" }).click();
      await page.waitForURL(/\/step#next-step$/);
      await Promise.all([
        page.waitForURL(/saved=step#next-step$/),
        page.getByRole("button", { name: "Move and email the customer" }).click(),
      ]);
      await expect.poll(() => focusedId(page)).toBe("next-step");
      expect(await page.locator("#next-step [role=status]").textContent()).toBe("Moved to the next step.");

      // A refused visit: shown in its section, the value kept, the section focused and in view.
      const visit = page.getByLabel("Planned visit (IST)");
      await visit.fill("2020-01-01T10:00");
      await Promise.all([
        page.waitForURL(/\/visit#visit$/),
        page.getByRole("button", { name: "Save visit" }).click(),
      ]);
      expect(await page.getByLabel("Planned visit (IST)").inputValue()).toBe("2020-01-01T10:00");
      expect(await page.locator("#visit [role=alert]").textContent()).toContain(
        "after the ticket was reported",
      );
      await expect.poll(() => focusedId(page)).toBe("visit");
      expect(await inView(page, "#visit")).toBe(true);
      const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("Planned visit (IST)").fill(`${day}T11:30`);
      await Promise.all([
        page.waitForURL(/saved=visit#visit$/),
        page.getByRole("button", { name: "Save visit" }).click(),
      ]);
      await expect.poll(() => focusedId(page)).toBe("visit");
      expect(await inView(page, "#visit")).toBe(true);
      expect(await page.locator("#visit [role=status]").textContent()).toBe("Planned visit saved.");

      // A note: back at the notes, not the top of the page.
      await page.getByLabel("New note").fill("Spoke to the secretary");
      await Promise.all([
        page.waitForURL(/saved=note#notes$/),
        page.getByRole("button", { name: "Add note" }).click(),
      ]);
      await expect.poll(() => focusedId(page)).toBe("notes");
      expect(await inView(page, "#notes")).toBe(true);
      if (width === 375) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(page.url().startsWith(ticketUrl)).toBe(true);
      await shot(page, `ticket-after-note-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("never lets 'Save visit' cover the date-time field, 375 to 414 px and at a desk", async () => {
    const number = await report(`Visit Field Towers ${tag}`, `visit.${tag}@example.com`);
    for (const width of [375, 390, 414, 1280]) {
      const page = await open("/inbox/tickets", { width });
      await signIn(page, email, "**/inbox/tickets");
      const card = page.locator("ol.cards a.card").filter({ hasText: number });
      await Promise.all([page.waitForURL(/\/inbox\/tickets\//), card.first().click()]);
      const field = await page.getByLabel("Planned visit (IST)").boundingBox();
      const button = await page.getByRole("button", { name: "Save visit" }).boundingBox();
      expect(field && button).toBeTruthy();
      const apart =
        button!.x >= field!.x + field!.width ||
        button!.y >= field!.y + field!.height ||
        button!.x + button!.width <= field!.x;
      expect(apart, `${width} px: field ${JSON.stringify(field)}, button ${JSON.stringify(button)}`).toBe(
        true,
      );
      // The field shows its whole value: nothing of it is clipped.
      const clipped = await page
        .getByLabel("Planned visit (IST)")
        .evaluate((input) => input.scrollWidth > input.clientWidth + 1);
      expect(clipped, `${width} px`).toBe(false);
      if (width === 375 || width === 1280) await shot(page.locator("#visit").page(), `visit-${width}`);
    }
  });

  it("marks a customer who withdrew consent on the card and at the top, the call buttons disabled", async () => {
    const customer = `withdrawn.${tag}@example.com`;
    const number = await report(`Withdrawn Towers ${tag}`, customer);
    await withdrawConsent(open, customer);
    for (const width of [375, 1280]) {
      const page = await open("/inbox/tickets", { width });
      await signIn(page, email, "**/inbox/tickets");
      const card = page.locator("ol.cards a.card").filter({ hasText: number });
      expect(await card.first().textContent()).toContain("Consent withdrawn: do not contact");
      await Promise.all([page.waitForURL(/\/inbox\/tickets\//), card.first().click()]);
      const alert = page.locator(".ticket-pane .do-not-contact");
      expect(await alert.textContent()).toContain("do not contact them");
      // At the top: above the next step, in the first screen.
      expect(await inView(page, ".ticket-pane .do-not-contact")).toBe(true);
      const call = page.getByRole("button", { name: /^Call \+91/ });
      expect(await call.isDisabled()).toBe(true);
      expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
      // No email goes with a move: one tap.
      expect(await page.locator("#next-step").textContent()).toContain(
        "No email to the customer (consent withdrawn)",
      );
      await shot(page, `ticket-withdrawn-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("marks a lead whose person withdrew consent on the card and at the top, the contact buttons disabled", async () => {
    const person = `lead.withdrawn.${tag}@example.com`;
    const response = await fetch(`${inject("baseUrl")}/api/webInquiry/insert`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Withdrawn ${tag}`,
        email: person,
        mobileNo: "9825012345",
        subject: "Lift for our office",
        message: "Please call",
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    await withdrawConsent(open, person);
    for (const width of [375, 1280]) {
      const page = await open("/inbox", { width });
      await signIn(page, email, "**/inbox");
      const card = page.locator("ol.cards a.card").filter({ hasText: `Withdrawn ${tag}` });
      expect(await card.first().textContent()).toContain("Consent withdrawn: do not contact");
      await Promise.all([page.waitForURL(/\/inbox\/leads\//), card.first().click()]);
      expect(await inView(page, ".lead-pane .do-not-contact")).toBe(true);
      for (const name of [/^Call \+91/, /^WhatsApp$/, /^Email /])
        expect(await page.getByRole("button", { name }).isDisabled()).toBe(true);
      expect(await page.locator('.lead-pane a[href^="mailto:"], .lead-pane a[href^="tel:"]').count()).toBe(0);
      await shot(page, `lead-withdrawn-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
