/** The top navigation bar at desktop and phone widths, with keyboard and without JS; the footer. */
import { describe, expect, it } from "vitest";
import { mainMenu, plannerLink, serviceLink, servicesMenu } from "../content/navigation.ts";
import { localeOfPath, localizedPath } from "../contracts/locales.ts";
import { baseUrl, positionKept, usePage, waitForHydration } from "./support/browser.ts";

const desktop = { width: 1280 };
const phone = { width: 375 };

describe("desktop navigation", () => {
  const open = usePage();

  it("shows every entry with the menu's labels and links, and marks the active route", async () => {
    const page = await open("/about-us", desktop);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    for (const item of mainMenu) {
      if ("href" in item) {
        await expect(
          nav.getByRole("link", { name: item.name, exact: true }).getAttribute("href"),
        ).resolves.toBe(item.href);
      } else {
        await expect(nav.getByRole("button", { name: item.name }).isVisible()).resolves.toBe(true);
      }
    }
    await expect(nav.getByRole("link", { name: "About us" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).resolves.toBeNull();
    const enquiry = page.locator(".site-header").getByRole("link", { name: "Enquiry Now" });
    await expect(enquiry.isVisible()).resolves.toBe(true);
    await expect(enquiry.getAttribute("href")).resolves.toBe("/contact-us");
    await expect(
      page.getByRole("link", { name: /Urdhva Elevators home/ }).getAttribute("href"),
    ).resolves.toBe("/");
  });

  it("opens a submenu on hover and on click, with the menu's entries", async () => {
    const page = await open("/", desktop);
    await waitForHydration(page);
    const services = page.getByRole("button", { name: "Services" });
    await services.hover();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    const submenu = page.locator(`#${await services.getAttribute("aria-controls")}`.replaceAll(":", "\\:"));
    const links = submenu.getByRole("link");
    // The seven service entries, then the lift planner.
    const entries = [...servicesMenu, plannerLink, serviceLink];
    expect(await links.allTextContents()).toEqual(entries.map((link) => link.name));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
      entries.map((link) => link.href),
    );
    await page.mouse.move(10, 600);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await services.click();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "Hospital Elevators" }).first().click();
    await page.waitForURL(`${baseUrl()}/hospital-elevators`);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await expect(services.getAttribute("class")).resolves.toContain("active");
  });

  it("works from the keyboard: Enter/ArrowDown open, Escape closes and returns focus", async () => {
    const page = await open("/", desktop);
    await waitForHydration(page);
    const gallery = page.getByRole("button", { name: "Gallery" });
    await gallery.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => gallery.getAttribute("aria-expanded")).toBe("true");
    await page.waitForFunction(() => document.activeElement?.textContent === "Elevators");
    await page.keyboard.press("Escape");
    await expect.poll(() => gallery.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Gallery");
    await page.keyboard.press("Enter");
    await expect.poll(() => gallery.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/elevators-lift`);
  });

  it("hides the bar when scrolling down and shows it when scrolling up", async () => {
    const page = await open("/about-us", desktop);
    await waitForHydration(page);
    const header = page.locator(".site-header");
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(
      () => document.querySelector(".site-header")?.getAttribute("data-hidden") === "true",
    );
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(
      () => document.querySelector(".site-header")?.getAttribute("data-hidden") === "false",
    );
    await expect(header.isVisible()).resolves.toBe(true);
  });

  it("scrolls to the top when the path changes, the new page never drawn far down", async () => {
    const page = await open("/about-us", desktop);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The position of every frame drawn from now on, with the heading of the page it showed.
    await page.evaluate(() => {
      const frames: [string, number][] = [];
      Object.assign(window, { frames });
      const record = () => {
        frames.push([document.querySelector("h1")?.textContent ?? "", window.scrollY]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.locator("#site-map").getByRole("link", { name: "Career" }).click();
    await page.waitForURL(`${baseUrl()}/career`);
    await page.waitForFunction(() => window.scrollY === 0);
    const farthest = await page.evaluate(() =>
      Math.max(
        ...(window as unknown as { frames: [string, number][] }).frames
          .filter(([heading]) => heading === "Career")
          .map(([, y]) => y),
      ),
    );
    expect(farthest, "at most one screen from the top").toBeLessThanOrEqual(900);
  });

  it.each([
    { width: 1280, y: 2000, path: "/" },
    { width: 375, y: 6000, path: "/" },
    { width: 375, y: 8000, path: "/hi" },
    { width: 375, y: 5200, path: "/about-us" },
  ])(
    "returns to where $path was left at $width px on Back and Forward, and stays there",
    async ({ width, y, path }) => {
      const page = await open(path, { width });
      await waitForHydration(page);
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      // What the visitor sees mid-screen: the same text after Back, not just the same offset.
      const inView = () =>
        page.evaluate(
          () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.textContent,
        );
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await positionKept(page, y);
      // The cards fading in there settle first: mid-fade, the point can fall between two of them.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => !(animation.effect as KeyframeEffect | null)?.target?.closest(".reveal-item"),
          ),
      );
      const seen = await inView();
      // Clicked from script: a pointer click would first scroll the footer into view.
      const career = localizedPath("/career", localeOfPath(path));
      await page.evaluate(
        (href) => document.querySelector<HTMLElement>(`#site-map a[href='${href}']`)?.click(),
        career,
      );
      await page.waitForURL(`${baseUrl()}${career}`);
      await page.waitForFunction(() => window.scrollY === 0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await positionKept(page, 300);
      await page.goBack();
      await page.waitForURL(`${baseUrl()}${path}`);
      await expect.poll(scrollY).toBe(y);
      await expect.poll(inView, { message: "the same part of the page" }).toBe(seen);
      await page.waitForTimeout(2_500);
      expect(await scrollY(), "still where it was left").toBe(y);
      expect(await inView()).toBe(seen);
      await page.goForward();
      await page.waitForURL(`${baseUrl()}${career}`);
      await expect.poll(scrollY).toBe(300);
    },
  );

  it("returns to where / was left on Back when its data comes slowly, the shorter page still shown", async () => {
    const page = await open("/", { width: 375 });
    await waitForHydration(page);
    const y = 10_000;
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await positionKept(page, y);
    await page.evaluate(() => document.querySelector<HTMLElement>("#site-map a[href='/faq']")?.click());
    await page.waitForURL(`${baseUrl()}/faq`);
    await page.waitForFunction(() => window.scrollY === 0);
    // A slow network: the home page's data comes a second after Back, while the FAQ page, far
    // shorter than where the home page was left, still shows.
    await page.route(/\.data\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    // The heading and position of every frame drawn from Back on.
    await page.evaluate(() => {
      const frames: [string, number][] = [];
      Object.assign(window, { frames });
      const record = () => {
        frames.push([document.querySelector("h1")?.textContent ?? "", Math.round(window.scrollY)]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("Elevator");
    await expect.poll(scrollY).toBe(y);
    const faqFrames = await page.evaluate(() =>
      (window as unknown as { frames: [string, number][] }).frames.filter(([heading]) =>
        heading.includes("FAQ"),
      ),
    );
    expect(faqFrames.length, "the FAQ page still showed while the data came").toBeGreaterThan(10);
    // The browser moves it once, just before a frame; the recorder runs before the site's
    // correction in that frame, which is drawn corrected.
    const moved = faqFrames.filter(([, at]) => at !== 0);
    expect(moved.length, "the FAQ page stays where it was").toBeLessThanOrEqual(1);
  });

  it("lets the wheel take over from the glide to a new page's top", async () => {
    const page = await open("/about-us", desktop);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.mouse.move(640, 400);
    await page.evaluate(() => document.querySelector<HTMLElement>("#site-map a[href='/career']")?.click());
    await page.waitForURL(`${baseUrl()}/career`);
    await page.waitForFunction(() => window.scrollY > 0 && window.scrollY < 1_000);
    for (let turn = 0; turn < 3; turn++) await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => window.scrollY), "where the wheel took it, not the top").toBeGreaterThan(
      0,
    );
  });

  it.each([
    { width: 375, prefix: "" },
    { width: 1280, prefix: "/gu" },
  ])(
    "follows a link to a part of another page to that part ($prefix at $width px)",
    async ({ width, prefix }) => {
      const page = await open(prefix || "/", { width });
      await waitForHydration(page);
      const link = page.locator(`a[href='${prefix}/about-us#leadership']`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`${baseUrl()}${prefix}/about-us#leadership`);
      const targetTop = () =>
        page.evaluate(() =>
          Math.round(document.getElementById("leadership")?.getBoundingClientRect().top ?? -1),
        );
      // Just under the fixed header, and still there once the page's sections have come in.
      await expect.poll(targetTop).toBeGreaterThanOrEqual(0);
      await page.waitForTimeout(1_500);
      const top = await targetTop();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    },
  );

  it("takes a link to the page already shown back to its top", async () => {
    const page = await open("/faq", desktop);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => document.querySelector<HTMLElement>("#site-map a[href='/faq']")?.click());
    await page.waitForFunction(() => window.scrollY === 0);
    expect(new URL(page.url()).pathname).toBe("/faq");
  });

  it("shows each page again on Back, then Forward, after a header link", async () => {
    const page = await open("/", desktop);
    await waitForHydration(page);
    const heading = () => page.locator("h1").first().textContent();
    await page.locator("header").getByRole("link", { name: "About us" }).first().click();
    await page.waitForURL(`${baseUrl()}/about-us`);
    await expect.poll(heading).toBe("About");
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(heading).toContain("Elevator");
    await page.goForward();
    await page.waitForURL(`${baseUrl()}/about-us`);
    await expect.poll(heading).toBe("About");
    await page.waitForTimeout(500);
    expect(await heading(), "not replaced by the error page").toBe("About");
  });

  it("opens the site's links within the page, marks the new page current, and leaves other clicks to the browser", async () => {
    const page = await open("/about-us", desktop);
    await waitForHydration(page);
    // A value on the window survives only if no new document is loaded.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator("#site-map").getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(`${baseUrl()}/faq`);
    expect(await page.evaluate(() => "samePage" in window), "no reload").toBe(true);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect
      .poll(() => nav.getByRole("link", { name: "About us" }).getAttribute("aria-current"))
      .toBeNull();
    // Files are not pages: the warranty PDF link carries no in-app mark.
    const marks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[data-discover]")].map((a) =>
        a.getAttribute("href"),
      ),
    );
    expect(marks.filter((href) => !href?.startsWith("/") || /\.[a-z0-9]+$/i.test(href ?? ""))).toEqual([]);
    // Ctrl+click opens a new tab, as the browser does; this page stays.
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .locator("#site-map")
        .getByRole("link", { name: "Career" })
        .click({ modifiers: ["Control"] }),
    ]);
    // The new tab may still show about:blank when it is announced.
    await popup.waitForURL(/\/career$/);
    expect(new URL(page.url()).pathname).toBe("/faq");
    await popup.close();
  });

  it("keeps every submenu link reachable without JavaScript", async () => {
    const page = await open("/", { ...desktop, javaScriptEnabled: false });
    const services = page.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(focused).toBe("/door-design");
    await expect(
      page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "Door Design", exact: true })
        .isVisible(),
    ).resolves.toBe(true);
  });
});

