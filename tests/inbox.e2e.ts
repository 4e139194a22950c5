/**
 * The lead inbox in the browser: a visitor sends the contact form; a staff member signs in at
 * /inbox on a phone (375 px), finds the lead among the newest, opens it, marks it contacted with a
 * note and signs out; a second account (at a desk, 1280 px) sees the note and the audit events.
 * Accounts are created with the CLI against the test server's data directory. axe checks every
 * inbox page.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";
import { addAccount, signIn } from "./support/inbox.ts";

const tag = Date.now().toString(36);

/** Signs in as `signIn` does (by default landing on /inbox), once axe finds nothing on the form. */
async function signInChecked(page: Page, email: string, landing: string | RegExp = "**/inbox") {
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await signIn(page, email, landing);
}

/** Sends a web inquiry through the public API (as the lift planner's booking does); its id. */
async function submitInquiry(fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${inject("baseUrl")}/api/webInquiry/insert`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mobileNo: "98250 12345",
      subject: "Home lift",
      message: "Please call",
      ...fields,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("lead inbox", () => {
  const open = usePage();

  beforeAll(() => {
    addAccount(`priya.${tag}@example.com`, "Priya Shah");
    addAccount(`arjun.${tag}@example.com`, "Arjun Mehta");
  });

  it("takes a visitor's message to the sales team, who work it from a phone and a desk", async () => {
    const visitor = await open("/contact-us", { width: 375 });
    await waitForHydration(visitor);
    const form = visitor.locator('form[action="/send/webInquiry"]');
    await form.getByLabel(/^Name/).fill(`Kiran Vyas ${tag}`);
    await form.getByLabel(/^Email/).fill(`kiran.${tag}@example.com`);
    await form.getByLabel(/^Mobile number/).fill("98250 12345");
    await form.getByLabel(/^Subject/).fill("Home lift");
    await form.getByLabel(/^Message/).fill("<img src=x onerror=alert(1)> G+2 bungalow in Vesu");
    await form.getByRole("button", { name: "SEND MESSAGE" }).click();
    await expect.poll(() => visitor.getByText("Message sent successfully!").isVisible()).toBe(true);

    const phone = await open("/inbox", { width: 375 });
    await signInChecked(phone, `priya.${tag}@example.com`);
    // Other test files send leads at the same time, so the card is found by its name.
    const card = phone.locator("ol.cards a.card").filter({ hasText: `Kiran Vyas ${tag}` });
    expect(await card.count()).toBe(1);
    expect(await axeViolations(phone)).toEqual([]);
    const box = await card.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await Promise.all([phone.waitForURL(/\/inbox\/leads\//), card.click()]);

    expect(await phone.getByRole("heading", { level: 2 }).textContent()).toBe(`Kiran Vyas ${tag}`);
    expect(await phone.locator("dl.fields dd").nth(4).textContent()).toBe(
      "<img src=x onerror=alert(1)> G+2 bungalow in Vesu",
    );
    expect(await phone.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/919825012345",
    );
    expect(await phone.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe("tel:+919825012345");
    expect(await axeViolations(phone)).toEqual([]);

    await Promise.all([
      phone.waitForURL(/saved=status/),
      phone.getByRole("button", { name: "Contacted" }).click(),
    ]);
    expect(await phone.getByRole("button", { name: "Contacted" }).getAttribute("aria-pressed")).toBe("true");
    await phone.getByLabel("New note").fill("Called back, site visit on Tuesday");
    await Promise.all([
      phone.waitForURL(/saved=note/),
      phone.getByRole("button", { name: "Add note" }).click(),
    ]);
    expect(await phone.getByRole("status").textContent()).toBe("Note added.");
    await Promise.all([
      phone.waitForURL("**/inbox"),
      phone.getByRole("button", { name: "Sign out" }).click(),
    ]);
    expect(await phone.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);

    const desk = await open("/inbox", { width: 1280 });
    await signInChecked(desk, `arjun.${tag}@example.com`);
    expect(await desk.locator(".counts").textContent()).toMatch(/[1-9]\d* contacted/);
    await Promise.all([
      desk.waitForURL(/\/inbox\/leads\//),
      desk.getByRole("link", { name: new RegExp(`Kiran Vyas ${tag}`) }).click(),
    ]);
    const listBox = await desk.locator(".list-pane").boundingBox();
    const leadBox = await desk.locator(".lead-pane").boundingBox();
    expect(listBox && leadBox && leadBox.x > listBox.x + listBox.width - 1).toBe(true);
    expect(await desk.locator("ol.notes").textContent()).toContain("Priya Shah");
    expect(await desk.locator("ol.notes").textContent()).toContain("Called back, site visit on Tuesday");
    const audit = await desk.locator("ol.audit").textContent();
    for (const event of [
      "Priya Shah viewed the lead",
      "Priya Shah changed the status (new → contacted)",
      "Priya Shah added a note",
      "Arjun Mehta viewed the lead",
    ]) {
      expect(audit).toContain(event);
    }
    expect(await axeViolations(desk)).toEqual([]);
  });

  it("keeps the inbox out of search engines, the public pages and reach without a session", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/inbox/leads`);
    expect(response.status).toBe(401);
    const page = await fetch(`${inject("baseUrl")}/inbox`);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    for (const path of ["/sitemap.xml", "/", "/contact-us"]) {
      expect(await (await fetch(`${inject("baseUrl")}${path}`)).text()).not.toContain("/inbox");
    }
  });

  it("fits a lead with long values on a 320 and 375 px phone and in the desk's pane", async () => {
    const email = `kiran.vyas.with.a.rather.long.mailbox.name.${tag}@projects.example-builders-and-developers.co.in`;
    const leadId = await submitInquiry({
      name: `Kiran Vyas ${tag}`,
      email,
      sourcePage: `/lift-planner?type=home&floors=4&book=appointment&model=panorama-glass-capsule-${tag}`,
    });
    const first = await open(`/inbox/leads/${leadId}`, { width: 375 });
    await signInChecked(first, `priya.${tag}@example.com`, `**/inbox/leads/${leadId}`);
    for (const width of [320, 375]) {
      const phone = width === 375 ? first : await open(`/inbox/leads/${leadId}`, { width });
      if (width !== 375) await signInChecked(phone, `priya.${tag}@example.com`, `**/inbox/leads/${leadId}`);
      expect(await phone.getByText(/from \/lift-planner/).isVisible()).toBe(true);
      expect(await sidewaysOverflow(phone), `${width} px`).toBeLessThanOrEqual(0);
    }
    const desk = await open(`/inbox/leads/${leadId}`, { width: 1280 });
    await signInChecked(desk, `arjun.${tag}@example.com`, `**/inbox/leads/${leadId}`);
    const pane = await desk.locator(".lead-pane").boundingBox();
    const button = await desk.getByRole("link", { name: `Email ${email}` }).boundingBox();
    expect(pane && button && button.x + button.width <= pane.x + pane.width).toBe(true);
    expect(await sidewaysOverflow(desk)).toBeLessThanOrEqual(0);
  });

  it("exports what the filter form shows, whether or not it was applied", async () => {
    await submitInquiry({ name: `Export Match ${tag}`, email: `export.${tag}@example.com` });
    await submitInquiry({ name: `Export Other ${tag}`, email: `other.${tag}@example.com` });
    const desk = await open("/inbox", { width: 1280 });
    await signInChecked(desk, `arjun.${tag}@example.com`);
    await desk.getByLabel("Search").fill(`Export Match ${tag}`);
    await desk.getByText("More filters").click();
    await desk.getByLabel("Kind").selectOption("webInquiry");
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    const rows = csv.trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`Export Match ${tag}`);
  });

  it("keeps a note typed when the session ended, and returns to its lead after sign-in", async () => {
    const leadId = await submitInquiry({ name: `Session Ends ${tag}`, email: `ends.${tag}@example.com` });
    const phone = await open(`/inbox/leads/${leadId}`, {
      width: 375,
      allowErrors: ["http 401", "status of 401"],
    });
    await signInChecked(phone, `priya.${tag}@example.com`, `**/inbox/leads/${leadId}`);
    await phone.getByLabel("New note").fill("Wants a glass cabin, call after 6 pm");
    // The session ends (signed out in another tab, or expired) while the note is being typed.
    await phone.context().clearCookies();
    await phone.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => phone.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    expect(await phone.getByLabel(/Your note/).inputValue()).toBe("Wants a glass cabin, call after 6 pm");
    await signInChecked(
      phone,
      `priya.${tag}@example.com`,
      new RegExp(`/inbox/leads/${leadId}\\?saved=note$`),
    );
    expect(await phone.getByRole("status").textContent()).toBe("Note added.");
    expect(await phone.locator("ol.notes").textContent()).toContain("Wants a glass cabin, call after 6 pm");
  });
});
