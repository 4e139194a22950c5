/**
 * Lead forms posted without JavaScript, through the real app and the real site build (run
 * `npm run build` first): the send page's action posts the fields to the lead API, a stored lead
 * ends on the confirmation page, a refused one is shown again in the site's layout with every
 * value kept and the API's messages; a post whose Origin is SITE_URL is accepted over plain http.
 */
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { fieldMessage as message } from "../../contracts/leads/errors.ts";
import { MAX_LENGTH, sendPath, thankYouPath } from "../../contracts/leads/schema.ts";
import { formText } from "../../contracts/leads/texts.ts";
import type { Locale } from "../../contracts/locales.ts";
import { privacySendPath } from "../../contracts/privacy/fields.ts";
import { m } from "../../messages/compiled/messages.js";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { DRIVERS } from "../testing/databases.ts";
import {
  FORM_POST,
  formBody,
  nextClient,
  UNREADABLE_BODIES,
  VALID,
  VALID_SERVICE_REQUEST,
} from "../testing/fixtures.ts";
import { hasSiteBuild, readPageForm, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const SITE_URL = "https://www.example.com";

/** The site's layout: header with navigation, breadcrumb, footer. */
function expectSiteLayout(html: string) {
  expect(html).toContain('<header class="site-header"');
  expect(html).toContain('<nav class="desktop-nav" aria-label="Main">');
  expect(html).toContain('<nav aria-label="Breadcrumb">');
  expect(html).toContain('<footer class="site-footer"');
  expect(html).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/style-[^"]+\.css"/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
}

describe.skipIf(!hasSiteBuild)("the send page (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR, SITE_URL, LEADS_RATE_LIMIT: "1" });
    const send = (
      kind: keyof typeof VALID,
      fields: Record<string, string>,
      headers = {},
      locale: Locale = "en",
      client = nextClient(),
    ) =>
      suite.app.inject({
        method: "POST",
        url: sendPath(kind, locale),
        payload: formBody(fields),
        headers: { ...FORM_POST, host: "localhost", origin: "http://localhost", ...headers },
        remoteAddress: client,
      });

    it("stores the lead and ends on the confirmation page in the site's layout, not cached", async () => {
      const before = await suite.app.db.leads.count();
      const response = await send("question", { ...VALID.question.body, website: "" });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(thankYouPath("question"));
      expect(await suite.app.db.leads.count()).toBe(before + 1);

      const page = await suite.app.inject({ url: thankYouPath("question") });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      expectSiteLayout(page.body);
      expect(page.body).toContain(`<span>${formText("question", "success", "en")}</span>`);
    });

    it("accepts a post whose Origin is SITE_URL arriving over plain http (TLS ended by a proxy)", async () => {
      const response = await send(
        "newsletter",
        { email: `proxy.${driver}@example.com` },
        {
          host: "www.example.com",
          origin: SITE_URL,
        },
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(thankYouPath("newsletter"));
    });

    it("shows a refused form again in the site's layout: every value kept, messages by the fields", async () => {
      const sent = {
        category: "Corporate",
        name: "Asha <b>Patel</b>",
        mobileNo: "12345",
        email: "asha@example",
        companyName: `Patel & "Sons"`,
        jobTitle: "Developers",
        projectType: "Building Renovation",
        timeframe: "3-6 months",
        appointmentDate: VALID.appointment.body.appointmentDate,
        comments: "G+3 bungalow\nwith a garden & a 'pit'",
        website: "",
      };
      const before = await suite.app.db.leads.count();
      const response = await send("appointment", sent);
      expect(response.statusCode).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(await suite.app.db.leads.count()).toBe(before);
      expectSiteLayout(response.body);
      expect(response.body).not.toContain("<b>Patel</b>");

      const form = readPageForm(response.body, "appointment");
      // Sent without a Referer: the lead names the send page as where it came from.
      expect(form.values).toEqual({ ...sent, sourcePage: sendPath("appointment") });
      expect(form.fieldErrors).toEqual({
        mobileNo: message("mobileInvalid", "en"),
        email: message("emailInvalid", "en"),
      });
      expect(form.summary).toContain("Your appointment request was not sent");
      expect(form.summary).toContain(ERROR_MESSAGES.invalid);
      expect(form.summary).toContain(`Mobile number: ${message("mobileInvalid", "en")}`);

      // Sent again as it stands, corrected, it is stored.
      const again = await send("appointment", {
        ...form.values,
        mobileNo: "9876543210",
        email: "asha@example.com",
      });
      expect(again.statusCode).toBe(303);
      expect(await suite.app.db.leads.count()).toBe(before + 1);
    });

    it("lists a refusal's messages in the order of the page's fields, each a link to its field", async () => {
      // As a browser posts the AMC quote form, in its order on the page: the lift, then the person;
      // no cover chosen, so none sent.
      const { name, mobileNo, liftType, stops, make, yearInstalled, currentMaintainer, site, city } =
        VALID.amcQuote.body;
      const posted = { liftCount: "", liftType, stops, yearInstalled, make, currentMaintainer, site, city };
      const person = { name, mobileNo, email: "asha@example", website: "" };
      const response = await send("amcQuote", { ...posted, ...person }, {}, "gu");
      expect(response.statusCode).toBe(400);
      const summary = response.body.split('id="refusal-title"')[1]?.split("</ul>")[0] ?? "";
      const links = [...summary.matchAll(/<a href="#([^"]+)">/g)].map((match) => match[1]);
      expect(links).toEqual(["send-amcQuote-liftCount", "send-amcQuote-email", "send-amcQuote-cover"]);
      for (const id of links) expect(response.body).toContain(` id="${id}"`);
    });

    it("answers a form from a Gujarati page in Gujarati: the refusal, then the confirmation page", async () => {
      const sent = { ...VALID.webInquiry.body, mobileNo: "12345", email: "ravi@example", website: "" };
      const refused = await send("webInquiry", sent, { referer: "http://localhost/gu/contact-us" }, "gu");
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('<html lang="gu"');
      const form = readPageForm(refused.body, "webInquiry", "gu");
      expect(form.values).toEqual({ ...sent, sourcePage: "/gu/contact-us" });
      expect(form.fieldErrors).toEqual({
        mobileNo: "કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો",
        email: "કૃપા કરીને સાચું ઈમેલ સરનામું લખો",
      });
      expect(form.summary).toContain("તમારો સંદેશ મોકલાયો નથી");
      expect(form.summary).toContain("કેટલીક વિગતો ખૂટે છે અથવા સાચી નથી.");
      expect(form.summary).toContain("મોબાઇલ નંબર: કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો");

      const again = await send(
        "webInquiry",
        { ...form.values, mobileNo: "9876543210", email: `ravi.${driver}@example.com` },
        { referer: `http://localhost${sendPath("webInquiry", "gu")}` },
        "gu",
      );
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe("/gu/thank-you?type=webInquiry");
      const stored = (await suite.app.db.leads.list({ kind: "webInquiry", order: "desc", limit: 1 }))[0];
      expect(stored?.sourcePage).toBe("/gu/contact-us");
      const thanks = await suite.app.inject({ url: again.headers.location as string });
      expect(thanks.body).toContain("<span>તમારો સંદેશ અમને મળી ગયો છે, આભાર!</span>");
      expect(thanks.body).toContain("અમારી ટીમ એક કામકાજના દિવસમાં તમારો સંપર્ક કરશે.");
    });

    it("refuses a form posted from another website with 403, in the page's language, every value kept", async () => {
      const before = await suite.app.db.leads.count();
      const sent = { ...VALID.webInquiry.body, website: "" };
      const foreign = { origin: "https://evil.example", referer: "https://evil.example/form" };
      const refused = await send("webInquiry", sent, foreign, "gu");
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('<header class="site-header"');
      const form = readPageForm(refused.body, "webInquiry", "gu");
      expect(form.values).toEqual({ ...sent, sourcePage: sendPath("webInquiry", "gu") });
      expect(form.summary).toContain("આ ફોર્મ બીજી વેબસાઇટ પરથી આવ્યું હતું");
      const english = await send("webInquiry", sent, foreign);
      expect(english.statusCode).toBe(403);
      expectSiteLayout(english.body);
      expect(readPageForm(english.body, "webInquiry").summary).toContain("reached us from another website");
      expect(await suite.app.db.leads.count()).toBe(before);

      // The service page's form alike: shown again with what was sent, nothing stored.
      const service = await suite.app.inject({
        method: "POST",
        url: "/gu/service",
        payload: formBody({ ...VALID_SERVICE_REQUEST, name: "Kiran Foreign" }),
        headers: { ...FORM_POST, host: "localhost", ...foreign },
        remoteAddress: nextClient(),
      });
      expect(service.statusCode).toBe(403);
      expect(service.body).toContain('<footer class="site-footer"');
      expect(service.body).toContain("આ ફોર્મ બીજી વેબસાઇટ પરથી આવ્યું હતું");
      expect(service.body).toContain('value="Kiran Foreign"');

      // And the privacy request form.
      const privacy = await suite.app.inject({
        method: "POST",
        url: "/gu/privacy/send",
        payload: formBody({ kind: "see", name: "Kiran Foreign", email: "kiran@example.com" }),
        headers: { ...FORM_POST, host: "localhost", ...foreign },
        remoteAddress: nextClient(),
      });
      expect(privacy.statusCode).toBe(403);
      expect(privacy.body).toContain("આ ફોર્મ બીજી વેબસાઇટ પરથી આવ્યું હતું");
      expect(privacy.body).toContain('value="Kiran Foreign"');
    });

    it("answers in Gujarati when the browser sends no Referer: the send page's path says the language", async () => {
      const sent = { ...VALID.webInquiry.body, mobileNo: "12345", website: "" };
      const refused = await send("webInquiry", sent, {}, "gu");
      expect(refused.statusCode).toBe(400);
      const form = readPageForm(refused.body, "webInquiry", "gu");
      expect(form.fieldErrors).toEqual({ mobileNo: "કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો" });
      expect(form.values.sourcePage).toBe(sendPath("webInquiry", "gu"));

      const accepted = await send("webInquiry", { ...form.values, mobileNo: "9876543210" }, {}, "gu");
      expect(accepted.statusCode).toBe(303);
      const stored = (await suite.app.db.leads.list({ kind: "webInquiry", order: "desc", limit: 1 }))[0];
      expect(stored?.locale).toBe("gu");
    });

    it("answers in the page's own language when the form or the Referer names a page of another", async () => {
      const sent = { ...VALID.webInquiry.body, mobileNo: "12345", website: "", sourcePage: "/hi/contact-us" };
      const refused = await send("webInquiry", sent, { referer: "http://localhost/hi/contact-us" }, "gu");
      expect(refused.statusCode).toBe(400);
      const form = readPageForm(refused.body, "webInquiry", "gu");
      expect(form.fieldErrors).toEqual({ mobileNo: "કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો" });
      expect(form.values.sourcePage).toBe(sendPath("webInquiry", "gu"));
      const summary = refused.body.split('id="refusal-title"')[1]?.split("</ul>")[0] ?? "";
      expect(summary).toContain("તમારો સંદેશ મોકલાયો નથી");
      expect(summary).not.toMatch(/\p{Script=Devanagari}/u);
    });

    it("takes the longest valid message in Gujarati (form encoding writes a letter in 9 bytes)", async () => {
      const message = "લિફ્ટ".repeat(MAX_LENGTH.message / 5);
      expect(message).toHaveLength(MAX_LENGTH.message);
      const response = await send("webInquiry", { ...VALID.webInquiry.body, subject: "સર્વિસ", message });
      expect(response.statusCode).toBe(303);
      const stored = (await suite.app.db.leads.list({ kind: "webInquiry", order: "desc", limit: 1 }))[0];
      expect(stored?.data).toMatchObject({ message });
    });

    it("records the page a form was first sent from, also when it is sent again from the send page", async () => {
      const first = await send(
        "question",
        { ...VALID.question.body, email: "not-an-email", website: "" },
        { referer: "http://localhost/faq?from=menu" },
      );
      expect(first.statusCode).toBe(400);
      const form = readPageForm(first.body, "question");
      expect(form.values.sourcePage).toBe("/faq?from=menu");
      const again = await send(
        "question",
        { ...form.values, email: `source.${driver}@example.com` },
        { referer: `http://localhost${sendPath("question")}` },
      );
      expect(again.statusCode).toBe(303);
      const stored = (await suite.app.db.leads.list({ kind: "question", order: "desc", limit: 1 }))[0];
      expect(stored?.sourcePage).toBe("/faq?from=menu");
    });

    it("stores a form sent twice (a double tap) once, and ends both posts on the confirmation page", async () => {
      const sent = { ...VALID.question.body, questions: `Double tap on ${driver}?` };
      const before = await suite.app.db.leads.count({ kind: "question" });
      // Both taps come from one phone: an Idempotency-Key belongs to its sender.
      const phone = nextClient();
      const [first, second] = await Promise.all([
        send("question", sent, {}, "en", phone),
        send("question", sent, {}, "en", phone),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
      expect(second.headers.location).toBe(thankYouPath("question"));
      expect(await suite.app.db.leads.count({ kind: "question" })).toBe(before + 1);
      // Other fields are another lead.
      expect((await send("question", { ...sent, questions: "And one more?" })).statusCode).toBe(303);
      expect(await suite.app.db.leads.count({ kind: "question" })).toBe(before + 2);
    });

    it("shows the rate limit's message with the values kept", async () => {
      const headers = { "x-forwarded-for": "10.77.0.1" };
      const first = { ...VALID.webInquiry.body, message: "A first inquiry." };
      expect((await send("webInquiry", first, headers)).statusCode).toBe(303);
      const limited = await send("webInquiry", VALID.webInquiry.body, headers);
      expect(limited.statusCode).toBe(429);
      expectSiteLayout(limited.body);
      const form = readPageForm(limited.body, "webInquiry");
      expect(form.summary).toContain(ERROR_MESSAGES.rateLimited);
      expect(form.values).toEqual({
        ...VALID.webInquiry.body,
        website: "",
        sourcePage: sendPath("webInquiry"),
      });
    });

    it("sends a post too large to read back to its page (303), which says why in its language: never bare JSON", async () => {
      const before = await suite.app.db.leads.count();
      const pages: [string, Locale][] = [
        [sendPath("webInquiry", "gu"), "gu"],
        [privacySendPath("hi"), "hi"],
        [sendPath("question"), "en"],
      ];
      for (const [url, locale] of pages) {
        const answer = await suite.app.inject({
          method: "POST",
          url,
          payload: formBody({ ...VALID.webInquiry.body, message: "લિફ્ટ".repeat(2000) }),
          headers: { ...FORM_POST, host: "localhost", origin: "http://localhost" },
          remoteAddress: nextClient(),
        });
        expect([answer.statusCode, answer.headers.location]).toEqual([303, `${url}?refused=too-large`]);
        const page = await suite.app.inject({ url: String(answer.headers.location) });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers["content-type"]).toMatch(/^text\/html/);
        expect(page.body).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(page.body).toContain(m.result_refused_too_large({}, { locale }));
        expect(page.body).toContain('<footer class="site-footer"');
      }
      expect(await suite.app.db.leads.count()).toBe(before);
    });

    it("answers a post it cannot read as a form with 415 and the form again in the page's language, never 500", async () => {
      const before = await suite.app.db.leads.count();
      const pages: [string, Locale][] = [
        [sendPath("question"), "en"],
        [sendPath("amcQuote", "gu"), "gu"],
        [privacySendPath("hi"), "hi"],
        [privacySendPath("en"), "en"],
        ["/service", "en"],
        ["/gu/service", "gu"],
      ];
      for (const [url, locale] of pages) {
        for (const origin of ["http://localhost", "https://evil.example"]) {
          for (const [type, payload] of UNREADABLE_BODIES) {
            const answer = await suite.app.inject({
              method: "POST",
              url,
              payload,
              headers: { "content-type": type, host: "localhost", origin },
              remoteAddress: nextClient(),
            });
            expect(answer.statusCode, `${url} ${type} ${origin}`).toBe(415);
            expect(answer.body).toMatch(new RegExp(`<html lang="${locale}"`));
            expect(answer.body).toContain(m.result_refused_unreadable({}, { locale }));
            expect(answer.body).toContain('<footer class="site-footer"');
          }
        }
      }
      // The AMC quote page itself takes no post (its form posts to its send page): a 4xx, not 500.
      for (const url of ["/amc-quote", "/gu/amc-quote"]) {
        const [type, payload] = UNREADABLE_BODIES[0]!;
        const answer = await suite.app.inject({
          method: "POST",
          url,
          payload,
          headers: { "content-type": type, host: "localhost", origin: "http://localhost" },
        });
        expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, url).toBeLessThan(500);
      }
      expect(await suite.app.db.leads.count()).toBe(before);
    });

    it("stores a privacy request sent twice without JavaScript (a double tap) once", async () => {
      const fields = { request: "see", name: `Double Tap ${driver}`, mobileNo: "9825077777" };
      const phone = nextClient();
      const post = () =>
        suite.app.inject({
          method: "POST",
          url: privacySendPath("gu"),
          payload: formBody(fields),
          headers: { ...FORM_POST, host: "localhost", origin: "http://localhost" },
          remoteAddress: phone,
        });
      const [first, second] = await Promise.all([post(), post()]);
      expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
      const stored = (await suite.app.db.privacyRequests.list()).filter((item) => item.name === fields.name);
      expect(stored).toHaveLength(1);
    });

    it("ends a privacy request on a page that promises the configured days, never a date from its address", async () => {
      const sent = await suite.app.inject({
        method: "POST",
        url: privacySendPath("gu"),
        payload: formBody({ request: "see", name: "Kiran Desai", mobileNo: "9825088888" }),
        headers: { ...FORM_POST, host: "localhost", origin: "http://localhost" },
        remoteAddress: nextClient(),
      });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe(`${privacySendPath("gu")}?sent`);
      const days = String(company.privacy.grievanceResponseDays);
      const page = await suite.app.inject({ url: sent.headers.location as string });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(m.privacyform_success_days({ days }, { locale: "gu" }));
      // An address written by hand (or an older one) neither breaks the page nor puts words in our mouth.
      for (const until of ["2026-13-45", "2099-01-01", "<b>soon</b>", ""]) {
        const forged = await suite.app.inject({ url: `/privacy/send?until=${encodeURIComponent(until)}` });
        expect(forged.statusCode, until).toBe(200);
        const status = forged.body.split('role="status"')[1]?.split("</div>")[0] ?? "";
        expect(status).toContain(m.privacyform_success_days({ days }, { locale: "en" }));
        expect(status).not.toContain("2099");
        expect(status).not.toContain("soon");
        expect(status).not.toMatch(/\d{4}/);
      }
    });

    it("shows the empty form when asked for directly, and sends unknown kinds home", async () => {
      const page = await suite.app.inject({ url: sendPath("webInquiry") });
      expect(page.statusCode).toBe(200);
      expect(readPageForm(page.body, "webInquiry").summary).toBeUndefined();
      const unknown = await suite.app.inject({ url: "/send/nothing" });
      expect([unknown.statusCode, unknown.headers.location]).toEqual([302, "/"]);
    });

    it("reads a kind in other capitals as an unknown path: 302 to the home page of its language", async () => {
      for (const [url, home] of [
        ["/send/webinquiry", "/"],
        ["/send/WEBINQUIRY", "/"],
        ["/gu/send/webinquiry", "/gu"],
        ["/gu/no-such-page", "/gu"],
      ]) {
        const response = await suite.app.inject({ url: url! });
        expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, home]);
      }
    });
  });
});
