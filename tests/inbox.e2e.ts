/**
 * The lead inbox in the browser: a visitor sends the contact form; a staff member signs in at
 * /inbox on a phone (375 px), finds the lead among the newest, opens it, marks it contacted with a
 * note and signs out; a second account (at a desk, 1280 px) sees the note and the audit events.
 * Accounts are created with the CLI against the test server's data directory. axe checks every
 * inbox page.
 */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, usePage, waitForHydration } from "./support/browser.ts";

const PASSWORD = "inbox e2e password";
const tag = Date.now().toString(36);

function addAccount(email: string, name: string) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/leads.ts", "users", "add", email, "--name", name],
    {
      input: `${PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
    },
  );
  expect(result.stderr).toBe("");
  expect(result.stdout).toContain(`Added ${email}`);
}

async function signIn(page: Page, email: string) {
  await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await Promise.all([page.waitForURL("**/inbox"), page.getByRole("button", { name: "Sign in" }).click()]);
}

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
    await signIn(phone, `priya.${tag}@example.com`);
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
    await signIn(desk, `arjun.${tag}@example.com`);
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
});
