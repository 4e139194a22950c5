/**
 * A text not translated yet, on a published Gujarati or Hindi page (needs the site build): the page
 * shows its English, marked `lang="en"` (screen readers and fonts read it as English), and nothing
 * translated is marked.
 */
import { describe, expect, it } from "vitest";
import { faqGroupsIn } from "../../content/faqs.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

/** How many elements a page marks as English (the language switcher's "English" is one). */
const englishMarks = (html: string) => html.split('lang="en"').length - 1;

describe.skipIf(!hasSiteBuild)("an English text on a published Gujarati page (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
    const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

    it("is marked lang=en where the translation misses it, and only there", async () => {
      const built = await get("/gu/faq");
      const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
      await addStaff(suite.app, email, "Content Editor", "editor");
      const cookie = await signedIn(suite.app, email);
      const { revision, draft } = (
        await suite.app.inject({ url: "/api/staff/content/faqs", headers: { cookie } })
      ).json();
      // One answer not translated.
      const texts = structuredClone(draft.gu);
      texts[0].faqs[1].answer = "";
      const saved = await suite.app.inject({
        method: "PUT",
        url: "/api/staff/content/faqs",
        headers: { cookie },
        payload: { revision, locale: "gu", data: texts },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await suite.app.inject({
        method: "POST",
        url: "/api/staff/content/publish",
        headers: { cookie },
        payload: { ids: ["faqs"] },
      });
      expect(published.statusCode, published.body).toBe(200);

      const page = await get("/gu/faq");
      expect(page.statusCode).toBe(200);
      const english = faqGroupsIn("en")[0]?.faqs[1]?.answer ?? "";
      expect(page.body).toContain(`<p lang="en">${english}</p>`);
      // The question beside it, translated, is not marked; nor is anything else on the page.
      expect(page.body).toContain(faqGroupsIn("gu")[0]?.faqs[1]?.question);
      expect(englishMarks(page.body)).toBe(englishMarks(built.body) + 1);
    });
  });
});
