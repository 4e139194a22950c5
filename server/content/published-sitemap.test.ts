/**
 * The sitemap after a publish (needs the site build): the build's file until the company publishes,
 * then made from the published content, so a blog post published since is listed in every language
 * and one removed is not.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const ORIGIN = "https://www.example.com";
const listed = (sitemap: string, path: string) => sitemap.includes(`<loc>${ORIGIN}${path}</loc>`);

describe.skipIf(!hasSiteBuild)("the sitemap of the published content (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const sitemap = (headers: Record<string, string> = {}) =>
      suite.app.inject({ url: "/sitemap.xml", headers: { host: "localhost", ...headers } });

    it("lists a post published after the build in every language, and no longer one removed", async () => {
      const built = await sitemap();
      expect(built.statusCode).toBe(200);
      expect(listed(built.body, "/gu/blog-detail/2")).toBe(true);

      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const { revision, draft } = (
        await suite.app.inject({ url: "/api/staff/content/blogs", headers: { cookie } })
      ).json();
      const [first, second] = draft.en as { id: string }[];
      // The post the build knew as 2 is removed; a new one is added.
      const posts = [first, { ...second, id: "lift-safety-week", published: "2026-11-20" }];
      const saved = await suite.app.inject({
        method: "PUT",
        url: "/api/staff/content/blogs",
        headers: { cookie },
        payload: { revision, locale: "en", data: posts },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: { ids: ["blogs"] },
      });
      expect(published.statusCode, published.body).toBe(200);

      const now = await sitemap();
      expect(now.statusCode).toBe(200);
      expect(now.headers["content-type"]).toMatch(/^application\/xml/);
      for (const path of [
        "/blog-detail/lift-safety-week",
        "/gu/blog-detail/lift-safety-week",
        "/hi/blog-detail/lift-safety-week",
      ])
        expect(listed(now.body, path), path).toBe(true);
      expect(now.body).toContain(
        `<xhtml:link rel="alternate" hreflang="gu" href="${ORIGIN}/gu/blog-detail/lift-safety-week"/>`,
      );
      for (const path of ["/blog-detail/2", "/gu/blog-detail/2", "/hi/blog-detail/2"])
        expect(listed(now.body, path), path).toBe(false);
      // The other pages are as the build listed them.
      const pages = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
      expect(pages(now.body).filter((loc) => !loc?.includes("/blog-detail/"))).toEqual(
        pages(built.body).filter((loc) => !loc?.includes("/blog-detail/")),
      );
      // Compressed as a page is.
      const compressed = await sitemap({ "accept-encoding": "br" });
      expect(compressed.headers["content-encoding"]).toBe("br");
      // A HEAD (a crawler checking it) is answered as the GET (Node leaves out the body).
      const head = await suite.app.inject({
        method: "HEAD",
        url: "/sitemap.xml",
        headers: { host: "localhost" },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toMatch(/^application\/xml/);
      const page = await suite.app.inject({
        method: "HEAD",
        url: "/gu/blog-detail/lift-safety-week",
        headers: { host: "localhost" },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBeDefined();
      // The page kept for it is whole: the GET after it has the article.
      const after = await suite.app.inject({
        url: "/gu/blog-detail/lift-safety-week",
        headers: { host: "localhost" },
      });
      expect(after.headers.etag).toBe(page.headers.etag);
      expect(after.body).toContain("</article>");
    });

    it("still serves the pages it lists that no document adds, such as the warranty page for any id", async () => {
      // After the publish above: the built warranty page is not served, the page is rendered.
      for (const url of ["/warranty/1", "/gu/warranty/42"]) {
        const page = await suite.app.inject({ url, headers: { host: "localhost" } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      }
    });
  });
});
