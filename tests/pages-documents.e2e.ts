/**
 * The document pages: Certification (three captioned documents, opened larger in a dialog by
 * mouse or keyboard) and Warranty (the PDF drawn in the page by pdf.js, its failure message, the
 * PDF file itself), and both without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";

const PDF_PATH = "/uploads/WarrantyPdf/warranty.pdf";

describe("Certification page", () => {
  const open = usePage();

  it("shows three captioned documents", async () => {
    const page = await open("/certification", { width: 375 });
    await waitForHydration(page);
    expect(await page.locator(".certificate__title").allTextContents()).toEqual([
      "ISO Certification",
      "Quality Policy",
      "Business Directory Listing",
    ]);
    for (const image of await page.locator(".certificate img").all()) {
      expect(await image.getAttribute("width")).toBe("850");
      expect(await image.getAttribute("height")).toBe("1100");
    }
  });

  it("opens a document larger from the keyboard, closes it with Escape and returns focus", async () => {
    const page = await open("/certification", { width: 1280 });
    await waitForHydration(page);
    const links = page.locator(".certificate__link");
    const dialog = page.locator("dialog.certificate-dialog");
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);

    await links.nth(1).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    expect(await dialog.locator("h2").textContent()).toBe("Quality Policy");
    // Focus moved into the dialog (its Close button), the rest of the page is inert.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("View larger");
    expect(await links.nth(1).evaluate((node) => node === document.activeElement)).toBe(true);

    // The Close button from the keyboard.
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
    expect(await links.nth(1).evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("closes on a click outside the document", async () => {
    const page = await open("/certification", { width: 1280 });
    await waitForHydration(page);
    await page.locator(".certificate__link").first().click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === true);
    await page.mouse.click(10, 10);
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open === false);
  });
});

describe("Warranty page", () => {
  const open = usePage();

  it("shows 'Loading...' until the PDF arrives, then draws every page on a canvas", async () => {
    const page = await open("/career");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${PDF_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/warranty/7`, { waitUntil: "load" });
    await waitForHydration(page);
    const status = page.getByRole("status");
    await status.waitFor();
    expect(await status.textContent()).toBe("Loading...");
    const download = page.getByRole("link", { name: "Open / download the PDF" });
    expect(await download.getAttribute("href")).toBe(PDF_PATH);
    // pdf.js is not part of the page's own JavaScript: it is fetched after the page has loaded.
    const html = await (await fetch(`${baseUrl()}/warranty/1`)).text();
    expect(html).not.toMatch(/pdf-[\w-]+\.js/);

    release();
    await page.waitForFunction(
      () => document.querySelectorAll("canvas.warranty__page[data-rendered='true']").length === 3,
      undefined,
      { timeout: 20_000 },
    );
    expect(await status.count()).toBe(0);
    const size = await page
      .locator("canvas.warranty__page")
      .first()
      .evaluate((canvas: HTMLCanvasElement) => ({ width: canvas.width, height: canvas.height }));
    expect(size.width).toBeGreaterThan(500);
    expect(size.height / size.width).toBeCloseTo(842 / 595, 1);
    // Something was drawn: the page is not blank.
    const inked = await page
      .locator("canvas.warranty__page")
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height / 4).data ?? [];
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100) dark++;
        return dark;
      });
    expect(inked).toBeGreaterThan(1000);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says so clearly, with the download link, when the document cannot be loaded", async () => {
    const page = await open("/career", { allowErrors: ["warranty.pdf", "Failed to load resource"] });
    await page.route(`**${PDF_PATH}`, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto(`${baseUrl()}/warranty/1`, { waitUntil: "load" });
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain("We could not display the warranty document here.");
    expect(await alert.locator(`a[href="${PDF_PATH}"]`).count()).toBe(1);
  });

  it("serves the PDF itself", async () => {
    const response = await fetch(baseUrl() + PDF_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("without JavaScript", () => {
  const open = usePage();

  it("Certification links each document to its image file", async () => {
    const page = await open("/certification", { javaScriptEnabled: false });
    const hrefs = await page
      .locator(".certificate__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      expect(href).toMatch(/\.svg(\?v=[0-9a-f]+)?$/);
      const response = await fetch(baseUrl() + href);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
    }
    await page.locator(".certificate__link").first().click();
    await page.waitForURL(/\.svg(\?v=[0-9a-f]+)?$/);
  });

  it("Warranty offers the PDF link instead of 'Loading...'", async () => {
    const page = await open("/warranty/3", { width: 375, javaScriptEnabled: false });
    expect(await page.locator(".warranty__status").isVisible()).toBe(false);
    expect(await page.locator(".warranty__no-js").isVisible()).toBe(true);
    expect(await page.locator(`a[href="${PDF_PATH}"]`).count()).toBe(2);
  });
});