describe("phone navigation", () => {
  const open = usePage();

  it("hides the Enquiry Now button and opens the side menu from the hamburger", async () => {
    const page = await open("/", phone);
    await waitForHydration(page);
    await expect(
      page.locator(".site-header").getByRole("link", { name: "Enquiry Now" }).isVisible(),
    ).resolves.toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect.poll(() => close.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    // Focus moved into the menu.
    expect(await page.evaluate(() => document.activeElement?.closest(".mobile-menu") !== null)).toBe(true);
  });

  it("expands one submenu at a time", async () => {
    const page = await open("/", phone);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const services = menu.getByRole("button", { name: "Services" });
    const gallery = menu.getByRole("button", { name: "Gallery" });
    await services.click();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await expect(menu.getByRole("link", { name: "Goods Lifts" }).isVisible()).resolves.toBe(true);
    await gallery.click();
    await expect.poll(() => gallery.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await expect(menu.getByRole("link", { name: "Goods Lifts" }).isVisible()).resolves.toBe(false);
    await menu.getByRole("link", { name: "Doors" }).click();
    await page.waitForURL(`${baseUrl()}/doors`);
    await expect
      .poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"))
      .toBe("false");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  it("closes on a click outside and on Escape, returning focus to the button", async () => {
    const page = await open("/", phone);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(20, 500);
    await expect
      .poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"))
      .toBe("false");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
  });

  it("keeps keyboard focus inside the open menu", async () => {
    const page = await open("/", phone);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest(".mobile-menu") !== null ||
          document.activeElement?.classList.contains("menu-toggle"),
      );
      expect(inside).toBe(true);
    }
  });

  it("without JavaScript offers a Menu link to the full site map", async () => {
    const page = await open("/career", { ...phone, javaScriptEnabled: false });
    await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false);
    const menuLink = page.getByRole("link", { name: "Menu" });
    await expect(menuLink.isVisible()).resolves.toBe(true);
    await menuLink.click();
    const siteMap = page.getByRole("navigation", { name: "Site map" });
    const hrefs = await siteMap
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const item of mainMenu) {
      for (const link of "href" in item ? [item] : item.submenu) expect(hrefs).toContain(link.href);
    }
  });
});

