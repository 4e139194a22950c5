/**
 * The product pages: door design and doors gallery, the six elevator type pages and the eight
 * cabin pages, blogs and the elevators gallery, with keyboard use and JavaScript off.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readBlogIndex } from "../content/blog-posts.ts";
import { cabins } from "../content/cabins.ts";
import { doors } from "../content/doors.ts";
import { elevatorTypes } from "../content/elevator-types.ts";
import { galleryItems } from "../content/gallery.ts";
import { servicesMenu } from "../content/navigation.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";

const blogs = readBlogIndex();

const desktop = { width: 1280 };
const phone = { width: 375 };
const noJs = { javaScriptEnabled: false };

/** "View more" links carry the item's name in visually hidden text ("View more : Title" in Chrome). */
const viewMore = (name = "") =>
  new RegExp(`^View more\\s*:\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

const dialogOpen = (page: Page) => page.evaluate(() => document.querySelector("dialog")?.open ?? false);
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
  );

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
      expect(captions).toEqual(type.dimensions.tables.map((table) => table.caption));
      expect(await page.locator("table th[scope=col]").count()).toBeGreaterThan(0);
      expect(await page.locator("table tbody th[scope=row]").count()).toBe(
        type.dimensions.tables.reduce((sum, table) => sum + table.rows.length, 0),
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
    await waitForHydration(page);
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

describe("blogs", () => {
  const open = usePage();

  it("lists both posts with image, title, summary and 'View more'", async () => {
    const page = await open("/blogs", phone);
    await waitForHydration(page);
    for (const blog of blogs) {
      await expect(page.getByRole("heading", { name: blog.title }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(blog.summary).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("link", { name: viewMore(blog.title) }).getAttribute("href")).resolves.toBe(
        `/blog-detail/${blog.id}`,
      );
    }
    expect(await page.locator(".blog-card img").count()).toBe(2);
    await page.getByRole("link", { name: viewMore(blogs[1]?.title) }).click();
    await page.waitForURL(`${baseUrl()}/blog-detail/2`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(blogs[1]?.title);
  });

  it("the detail page renders the markdown, the date and a link back", async () => {
    const page = await open("/blog-detail/1", desktop);
    await waitForHydration(page);
    const article = page.locator("article");
    await expect(
      article.getByRole("heading", { level: 2, name: "What an AMC covers" }).isVisible(),
    ).resolves.toBe(true);
    expect(await article.locator(".prose li").count()).toBeGreaterThan(10);
    expect(await article.locator(".prose strong").first().textContent()).toBe("once a month");
    await expect(article.locator("time").textContent()).resolves.toBe("15 September 2026");
    await expect(article.getByRole("img", { name: blogs[0]?.imageAlt }).isVisible()).resolves.toBe(true);
    await article.getByRole("link", { name: "Back to all blogs" }).click();
    await page.waitForURL(`${baseUrl()}/blogs`);
  });

  it("has BlogPosting structured data in the prerendered HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/blog-detail/2`)).text();
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((block) => block["@type"] === "BlogPosting");
    expect(posting?.headline).toBe(blogs[1]?.title);
    expect(posting?.datePublished).toBe("2026-10-20");
    expect(posting?.image).toMatch(/^https:\/\/www\.example\.com\/images\/blogs\/.+\.svg\?v=[0-9a-f]+$/);
  });

  it("/blog-detail/3 ends at / (direct load and client-side)", async () => {
    const direct = await open("/blog-detail/3", desktop);
    expect(direct.url()).toBe(`${baseUrl()}/`);
    const page = await open("/blogs", desktop);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/blog-detail/3");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe("elevators gallery", () => {
  const open = usePage();

  it("shows ten items with image and name", async () => {
    const page = await open("/elevators-lift", desktop);
    await waitForHydration(page);
    expect(await page.locator(".gallery-card__name").allTextContents()).toEqual(
      galleryItems.map((item) => item.name),
    );
    expect(await page.locator(".gallery-card img").count()).toBe(10);
  });

  it("details appear on hover and on keyboard focus", async () => {
    const page = await open("/elevators-lift", desktop);
    await waitForHydration(page);
    const panel = (index: number) => page.locator(".gallery-card__panel").nth(index);
    const opacity = (index: number) => panel(index).evaluate((element) => getComputedStyle(element).opacity);
    expect(await opacity(0)).toBe("0");
    await page.locator(".gallery-card").nth(1).hover();
    await expect.poll(() => opacity(1)).toBe("1");
    await page.mouse.move(5, 5);
    await expect.poll(() => opacity(1)).toBe("0");

    await page.getByRole("heading", { name: "Lifts we design, install and maintain" }).click();
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      const inGallery = await page.evaluate(() => Boolean(document.activeElement?.closest(".gallery-card")));
      if (inGallery) break;
    }
    expect(await focusedName(page)).toContain(`More about this lift: ${galleryItems[0]?.name}`);
    await expect.poll(() => opacity(0)).toBe("1");
    await page.keyboard.press("Tab");
    await expect.poll(() => opacity(1)).toBe("1");
    await expect.poll(() => opacity(0)).toBe("0");
  });

  it("on a phone the details are readable below each picture without hover", async () => {
    const page = await open("/elevators-lift", phone);
    await waitForHydration(page);
    const panel = page.locator(".gallery-card__panel").nth(4);
    await panel.scrollIntoViewIfNeeded();
    expect(await panel.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await expect(page.getByText(galleryItems[4]?.details ?? "").isVisible()).resolves.toBe(true);
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

  it("blogs, gallery and cabins show their content and links work", async () => {
    const page = await open("/blogs", { ...desktop, ...noJs });
    await page.getByRole("link", { name: viewMore(blogs[0]?.title) }).click();
    await page.waitForURL(`${baseUrl()}/blog-detail/1`);
    await expect(page.getByRole("heading", { name: "What an AMC covers" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to all blogs" }).click();
    await page.waitForURL(`${baseUrl()}/blogs`);

    const gallery = await open("/elevators-lift", { ...phone, ...noJs });
    await expect(gallery.getByText(galleryItems[9]?.details ?? "").isVisible()).resolves.toBe(true);

    const cabin = await open("/adenium-aura", { ...phone, ...noJs });
    await expect(cabin.getByRole("heading", { name: "Specification" }).isVisible()).resolves.toBe(true);
  });
});
