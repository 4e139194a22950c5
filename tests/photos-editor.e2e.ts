/**
 * A photo put on the site from a phone, on a server of its own (a publish changes what every page
 * shows): at 375 px an editor uploads a photo (made with sharp as the test runs) into the
 * gallery's first picture in the content editor, sees it in the field, saves and publishes; the
 * gallery page shows it as a <picture> from /media, loaded, without scrolling sideways. axe checks
 * the editor's form with its photo.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { photoLike } from "../server/testing/photos.ts";
import { axeViolations, usePage } from "./support/browser.ts";
import { signIn, useOwnServer } from "./support/inbox.ts";

const EDITOR = "photographer@example.com";

describe("a photo uploaded in the content editor", () => {
  const open = usePage();
  const server = useOwnServer("photos", { email: EDITOR, name: "Pooja Photographer" });

  const press = (page: Page, button: string, landing: RegExp) =>
    Promise.all([page.waitForURL(landing), page.locator(`button[value="${button}"]`).first().click()]);

  it("uploads, saves and publishes a photo at 375 px; the gallery shows it from /media", async () => {
    const page = await open("/", { width: 375 });
    await page.goto(`${server.url}/inbox/content/gallery?lang=en`);
    await signIn(page, EDITOR, "**/inbox/content/gallery?lang=en");
    const field = page.locator(".image-field").first();
    await expect(field.locator(".badge").textContent()).resolves.toBe("Drawing");

    await field.locator('input[type="file"]').setInputFiles({
      name: "IMG_0420.JPG",
      mimeType: "image/jpeg",
      buffer: await photoLike(1200, 900),
    });
    await press(page, "upload 0.image", /\/save\?lang=en/);
    await expect(page.locator(".notice").textContent()).resolves.toMatch(/^The photo is uploaded/);
    const reference = await page.locator("#field-0-image").inputValue();
    expect(reference).toMatch(/^photo:[0-9a-f]{32}\|gallery\/capsule-atrium\.svg$/);
    await press(page, "save", /saved=draft/);

    // Its sizes are made in the background: the field shows the photo once they are.
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/inbox/content/gallery?lang=en`);
          return page.locator('.image-field input[type="image"]').count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await axeViolations(page, ".image-field")).toEqual([]);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.goto(`${server.url}/inbox/content/gallery/history`);
    await Promise.all([
      page.waitForURL(/saved=published/),
      page
        .getByRole("button", { name: /^Publish Elevators gallery/ })
        .first()
        .click(),
    ]);

    await page.goto(`${server.url}/elevators-lift`);
    const photo = page.locator("picture img.photo").first();
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`^${server.url}/media/${reference.slice(6, 38)}-\\d+\\.(avif|webp|jpg)$`),
    );
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