describe("footer", () => {
  const open = usePage();

  it("has the footer's links, tags, office contacts and the single source of working hours", async () => {
    const page = await open("/", phone);
    const footer = page.locator("footer.site-footer");
    const lifts = footer.getByRole("navigation", { name: "Our lifts" });
    expect(
      await lifts.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([
      "/contact-us",
      "/capsule-elevators",
      "/passenger-elevators",
      "/hospital-elevators",
      "/hydraulic-elevators",
      "/bunglow-lift",
      "/goods-lift",
      "/lift-planner",
      "/service",
    ]);
    // A page opened at its top lays its footer out in turn, after the sections (fresh-page.ts):
    // until then it has no rendered text.
    await page.waitForFunction(() => !document.documentElement.classList.contains("fresh"));
    const text = await footer.innerText();
    for (const tag of ["Safety", "Quality", "Innovation", "Service"]) expect(text).toContain(tag);
    expect(text).toMatch(/Monday to Friday\s+9:00 AM – 6:00 PM/);
    expect(text).toMatch(/Saturday\s+10:00 AM – 3:00 PM/);
    expect(text).toMatch(/Sunday\s+Closed/);
    await expect(footer.locator('a[href^="tel:+91"]').count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(footer.locator('a[href^="https://wa.me/"]').count()).resolves.toBe(1);
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThanOrEqual(1);
  });
});
