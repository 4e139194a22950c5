/**
 * The company's facts after a publish (needs the site build): a new support number is on every page
 * that shows it, in each language, in the HTML and in the route data, and the old one nowhere; the
 * pages carry the published company only once it differs from the one their JavaScript holds. The
 * warranty PDF names the new number too.
 */
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { pdfText } from "../../design/warranty/pdf-text.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const OLD = company.phones.support;
const NEW = { display: "+91 90000 00099", tel: "+919000000099" };

/** The pages that show the support number, and their route data. */
const PAGES = ["/", "/_root.data", "/gu", "/gu.data", "/contact-us", "/contact-us.data", "/hi/contact-us"];

describe.skipIf(!hasSiteBuild)(
  "the company's published facts on the public site (needs the site build)",
  () => {
    describe.each(DRIVERS)("on %s", (driver) => {
      const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
      const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

      const editor = async () => {
        const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
        await addStaff(suite.app, email, "Content Editor", "editor");
        return signedIn(suite.app, email);
      };

      const publish = async (cookie: string, ids: string[]) => {
        const published = await suite.app.inject({
          method: "POST",
          url: "/api/staff/content/publish",
          headers: { cookie },
          payload: { ids },
        });
        expect(published.statusCode).toBe(200);
      };

      it("shows a published support number on every page that shows it, and the old one nowhere", async () => {
        const cookie = await editor();
        // Another document published: the pages' bytes keep no second copy of the company.
        await publish(cookie, ["faqs"]);
        const english = await get("/contact-us.data");
        expect(english.body).not.toContain("publishedCompany");

        const { revision, draft } = (
          await suite.app.inject({ url: "/api/staff/content/company", headers: { cookie } })
        ).json();
        const data = structuredClone(draft.en);
        data.phones.support = { ...data.phones.support, ...NEW };
        data.branches[0] = { ...data.branches[0], phone: "+91 90000 00098", tel: "+919000000098" };
        const saved = await suite.app.inject({
          method: "PUT",
          url: "/api/staff/content/company",
          headers: { cookie },
          payload: { revision, locale: "en", data },
        });
        expect(saved.statusCode).toBe(200);
        await publish(cookie, ["company"]);

        for (const url of PAGES) {
          const page = await get(url);
          expect(page.statusCode, url).toBe(200);
          expect(page.body, url).toContain(NEW.display);
          expect(page.body, url).not.toContain(OLD.display);
          expect(page.body, url).not.toContain(OLD.tel);
        }
        // The links dial it; the structured data names the branch's published number.
        expect((await get("/")).body).toContain(`href="tel:${NEW.tel}"`);
        const contact = (await get("/gu/contact-us")).body;
        expect(contact).toContain(`"telephone":"+919000000098"`);
        expect(contact).toContain("+91 90000 00098");
        // The warranty PDF, made again with the published facts (the HEAD too).
        const pdf = await suite.app.inject({ url: "/uploads/WarrantyPdf/warranty.pdf" });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const text = (await pdfText(pdf.rawPayload)).pages.join(" ");
        expect(text).toContain(NEW.display);
        expect(text).not.toContain(OLD.display);
        const held = { "if-none-match": String(pdf.headers.etag) };
        const again = await suite.app.inject({ url: "/uploads/WarrantyPdf/warranty.pdf", headers: held });
        expect(again.statusCode).toBe(304);
        const head = await suite.app.inject({ method: "HEAD", url: "/uploads/WarrantyPdf/warranty.pdf" });
        expect(head.statusCode).toBe(200);
      });
    });
  },
);
