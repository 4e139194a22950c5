/**
 * Every route: served with its prerendered content and metadata, loads without console errors,
 * passes axe and fits the screen at 375 px; unknown paths end at /. At 1280 px axe checks every
 * page and one or two routes of each family that shares a layout (type pages, cabin pages,
 * articles), as `DESKTOP_PATHS` says. So do the pages a form posted without JavaScript ends on
 * (rendered on request): the confirmation, and the form sent back refused.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readBlogIndex } from "../content/blog-posts.ts";
import { cabins } from "../content/cabins.ts";
import { elevatorTypes } from "../content/elevator-types.ts";
import { englishPrerenderPaths as prerenderPaths } from "../content/prerender.ts";
import { sendPath, thankYouPath } from "../contracts/leads/forms.ts";
import {
  allowErrorsFromNowOn,
  axeViolations,
  baseUrl,
  usePage,
  waitForHydration,
} from "./support/browser.ts";

/**
 * The routes axe checks at 1280 px: every page, and of each family of routes that share one layout
 * and differ only in their content, the routes whose content differs in kind (the capsule page's
 * own sections, the goods lift's load table, a cabin with a specification and one made to order,
 * an article). Content problems axe finds (headings, names, alt texts) show at 375 px, where every
 * route is checked; what 1280 px adds is the desktop layout, the same for the whole family.
 */
const SAME_LAYOUT = new Set([
  ...elevatorTypes.map((type) => type.path),
  ...cabins.map((cabin) => cabin.path),
  ...readBlogIndex().map((blog) => blog.path),
]);
const DESKTOP_REPRESENTATIVES = [
  "/capsule-elevators",
  "/goods-lift",
  "/woodland-alpha",
  "/formonic-iris",
  "/blog-detail/2",
];
const DESKTOP_PATHS = prerenderPaths.filter(
  (path) => !SAME_LAYOUT.has(path) || DESKTOP_REPRESENTATIVES.includes(path),
);

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

  it("home and contact carry Organization and LocalBusiness structured data", async () => {
    for (const path of ["/", "/contact-us"]) {
      const html = await (await fetch(baseUrl() + path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "{}"),
      );
      const types = blocks.map((block) => block["@type"]);
      if (path === "/") expect(types).toContain("Organization");
      expect(types.filter((type) => type === "LocalBusiness")).toHaveLength(5);
    }
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

  it.each(prerenderPaths)(
    "%s on a 375 px phone: no axe violations, no wider than the screen before and after hydration",
    async (path) => {
      const page = await open(path, { width: 375 });
      await waitForHydration(page);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow(), "after hydration").toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      // Before hydration: the prerendered page with the JavaScript flag set but no app code yet, and
      // the fallback font a slow phone shows until the web font arrives. The running page is left
      // first, so none of its deferred sections (which axe may have scrolled near) asks for its code
      // once the scripts are blocked.
      await page.goto("about:blank");
      allowErrorsFromNowOn(page, ["/assets/", "dynamically imported module", "net::ERR_FAILED"]);
      await page.route(/\/assets\/.*\.(js|woff2)$/, (route) => route.abort());
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
      expect(await overflow(), "before hydration").toBeLessThanOrEqual(0);
    },
  );

  it.each(DESKTOP_PATHS)("%s has no axe violations at 1280 px", async (path) => {
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
