/**
 * The service desk's API through app.inject against a real database (SQLite always, PostgreSQL
 * too when TEST_DATABASE_URL is set): what it stores and answers, and what it refuses or replays.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { fieldMessage } from "../../contracts/leads/errors.ts";
import { serviceMessage } from "../../contracts/service/errors.ts";
import { SERVICE_API_PATH, trackTokenOf } from "../../contracts/service/schema.ts";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { currentNotice } from "../privacy/notices.ts";
import { DRIVERS } from "../testing/databases.ts";
import {
  FORM_POST,
  formBody,
  nextClient,
  postLead,
  SERVICE_REQUIRED_MESSAGES,
  VALID_SERVICE_REQUEST,
} from "../testing/fixtures.ts";
import { filled, messageText } from "../testing/messages.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const tokenOf = (trackPath: string) => trackTokenOf(trackPath) ?? "";
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe.each(DRIVERS)("service API on %s", (driver) => {
  const suite = appPerSuite(driver);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    postLead(suite.app, SERVICE_API_PATH, payload, headers);
  const stored = async (trackPath: string) =>
    suite.app.db.tickets.findByTokenHash(sha256(tokenOf(trackPath)));

  it("stores the ticket before answering 201 with its number, tracking path and message", async () => {
    const response = await post(VALID_SERVICE_REQUEST, { referer: "http://localhost/service" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      ticket: expect.stringMatching(/^SR-\d{4}-\d{5}$/),
      trackPath: expect.stringMatching(/^\/track\/[A-Za-z0-9_-]{32}$/),
      message: filled(messageText("en", "service_accepted"), { ticket: body.ticket }),
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const ticket = await stored(body.trackPath);
    expect(ticket).toMatchObject({
      number: body.ticket,
      locale: "en",
      step: "call",
      sourcePage: "/service",
      flagged: false,
      data: { ...VALID_SERVICE_REQUEST, mobileNo: "9825012345" },
    });
    expect(JSON.stringify(ticket)).not.toContain(tokenOf(body.trackPath));
    expect(ticket?.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("remembers the language of the page the request came from and answers in it", async () => {
    const response = await post({ ...VALID_SERVICE_REQUEST, sourcePage: "/gu/service" });
    const body = response.json();
    expect(body.message).toBe(filled(messageText("gu", "service_accepted"), { ticket: body.ticket }));
    expect((await stored(body.trackPath))?.locale).toBe("gu");
    const hindi = await post(VALID_SERVICE_REQUEST, {
      referer: "http://localhost/hi/service?problem=trapped",
    });
    expect((await stored(hindi.json().trackPath))?.locale).toBe("hi");
  });

  it("answers 400 with one message per field and stores nothing", async () => {
    const response = await post({ name: " ", mobileNo: "12345", email: "nope", problem: "fire" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ERROR_MESSAGES.invalid,
      errors: {
        name: fieldMessage("nameRequired", "en"),
        mobileNo: fieldMessage("mobileInvalid", "en"),
        email: fieldMessage("emailInvalid", "en"),
        ...SERVICE_REQUIRED_MESSAGES,
      },
    });
    expect((await post("[1]", { "content-type": "application/json" })).json()).toEqual({
      message: ERROR_MESSAGES.unreadable,
    });
  });

  it("answers a repeated Idempotency-Key with the first ticket and the same tracking link", async () => {
    const headers = { "x-forwarded-for": nextClient(), "idempotency-key": crypto.randomUUID() };
    const first = await post(VALID_SERVICE_REQUEST, headers);
    const again = await post({ ...VALID_SERVICE_REQUEST, description: "Sent twice" }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await stored(first.json().trackPath))?.data.description).toBe(VALID_SERVICE_REQUEST.description);
    const otherSender = await post(VALID_SERVICE_REQUEST, { "idempotency-key": headers["idempotency-key"] });
    expect(otherSender.json().ticket).not.toBe(first.json().ticket);
    expect(otherSender.json().trackPath).not.toBe(first.json().trackPath);
    const malformed = await post(VALID_SERVICE_REQUEST, { "idempotency-key": "has space" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ERROR_MESSAGES.idempotencyKey);
  });

  it("stores a request that fills the honeypot as flagged, answering as for any other", async () => {
    const response = await post({ ...VALID_SERVICE_REQUEST, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().trackPath))?.flagged).toBe(true);
  });

  it("sends a form posted without JavaScript on (307), body and all, to the service page of its language", async () => {
    const gu = { referer: "http://localhost/gu/service" };
    const refused = await post(formBody({ name: "Kiran" }), { ...FORM_POST, ...gu });
    expect([refused.statusCode, refused.headers.location]).toEqual([307, "/gu/service"]);
    const valid = await post(formBody(VALID_SERVICE_REQUEST), FORM_POST);
    expect([valid.statusCode, valid.headers.location]).toEqual([307, "/service"]);
  });

  it("answers the field messages in the language of the page the request came from", async () => {
    const response = await post({ name: "Kiran", sourcePage: "/hi/service" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      building: serviceMessage("buildingRequired", "hi"),
      mobileNo: fieldMessage("mobileRequired", "hi"),
    });
  });

  it("records the version of the privacy notice the form showed, in the page's language", async () => {
    const response = await post({ ...VALID_SERVICE_REQUEST, sourcePage: "/gu/service" });
    const ticket = await stored(response.json().trackPath);
    expect(ticket?.noticeVersion).toBe(currentNotice("service", "gu", {}).version);
    expect(ticket?.noticeAt).toEqual(ticket?.createdAt);
  });

  it("refuses another site's origin, other media types and an oversized JSON body", async () => {
    const foreign = await post(VALID_SERVICE_REQUEST, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(ERROR_MESSAGES.crossOrigin);
    const xml = await post("<name>Kiran</name>", { "content-type": "application/xml" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe(ERROR_MESSAGES.contentType);
    const large = await post({ ...VALID_SERVICE_REQUEST, description: "x".repeat(17 * 1024) });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(ERROR_MESSAGES.tooLarge);
  });

  it("answers other encodings a form can send with JSON: the API is for JSON clients", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
      const response = await post("name=Kiran", { "content-type": type });
      expect([type, response.statusCode, response.json().message]).toEqual([
        type,
        415,
        ERROR_MESSAGES.contentType,
      ]);
    }
  });
});

describe.each(DRIVERS)("service API rate limit on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "2" });

  it("refuses a sender's third request in ten minutes with 429 and when to retry; others still pass", async () => {
    const client = nextClient();
    const statuses = [];
    for (let index = 0; index < 3; index++)
      statuses.push(
        (await postLead(suite.app, SERVICE_API_PATH, VALID_SERVICE_REQUEST, { "x-forwarded-for": client }))
          .statusCode,
      );
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await postLead(suite.app, SERVICE_API_PATH, VALID_SERVICE_REQUEST, {
      "x-forwarded-for": client,
    });
    expect(refused.headers["retry-after"]).toBe("600");
    expect(refused.json().message).toBe(ERROR_MESSAGES.rateLimited);
    const other = await postLead(suite.app, SERVICE_API_PATH, VALID_SERVICE_REQUEST);
    expect(other.statusCode).toBe(201);
  });

  it.each(["en", "gu", "hi"] as const)(
    "refuses someone trapped past the limit with the 24/7 number first, in %s",
    async (locale) => {
      const client = nextClient();
      const trapped = {
        ...VALID_SERVICE_REQUEST,
        problem: "trapped",
        sourcePage: locale === "en" ? "/service" : `/${locale}/service`,
      };
      const send = () => postLead(suite.app, SERVICE_API_PATH, trapped, { "x-forwarded-for": client });
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("600");
      const { message } = refused.json() as { message: string };
      expect(message).toBe(
        filled(messageText(locale, "service_rate_limited_trapped"), {
          phone: company.phones.support.display,
        }),
      );
      // The number comes first, before the refusal itself.
      expect(message.indexOf(company.phones.support.display)).toBeGreaterThan(0);
      expect(message.indexOf(company.phones.support.display)).toBeLessThan(message.length / 2);
    },
  );
});

describe.skipIf(!hasSiteBuild)("the service page without JavaScript (needs the site build)", () => {
  describe.each(DRIVERS)("on %s", (driver) => {
    const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR, LEADS_RATE_LIMIT: "1" });
    const phone = company.phones.support.display;
    /** Posts a form to a service page as a browser without JavaScript does. */
    const postPage = (url: string, payload: string, headers: Record<string, string> = {}) =>
      suite.app.inject({
        method: "POST",
        url,
        payload,
        headers: { ...FORM_POST, host: "localhost", origin: "http://localhost", ...headers },
        remoteAddress: nextClient(),
      });
    const stored = async (trackPath: string) =>
      suite.app.db.tickets.findByTokenHash(sha256(tokenOf(trackPath)));

    it("stores the form posted to its page and ends on the tracking page (303), also in Gujarati beyond the JSON size limit", async () => {
      const description = "લિફ્ટ".repeat(400);
      const payload = formBody({ ...VALID_SERVICE_REQUEST, description, sourcePage: "/gu/service" });
      expect(payload.length).toBeGreaterThan(16 * 1024);
      const response = await postPage("/gu/service", payload);
      expect(response.statusCode).toBe(303);
      const location = String(response.headers.location);
      expect(location.startsWith("/gu/track/")).toBe(true);
      expect(await stored(location)).toMatchObject({ locale: "gu", data: { description } });
    });

    it("stores a form sent twice (a double tap) once: both end on the same tracking page", async () => {
      const payload = formBody({ ...VALID_SERVICE_REQUEST, description: `Double tap on ${driver}` });
      const client = nextClient();
      const send = () => postPage("/service", payload, { "x-forwarded-for": client });
      const [first, second] = await Promise.all([send(), send()]);
      expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
      // Two tickets would have two tracking links (each ticket's token is its own).
      expect(second.headers.location).toBe(first.headers.location);
      // The page gave the API a key of the fields, as the JavaScript form sends one of its own.
      expect((await stored(String(first.headers.location)))?.idempotencyKey).toMatch(/^form-/);
    });

    it.each(["gu", "hi"] as const)(
      "says why in the site's layout, in %s, with the support number: too large, wrong encoding, another site",
      async (locale) => {
        for (const reason of ["too-large", "content-type", "origin"] as const) {
          const page = await suite.app.inject({ url: `/${locale}/service?refused=${reason}` });
          expect(page.statusCode).toBe(200);
          expect(page.headers["cache-control"]).toBe("no-store");
          const html = page.body;
          expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
          expect(html).toContain('<header class="site-header"');
          expect(html).toContain('<footer class="site-footer"');
          expect(html).toContain('role="alert"');
          expect(html).toContain(
            filled(messageText(locale, `service_refused_${reason.replace("-", "_")}`), { phone }),
          );
        }
        const plain = await suite.app.inject({ url: `/${locale}/service?refused=nothing` });
        expect(plain.body).not.toContain('role="alert"');
      },
    );

    it("sends an oversized post back to the Gujarati service page (303), which says why: never bare JSON", async () => {
      const payload = formBody({ ...VALID_SERVICE_REQUEST, description: "લિફ્ટ".repeat(2000) });
      const response = await postPage("/gu/service", payload);
      expect([response.statusCode, response.headers.location]).toEqual([
        303,
        "/gu/service?refused=too-large",
      ]);
      const page = await suite.app.inject({ url: String(response.headers.location) });
      expect(page.body).toMatch(/<html lang="gu"/);
      expect(page.body).toContain(filled(messageText("gu", "service_refused_too_large"), { phone }));
    });

    it("lists a refused post's messages in the order of the fields, each linking to its field, with a link to them first on the page", async () => {
      const page = await postPage("/service", formBody({ name: "Kiran", email: "not-an-email" }));
      expect(page.statusCode).toBe(400);
      const summary = page.body.slice(page.body.indexOf('class="lead-result__summary"'));
      const links = [...summary.matchAll(/<li><strong>[^<]*<\/strong> <a href="#([^"]+)"/g)].map(
        (match) => match[1],
      );
      // The fields in their order on the page.
      const order = ["problem", "description", "floor", "preferredTime", "building", "city", "address"];
      order.push("liftId", "underAmc", "name", "mobileNo", "email");
      const named = links.map((id) => order.find((field) => new RegExp(`-${field}(-|$)`).test(id ?? "")));
      expect(named).not.toContain(undefined);
      expect(named).toEqual(order.filter((field) => named.includes(field)));
      expect(named).toContain("problem");
      expect(named).toContain("email");
      // Every link reaches a control of the form.
      for (const id of links) expect(page.body).toContain(`id="${id}"`);
      // The way to the summary comes before the emergency box.
      const top = page.body.indexOf('<a href="#refusal-title">');
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(page.body.indexOf("service-emergency"));
    });

    it("shows a form from another website again, with its values and why, storing nothing", async () => {
      const payload = formBody({ ...VALID_SERVICE_REQUEST, description: "From elsewhere" });
      const page = await postPage("/hi/service", payload, { origin: "https://evil.example" });
      expect(page.statusCode).toBe(403);
      expect(page.body).toMatch(/<html lang="hi"/);
      expect(page.body).toContain(messageText("hi", "result_refused_origin"));
      expect(page.body).toContain("From elsewhere");
    });

    it("stores a post to the Gujarati service page that names no page of its own as Gujarati", async () => {
      const page = await postPage(
        "/gu/service",
        formBody({ ...VALID_SERVICE_REQUEST, description: "No page named" }),
      );
      expect(page.statusCode).toBe(303);
      expect(String(page.headers.location)).toMatch(/^\/gu\/track\//);
    });

    it("shows someone trapped, refused by the rate limit without JavaScript, the 24/7 number in Hindi", async () => {
      const client = { "x-forwarded-for": nextClient() };
      const fields = { ...VALID_SERVICE_REQUEST, problem: "trapped", sourcePage: "/hi/service" };
      const first = await postPage("/hi/service", formBody(fields), client);
      expect(first.statusCode).toBe(303);
      // A second report (the same fields again would be the first one, sent twice).
      const second = { ...fields, description: "Still stuck between floors" };
      const page = await postPage("/hi/service", formBody(second), client);
      expect(page.statusCode).toBe(429);
      expect(page.body).toMatch(/<html lang="hi"/);
      expect(page.body).toContain(filled(messageText("hi", "service_rate_limited_trapped"), { phone }));
      // The number is a tel: link in the refusal's summary.
      expect(page.body).toContain(`<a href="tel:${company.phones.support.tel}">${phone}</a>`);
    });
  });
});
