/** The door design page and the doors gallery: the eight doors, the zoom dialog and JavaScript off. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { doors } from "../content/doors.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { desktop, focusedName, noJs, phone } from "./support/pages.ts";

const dialogOpen = (page: Page) => page.evaluate(() => document.querySelector("dialog")?.open ?? false);

describe("door design and doors gallery", () => {
  const open = usePage();

  it("shows the eight 304 SS doors with name, image and description on both pages", async () => {
    for (const path of ["/door-design", "/doors"]) {
      const page = await open(path, desktop);
      await waitForHydration(page);
      const cards = page.locator(".door-card");
      expect(await cards.count()).toBe(8);
      expect(await page.locator(".door-card__name").allTextContents()).toEqual(
        doors.map((door) => door.name),
      );
      expect(await page.locator(".door-card__badge").allTextContents()).toEqual(doors.map(() => "304 SS"));
      for (const door of doors) {
        await expect(page.getByRole("img", { name: door.alt }).isVisible()).resolves.toBe(true);
        await expect(page.getByText(door.description).isVisible()).resolves.toBe(true);
      }
    }
  });

  it("zoom opens a modal with the large image, the name and Close; Close returns focus", async () => {
    const page = await open("/door-design", desktop);
    await waitForHydration(page);
    const zoom = page.getByRole("button", { name: "Zoom Mirror Finish" });
    await zoom.click();
    const dialog = page.getByRole("dialog", { name: "Mirror Finish" });
    await expect(dialog.isVisible()).resolves.toBe(true);
    const mirror = doors.find((door) => door.id === "mirror-finish");
    await expect(dialog.getByRole("img", { name: mirror?.alt }).isVisible()).resolves.toBe(true);
    expect(await focusedName(page)).toContain("Close");
    // 300 ms in (tokens --duration-modal-in / -out)
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationDuration)).toBe("0.3s");
    // Check contrast once the fade-in has finished, not half-way through it.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusedName(page)).toBe("Zoom Mirror Finish");
  });

  it("closes on Escape and on a click outside, returning focus each time", async () => {
    const page = await open("/doors", desktop);
    await waitForHydration(page);
    const zoom = page.getByRole("button", { name: "Zoom Full Vision Glass" });
    await zoom.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusedName(page)).toBe("Zoom Full Vision Glass");

    const other = page.getByRole("button", { name: "Zoom Etched Pattern" });
    await other.click();
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.mouse.click(8, 450);
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusedName(page)).toBe("Zoom Etched Pattern");

    // A click inside the panel (on the picture) keeps it open.
    await other.click();
    await page.getByRole("dialog").getByRole("img").click();
    await page.waitForTimeout(300);
    expect(await dialogOpen(page)).toBe(true);
  });

  it("closes at once under reduced motion", async () => {
    const page = await open("/door-design", { ...phone, reducedMotion: "reduce" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Zoom Gold Titanium Hairline" }).click();
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    expect(await dialogOpen(page)).toBe(false);
  });

  it("without JavaScript the zoom is a link to the image file", async () => {
    const page = await open("/door-design", { ...desktop, ...noJs });
    const link = page.getByRole("link", { name: "Zoom Hairline Centre Opening" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.svg(\?v=[0-9a-f]+)?$/);
    const response = await fetch(new URL(href ?? "", baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await page.locator(".door-card").count()).toBe(8);
  });
});
