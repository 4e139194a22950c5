/**
 * The public site after a publish (needs the site build): the pages are rendered from the published
 * content (HTML and route data), kept per content version; a draft shows only on the staff preview,
 * which is private and asks for a sign-in.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REVALIDATE_EVERY_USE } from "../../contracts/cache.ts";
import { readForm } from "../testing/content-form.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

describe.skipIf(!hasSiteBuild)("published content on the public site (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const get = (url: string, cookie?: string) =>
      suite.app.inject({ url, headers: { host: "localhost", ...(cookie ? { cookie } : {}) } });
    const editor = async () => {
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      return signedIn(suite.app, email);
    };
    const saveGujaratiTitle = async (cookie: string, title: string) => {
      const { revision, draft } = (
        await suite.app.inject({ url: "/api/staff/content/faqs", headers: { cookie } })
      ).json();
      const texts = structuredClone(draft.gu);
      texts[0].title = title;
      const saved = await suite.app.inject({
        method: "PUT",
        url: "/api/staff/content/faqs",
        headers: { cookie },
        payload: { revision, locale: "gu", data: texts },
      });
      expect(saved.statusCode).toBe(200);
    };

    it("serves the build until a publish, then the published text in the page and its route data", async () => {
      const cookie = await editor();
      const built = await get("/gu/faq");
      expect(built.statusCode).toBe(200);
      expect(built.body).toContain("ગ્રાહકોના પ્રશ્નો");
      await saveGujaratiTitle(cookie, "ગ્રાહકોના સવાલ-જવાબ");
      // A draft is not on the public page.
      expect((await get("/gu/faq")).body).not.toContain("ગ્રાહકોના સવાલ-જવાબ");
      const published = await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: {},
      });
      // This replica serves it at once.
      expect(published.statusCode).toBe(200);
      for (const url of ["/gu/faq", "/gu/faq.data"]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain("ગ્રાહકોના સવાલ-જવાબ");
        expect(page.body, url).not.toContain("ગ્રાહકોના પ્રશ્નો");
      }
      // Rendered without a nonce and kept: the same bytes for everyone, its scripts allowed by hash.
      const html = await get("/gu/faq");
      expect(html.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
      expect(html.headers["content-security-policy"]).not.toMatch(/'nonce-/);
      expect(html.body).not.toMatch(/nonce=/);
      const again = await get("/gu/faq");
      expect([again.body, again.headers["content-security-policy"]]).toEqual([
        html.body,
        html.headers["content-security-policy"],
      ]);
      // The English page is as it was.
      expect((await get("/faq")).body).toContain("Customers FAQ's");
    });

    it("lets caches keep a published page, checked on every use: a 304 for this version, the page after the next publish", async () => {
      const cookie = await editor();
      await saveGujaratiTitle(cookie, "ગ્રાહકોના સવાલ");
      await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: {},
      });
      const page = await get("/gu/faq");
      expect(page.headers["cache-control"]).toBe(REVALIDATE_EVERY_USE);
      const etag = String(page.headers.etag);
      expect(etag).toMatch(/^W\/"\d+-/);
      const check = (held: string) =>
        suite.app.inject({ url: "/gu/faq", headers: { host: "localhost", "if-none-match": held } });
      const unchanged = await check(`"other", ${etag}`);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe("");
      // The browser applies a 304's policy to the page it holds: it must allow the page's scripts.
      expect(unchanged.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
      await saveGujaratiTitle(cookie, "ગ્રાહકોના નવા સવાલ");
      await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: {},
      });
      const changed = await check(etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain("ગ્રાહકોના નવા સવાલ");
      expect(changed.headers.etag).not.toBe(etag);
    });

    it("sends a published page compressed as the build compresses its pages (brotli's best setting), once it is ready", async () => {
      const cookie = await editor();
      await saveGujaratiTitle(cookie, "ગ્રાહકોના પ્રશ્નો અને જવાબ");
      await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: {},
      });
      const brotli = () =>
        suite.app.inject({ url: "/gu/faq", headers: { host: "localhost", "accept-encoding": "br" } });
      const html = Buffer.from(brotliDecompressSync((await brotli()).rawPayload));
      const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await expect
        .poll(async () => (await brotli()).rawPayload.length, { timeout: 10_000 })
        .toBe(best.length);
    });

    it("shows drafts only on the preview, to signed-in staff who edit content, never kept or indexed", async () => {
      const cookie = await editor();
      await saveGujaratiTitle(cookie, "ડ્રાફ્ટ: ગ્રાહકોના પ્રશ્નો");
      expect((await get("/gu/faq")).body).not.toContain("ડ્રાફ્ટ:");
      const preview = await get("/preview/gu/faq", cookie);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain("ડ્રાફ્ટ:");
      expect(preview.body).not.toMatch(/<script/);
      expect(preview.headers["cache-control"]).toBe("no-store");
      expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
      // A bar says it is a draft preview, in English, and leads back to the document's editor
      // (tester: no banner); the public page has none.
      const { document } = readForm(preview.body);
      const banner = document.querySelector("body > aside.preview-banner:first-child");
      expect(banner?.getAttribute("lang")).toBe("en");
      expect(banner?.textContent).toContain("Draft preview (Gujarati)");
      expect(banner?.querySelector("a")?.getAttribute("href")).toBe("/inbox/content/faqs?lang=gu");
      expect(preview.body).toContain('<link rel="stylesheet" href="/inbox/assets/preview.css"/></head>');
      expect((await get("/gu/faq")).body).not.toContain("preview-banner");
      const fromHistory = await suite.app.inject({
        url: "/preview/gu/faq",
        headers: { host: "localhost", cookie, referer: "http://localhost/inbox/content/faqs/history" },
      });
      expect(
        readForm(fromHistory.body).document.querySelector(".preview-banner a")?.getAttribute("href"),
      ).toBe("/inbox/content/faqs/history");
      // A page that shows several documents (the home page) leads to the list.
      const home = readForm((await get("/preview/hi", cookie)).body).document;
      expect(home.querySelector(".preview-banner a")?.getAttribute("href")).toBe("/inbox/content");
      // Its links to the site's pages stay in the preview; links to files do not (tester).
      const hrefs = [...home.querySelectorAll("body > :not(.preview-banner) a[href^='/']")].map(
        (link) => link.getAttribute("href") ?? "",
      );
      expect(hrefs).toContain("/preview/hi/faq");
      expect(hrefs).toContain("/preview/");
      expect(
        hrefs.filter(
          (href) => !href.startsWith("/preview/") && !/^\/(media|uploads|assets|images)\//.test(href),
        ),
      ).toEqual([]);
      // An unknown page redirects to its language's home page in the preview, not on the live site.
      const unknown = await get("/preview/gu/no-such-page", cookie);
      expect([unknown.statusCode, unknown.headers.location]).toEqual([302, "/preview/gu"]);
      expect((await suite.app.inject({ url: "/inbox/assets/preview.css" })).statusCode).toBe(200);
      const anonymous = await get("/preview/gu/faq");
      expect([anonymous.statusCode, anonymous.headers.location]).toEqual([303, "/inbox"]);
      expect(anonymous.body).not.toContain("ડ્રાફ્ટ:");
      const salesEmail = `sales-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, salesEmail, "Sales Person", "sales");
      expect((await get("/preview/gu/faq", await signedIn(suite.app, salesEmail))).statusCode).toBe(403);
    });
  });
});
