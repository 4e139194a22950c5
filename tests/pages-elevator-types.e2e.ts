/** The six elevator type pages and the eight cabin pages, with keyboard use and JavaScript off. */
import { describe, expect, it } from "vitest";
import { cabins } from "../content/cabins.ts";
import { dimensionTables } from "../content/dimension-tables.ts";
import { elevatorTypes } from "../content/elevator-types.ts";
import { liftModels } from "../content/lift-models.ts";
import { servicesMenu } from "../content/navigation.ts";
import { baseUrl, usePage, waitForCarousel, waitForHydration } from "./support/browser.ts";
import { desktop, noJs, phone, viewMore } from "./support/pages.ts";

describe("elevator type pages", () => {
  const open = usePage();

  it.each(elevatorTypes.map((type) => [type.path, type] as const))(
    "%s shows its own content and marks itself in the side menu",
    async (path, type) => {
      const page = await open(path, desktop);
      await waitForHydration(page);
      await expect(page.locator("h1").textContent()).resolves.toBe(type.headerTitle);
      const menu = page.getByRole("navigation", { name: "Our services" });
      const links = menu.getByRole("link");
      expect(await links.allTextContents()).toEqual(servicesMenu.map((link) => link.name));
      const current = menu.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe(path);
      await expect(page.getByText(type.mainContent[0] ?? "").isVisible()).resolves.toBe(true);
      await expect(page.getByRole("heading", { name: type.leftContent.title }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole("heading", { name: "Civil dimensions" }).isVisible()).resolves.toBe(true);
      const captions = await page.locator("table caption").allTextContents();
      const tables = dimensionTables(type, liftModels);
      expect(captions).toEqual(tables.map((table) => table.caption));
      expect(await page.locator("table th[scope=col]").count()).toBeGreaterThan(0);
      expect(await page.locator("table tbody th[scope=row]").count()).toBe(
        tables.reduce((sum, table) => sum + table.rows.length, 0),
      );
      const first = type.slides[0]?.images[0];
      await expect(page.getByRole("img", { name: first?.alt }).isVisible()).resolves.toBe(true);
    },
  );

  it("switches content by path on client-side navigation", async () => {
    const page = await open("/capsule-elevators", desktop);
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Our services" });
    await menu.getByRole("link", { name: "Hospital Elevators" }).click();
    await page.waitForURL(`${baseUrl()}/hospital-elevators`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Hospital Elevators");
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe("Hospital Elevators");
    expect(await page.locator("table caption").first().textContent()).toMatch(/Hospital elevator/);
    const hospital = elevatorTypes.find((type) => type.slug === "hospital");
    await expect(page.getByText(hospital?.mainContent[0] ?? "").isVisible()).resolves.toBe(true);
    await menu.getByRole("link", { name: "Door Design" }).click();
    await page.waitForURL(`${baseUrl()}/door-design`);
  });

  it("dots select slides 0 to 3", async () => {
    const page = await open("/passenger-elevators", desktop);
    await waitForCarousel(page, "Passenger Elevators: pictures");
    const carousel = page.getByRole("region", { name: "Passenger Elevators: pictures" });
    const dots = carousel.getByRole("button", { name: /^Show pictures \d of 4$/ });
    expect(await dots.count()).toBe(4);
    for (const index of [2, 0, 3, 1]) {
      await dots.nth(index).click();
      await expect
        .poll(() => carousel.locator('.carousel__slide[data-active="true"]').getAttribute("aria-label"))
        .toBe(`${index + 1} of 4`);
      expect(await dots.nth(index).getAttribute("aria-current")).toBe("true");
      // The chosen slide scrolls into view.
      await expect
        .poll(async () => {
          const slide = await carousel.locator(".carousel__slide").nth(index).boundingBox();
          const viewport = await carousel.locator(".carousel__viewport").boundingBox();
          return Math.abs(
            (slide?.x ?? 0) + (slide?.width ?? 0) - (viewport?.x ?? 0) - (viewport?.width ?? 0),
          );
        })
        .toBeLessThan(4);
    }
  });

  it("on a phone the tables scroll sideways with a visible hint, and the page does not", async () => {
    const page = await open("/goods-lift", phone);
    await waitForHydration(page);
    await expect(page.getByText("Swipe sideways to see every column").isVisible()).resolves.toBe(true);
    const region = page.getByRole("region", { name: /Goods lift: civil dimensions/ });
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await region.getAttribute("tabindex")).toBe("0");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("'Other Services' lists the eight cabins, each 'View more' leading to its page", async () => {
    const page = await open("/hydraulic-elevators", desktop);
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Cabin designs" });
    expect(await carousel.locator(".cabin-card__title").allTextContents()).toEqual(
      cabins.map((cabin) => cabin.title),
    );
    const more = carousel.getByRole("link", { name: /^View more/ });
    expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      cabins.map((cabin) => cabin.path),
    );
    await carousel.getByRole("link", { name: viewMore("Woodland Alpha") }).click();
    await page.waitForURL(`${baseUrl()}/woodland-alpha`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Woodland Alpha");
  });

  it("carries Product and BreadcrumbList structured data", async () => {
    const html = await (await fetch(`${baseUrl()}/bunglow-lift`)).text();
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "{}")["@type"],
    );
    expect(types).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  });
});

describe("cabin pages", () => {
  const open = usePage();
  const withoutList = ["formonic-iris", "formonic-scarlet", "pinwheel-sky"];

  it.each(cabins.map((cabin) => [cabin.path, cabin] as const))(
    "%s shows image, title and description, and a SPECIFICATION list only when it has one",
    async (path, cabin) => {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html).toContain(`<h1 id="page-title" class="breadcrumb-banner__title">${cabin.title}</h1>`);
      expect(html).toContain(cabin.description[0]);
      expect(html).toContain(`alt="${cabin.alt}"`);
      const hasList = html.includes('data-testid="cabin-specification"');
      expect(hasList).toBe(!withoutList.includes(cabin.slug));
      if (hasList)
        for (const label of ["Wall", "Corner", "Ceiling", "Flooring"])
          expect(html).toContain(`<dt>${label}</dt>`);
    },
  );

  it("links to the contact page and back to the type pages", async () => {
    const page = await open("/formonic-scarlet", phone);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: "Specification" }).count()).toBe(0);
    await expect(page.getByRole("link", { name: "Ask for this cabin" }).getAttribute("href")).resolves.toBe(
      "/contact-us",
    );
    const types = page.getByRole("navigation", { name: "Lift types with this cabin" });
    await types.getByRole("link", { name: "Passenger Elevators" }).click();
    await page.waitForURL(`${baseUrl()}/passenger-elevators`);
  });

  it("has the specification heading on a design with a list", async () => {
    const page = await open("/platinum-signet", desktop);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Specification" }).isVisible()).resolves.toBe(true);
  });
});

describe("JavaScript off", () => {
  const open = usePage();

  it("type pages show every slide, the tables and working links; no dead controls", async () => {
    const page = await open("/capsule-elevators", { ...phone, ...noJs });
    const capsule = elevatorTypes[0];
    for (const slide of capsule?.slides ?? []) {
      for (const image of slide.images)
        expect(await page.getByRole("img", { name: image.alt }).count()).toBe(1);
    }
    expect(await page.locator(".carousel__dots").first().isVisible()).toBe(false);
    expect(await page.locator("table").count()).toBe(1);
    await page
      .locator(".cabin-card")
      .nth(6)
      .getByRole("link", { name: /View more/ })
      .click();
    await page.waitForURL(`${baseUrl()}/formonic-scarlet`);
    expect(await page.locator("h1").textContent()).toBe("Formonic Scarlet");
  });
});
