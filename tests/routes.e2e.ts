/**
 * Every route: served with its prerendered content and metadata, and no wider than a 375 px phone
 * before hydration (the fit of each page's words); unknown paths end at /. Axe at 375 and 1280 px
 * and the fit after hydration run once per layout and kind of content (tests/support/layouts.ts:
 * every page but the type and cabin pages that differ from their family's representatives in words
 * only), as on the pages a form posted without JavaScript ends on (rendered on request): the
 * confirmation, and the form sent back refused.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { englishPrerenderPaths as prerenderPaths } from "../content/prerender.ts";
import { sendPath, thankYouPath } from "../contracts/leads/forms.ts";
import { axeViolations, baseUrl, usePage, waitForHydration } from "./support/browser.ts";
import { eachLayoutPaths } from "./support/layouts.ts";

/** Thirty-two loads one after the other: room for a busy two-core machine. */
const ALL_PAGES_MS = 180_000;

describe("every route", () => {
  const open = usePage();

  it.each(prerenderPaths)("%s has its metadata in the raw HTML", async (path) => {
    const response = await fetch(baseUrl() + path, { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(
      `<link rel="canonical" href="https://www.example.com${path === "/" ? "/" : path}"/>`,
    );
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(html).toContain(`property="${property}"`);
    }
    expect(html).toContain('name="twitter:card"');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
  });

  it("home carries the Organization, contact it and a LocalBusiness per branch it shows", async () => {
    const typesOn = async (path: string) => {
      const html = await (await fetch(baseUrl() + path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "{}")["@type"],
      );
    };
    expect(await typesOn("/")).toEqual(["WebPage", "Organization"]);
    const contact = await typesOn("/contact-us");
    expect(contact).toContain("Organization");
    expect(contact.filter((type) => type === "LocalBusiness")).toHaveLength(5);
  });

  it("serves sitemap.xml with every route and robots.txt", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of prerenderPaths)
      expect(sitemap).toContain(`<loc>https://www.example.com${path === "/" ? "/" : path}</loc>`);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });

  it("answers 302 to / for unknown paths and serves any warranty id", async () => {
    for (const path of ["/no-such-page", "/blog-detail/99", "/about-us/team"]) {
      const response = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
    expect((await fetch(`${baseUrl()}/warranty/42`)).status).toBe(200);
  });

  it("redirects unknown paths to / during client-side navigation", async () => {
    const page = await open("/about-us");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/definitely-not-here");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${baseUrl()}/`);
  });

  it.each(eachLayoutPaths)(
    "%s on a 375 px phone: no axe violations, no wider than the screen after hydration",
    async (path) => {
      const page = await open(path, { width: 375 });
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  // The prerendered page with the JavaScript flag set but no app code yet, and the fallback font a
  // slow phone shows until the web font arrives: every route, one after the other in one tab
  // (without the app's code a load costs a fraction of a hydrated one), as
  // tests/i18n-overflow.e2e.ts checks every Gujarati and Hindi page.
  it(
    "every route fits a 375 px phone before hydration",
    async () => {
      const page = await open("/robots.txt", {
        width: 375,
        allowErrors: ["/assets/", "dynamically imported module", "net::ERR_FAILED"],
      });
      await page.route(/\/assets\/.*\.(js|woff2)$/, (route) => route.abort());
      const tooWide: string[] = [];
      for (const path of prerenderPaths) {
        await page.goto(baseUrl() + path, { waitUntil: "load" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) tooWide.push(`${path}: ${overflow} px too wide`);
      }
      expect(tooWide).toEqual([]);
    },
    ALL_PAGES_MS,
  );

  it.each(eachLayoutPaths)("%s has no axe violations at 1280 px", async (path) => {
    const page = await open(path, { width: 1280 });
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([375, 1280])(
    "the no-JavaScript form pages at %i px: no axe violations, no wider than the screen",
    async (width) => {
      const overflow = (page: Page) =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const thanks = await open(thankYouPath("webInquiry"), { width });
      await waitForHydration(thanks);
      expect(await overflow(thanks)).toBeLessThanOrEqual(0);
      expect(await axeViolations(thanks)).toEqual([]);

      // The appointment form sent empty (as a browser that skips the required checks would): refused.
      const refused = await open(sendPath("appointment"), {
        width,
        allowErrors: ["http 400", "status of 400"],
      });
      await waitForHydration(refused);
      await Promise.all([
        refused.waitForResponse((response) => response.request().method() === "POST"),
        refused.evaluate((action) => {
          HTMLFormElement.prototype.submit.call(document.querySelector(`form[action="${action}"]`));
        }, sendPath("appointment")),
      ]);
      await refused.waitForLoadState("load");
      await waitForHydration(refused);
      expect(await refused.getByRole("alert").textContent()).toContain("was not sent");
      expect(await overflow(refused)).toBeLessThanOrEqual(0);
      expect(await axeViolations(refused)).toEqual([]);
    },
  );
});
