/**
 * A blog post the build never knew (needs the site build): an editor adds it in English and
 * Gujarati through the content API, publishes, and its pages (rendered on request), the blog
 * list and the home page's latest posts show it; its article is rendered from markdown with nothing the editor typed becoming markup.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const NEW_POST = {
  id: "lift-safety-week",
  title: "Lift safety week: five checks for every building",
  summary: "Five things a building's caretaker can check every week, between our monthly visits.",
  image: "blogs/blog-1.svg",
  imageAlt: "A caretaker checking a lift's alarm button",
  published: "2026-11-20",
  author: "Service Engineering Team",
  body: [
    "Between our visits, a caretaker can check five things.",
    "## The alarm button",
    "- Press it: the bell must ring.",
    "[Ask our service team](/contact-us)",
  ].join("\n\n"),
};

const GUJARATI = {
  title: "લિફ્ટ સલામતી સપ્તાહ: દરેક બિલ્ડિંગ માટે પાંચ ચકાસણી",
  summary: "અમારી માસિક વિઝિટ વચ્ચે બિલ્ડિંગના કેરટેકર દર અઠવાડિયે તપાસી શકે એવી પાંચ બાબતો.",
  imageAlt: "લિફ્ટનું એલાર્મ બટન તપાસતા કેરટેકર",
  author: "સર્વિસ એન્જિનિયરિંગ ટીમ",
  // The same links as the English article (a translation keeps them; the page drops the trap).
  body: "અમારી વિઝિટ વચ્ચે કેરટેકર પાંચ બાબતો તપાસી શકે છે.\n\n## એલાર્મ બટન\n\n[અમારી સર્વિસ ટીમનો સંપર્ક કરો](/contact-us)",
};

describe.skipIf(!hasSiteBuild)("a new blog post, published without a build (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

    it("is served at its address in English and Gujarati, and listed, once published", async () => {
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const save = async (locale: string, data: unknown) => {
        const { revision } = (
          await suite.app.inject({ url: "/api/staff/content/blogs", headers: { cookie } })
        ).json();
        const saved = await suite.app.inject({
          method: "PUT",
          url: "/api/staff/content/blogs",
          headers: { cookie },
          payload: { revision, locale, data },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      };
      const { draft } = (
        await suite.app.inject({ url: "/api/staff/content/blogs", headers: { cookie } })
      ).json();
      await save("en", [...draft.en, NEW_POST]);
      await save("gu", [...draft.gu, GUJARATI]);

      // A draft is not on the site: the unknown address still goes home. The editor previews it.
      const before = await get(`/blog-detail/${NEW_POST.id}`);
      expect([before.statusCode, before.headers.location]).toEqual([302, "/"]);
      const preview = await suite.app.inject({
        url: `/preview/gu/blog-detail/${NEW_POST.id}`,
        headers: { host: "localhost", cookie },
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain(GUJARATI.title);

      const published = await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: { ids: ["blogs"] },
      });
      expect(published.statusCode, published.body).toBe(200);

      const english = await get(`/blog-detail/${NEW_POST.id}`);
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain(NEW_POST.title);
      expect(english.body).toContain("<h2>The alarm button</h2>");
      expect(english.body).toContain('<a href="/contact-us">Ask our service team</a>');
      // HTML typed in an article is refused at save (content/blog-posts.test.ts), and would be text
      // (app/markdown.server.test.ts); a javascript: link is refused too (server/content/api.test.ts).

      const gujarati = await get(`/gu/blog-detail/${NEW_POST.id}`);
      expect(gujarati.statusCode).toBe(200);
      expect(gujarati.body).toContain(GUJARATI.title);
      expect(gujarati.body).toContain("<h2>એલાર્મ બટન</h2>");
      expect(gujarati.body).toContain('<a href="/gu/contact-us">');
      // Kept like the prerendered pages: the same bytes for everyone, its scripts allowed by hash.
      expect(gujarati.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
      // Hindi has no translation yet: the English post, never a hole.
      expect((await get(`/hi/blog-detail/${NEW_POST.id}`)).body).toContain(NEW_POST.title);

      const data = await get(`/gu/blog-detail/${NEW_POST.id}.data`);
      expect(data.statusCode).toBe(200);
      expect(data.body).toContain(GUJARATI.title);

      for (const [list, title] of [
        ["/blogs", NEW_POST.title],
        ["/gu/blogs", GUJARATI.title],
      ] as const) {
        const page = await get(list);
        expect(page.statusCode, list).toBe(200);
        expect(page.body, list).toContain(title);
        expect(page.body, list).toContain(`/blog-detail/${NEW_POST.id}"`);
      }
      // The newest post leads the home page's latest posts, in each language.
      for (const [home, title] of [
        ["/", NEW_POST.title],
        ["/gu", GUJARATI.title],
      ] as const) {
        const page = await get(home);
        expect(page.statusCode, home).toBe(200);
        const latest = page.body.slice(page.body.indexOf('id="blogs-title"'));
        expect(latest, home).toContain(title);
        expect(latest.indexOf(`/blog-detail/${NEW_POST.id}"`), home).toBeLessThan(
          latest.indexOf('/blog-detail/2"'),
        );
      }
      // The posts the build knew are still there; an unknown id still goes home.
      expect((await get("/blog-detail/1")).statusCode).toBe(200);
      const unknown = await get("/gu/blog-detail/no-such-post");
      expect(unknown.statusCode).toBe(302);
      expect(unknown.headers.location).toMatch(/^\/gu\/?$/);
    });

    it("never lets a post's texts become script, in the page, its metadata or its data", async () => {
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const hostile = '</script><script>alert("typed")</script><img src=x onerror=alert(1)>';
      const { revision, draft } = (
        await suite.app.inject({ url: "/api/staff/content/blogs", headers: { cookie } })
      ).json();
      const post = {
        ...NEW_POST,
        id: "hostile-post",
        title: `Title ${hostile}`,
        summary: `Summary ${hostile}`,
      };
      const saved = await suite.app.inject({
        method: "PUT",
        url: "/api/staff/content/blogs",
        headers: { cookie },
        payload: { revision, locale: "en", data: [...draft.en, post] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: { ids: ["blogs"] },
      });
      for (const url of ["/blog-detail/hostile-post", "/blogs"]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain("Title &lt;/script&gt;&lt;script&gt;alert(");
        expect(page.body, url).not.toContain('<script>alert("typed")');
        expect(page.body, url).not.toContain("<img src=x");
      }
    });
  });
});
