/**
 * A cabin design the build never knew (needs the site build): an editor adds it in English and
 * Gujarati through the content API and publishes; its page is served at its path (/<slug>) in
 * every language, rendered on request, and the other designs' and the lift types' pages offer it.
 * A design removed leaves its page, which then goes home, as any unknown path does.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const NEW_CABIN = {
  slug: "teakwood-nova",
  path: "/teakwood-nova",
  title: "Teakwood Nova",
  headerTitle: "Teakwood Nova",
  image: "cabins/woodland-alpha.svg",
  alt: "Lift cabin with teak wood-grain walls and a mirror on the rear wall",
  teaser: "Teak wood-grain walls with a mirror rear panel",
  metaDescription: "Teakwood Nova lift cabin: teak wood-grain walls, a mirror rear panel and an LED ceiling.",
  description: [
    "Teakwood Nova lines the car with teak wood-grain panels and adds a mirror on the rear wall, so a small car feels wider and brighter for the people who use it every day.",
  ],
};

const GUJARATI = {
  alt: "ટીક વુડ-ગ્રેઇન દીવાલો અને પાછળની દીવાલ પર અરીસાવાળી લિફ્ટ કેબિન",
  teaser: "પાછળ અરીસા સાથે ટીક વુડ-ગ્રેઇન દીવાલો",
  metaDescription: "ટીકવુડ નોવા લિફ્ટ કેબિન: ટીક વુડ-ગ્રેઇન દીવાલો, પાછળ અરીસો અને LED છત.",
  description: [
    "ટીકવુડ નોવા કેબિનને ટીક વુડ-ગ્રેઇન પેનલથી સજાવે છે અને પાછળની દીવાલ પર અરીસો મૂકે છે, જેથી નાની કેબિન રોજ વાપરનારાઓને વધુ પહોળી અને ઉજાસવાળી લાગે.",
  ],
};

describe.skipIf(!hasSiteBuild)("a new cabin design, published without a build (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

    it("is served at its path in every language and offered on the other pages; removed, it goes home", async () => {
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const document = async () =>
        (await suite.app.inject({ url: "/api/staff/content/cabins", headers: { cookie } })).json();
      const save = async (locale: string, data: unknown) => {
        const { revision } = await document();
        return suite.app.inject({
          method: "PUT",
          url: "/api/staff/content/cabins",
          headers: { cookie },
          payload: { revision, locale, data },
        });
      };
      const publish = () =>
        suite.app.inject({
          method: "POST",
          url: "/api/staff/content/publish",
          headers: { cookie },
          payload: { ids: ["cabins"] },
        });
      const { draft } = await document();

      // Its page is at /<slug>: a path of another shape would never be reached, and is refused.
      const elsewhere = await save("en", [...draft.en, { ...NEW_CABIN, path: "/cabins/teakwood-nova" }]);
      expect(elsewhere.statusCode).toBe(400);
      expect(Object.keys(elsewhere.json().errors)).toEqual([`${draft.en.length}.path`]);

      expect((await save("en", [...draft.en, NEW_CABIN])).statusCode).toBe(200);
      expect((await save("gu", [...draft.gu, GUJARATI])).statusCode).toBe(200);
      // Not published yet: an unknown path, which goes home.
      const before = await get(NEW_CABIN.path);
      expect([before.statusCode, before.headers.location]).toEqual([302, "/"]);
      expect((await publish()).statusCode).toBe(200);

      for (const [url, text] of [
        [NEW_CABIN.path, NEW_CABIN.description[0]],
        [`/gu${NEW_CABIN.path}`, GUJARATI.description[0]],
        // No Hindi yet: the English texts, never a hole.
        [`/hi${NEW_CABIN.path}`, NEW_CABIN.description[0]],
        [`/gu${NEW_CABIN.path}.data`, GUJARATI.description[0]],
      ] as const) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain(text);
      }
      // Kept like the prerendered pages: the same bytes for everyone, its scripts allowed by hash.
      expect((await get(NEW_CABIN.path)).headers["content-security-policy"]).toMatch(
        /script-src[^;]*'sha256-/,
      );
      // Offered beside the other designs and on the lift types' pages.
      for (const url of ["/woodland-alpha", "/gu/passenger-elevators"]) {
        expect((await get(url)).body, url).toContain(`${NEW_CABIN.path}"`);
      }
      // Listed in the sitemap, in every language.
      const sitemap = (await get("/sitemap.xml")).body;
      for (const path of [NEW_CABIN.path, `/gu${NEW_CABIN.path}`, `/hi${NEW_CABIN.path}`])
        expect(sitemap, path).toContain(`<loc>https://www.example.com${path}</loc>`);
      // A design's path names the design; any other path of one part still goes home.
      const unknown = await get("/gu/no-such-design");
      expect(unknown.statusCode).toBe(302);
      expect(unknown.headers.location).toMatch(/^\/gu\/?$/);

      // Removed (the one the build knew, and the new one): their pages go home.
      const { draft: now } = await document();
      const without = (list: { slug?: string }[], slugs: string[]) =>
        list.filter((_item, index) => !slugs.includes(now.en[index].slug));
      const removed = ["woodland-alpha", NEW_CABIN.slug];
      expect((await save("en", without(now.en, removed))).statusCode).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      for (const url of ["/woodland-alpha", `/gu${NEW_CABIN.path}`]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(302);
        expect(page.headers.location, url).toMatch(/^\/(gu)?$/);
      }
      expect((await get("/platinum-signet")).body).not.toContain('"/woodland-alpha"');
      expect((await get("/sitemap.xml")).body).not.toMatch(/\/(woodland-alpha|teakwood-nova)</);
    });
  });
});
