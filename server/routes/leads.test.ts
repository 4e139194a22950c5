/**
 * The lead API through app.inject against a real database (SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set): what it stores and answers for valid, invalid and native form posts.
 * What it refuses or replays is in leads.guards.test.ts; restarts and a lost database in
 * leads.database.test.ts.
 */
import { describe, expect, it } from "vitest";
import { fieldMessage as message } from "../../contracts/leads/errors.ts";
import { LEAD_FORMS, LEAD_KINDS, sendPath } from "../../contracts/leads/schema.ts";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody, nextClient, postLead, VALID } from "../testing/fixtures.ts";
import { appPerSuite } from "../testing/suites.ts";

describe.each(DRIVERS)("lead API on %s", (driver) => {
  const suite = appPerSuite(driver);
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    postLead(suite.app, path, payload, headers);

  it.each(Object.entries(VALID))(
    "stores a valid %s and answers 201 with id and message",
    async (kind, spec) => {
      const client = nextClient();
      const response = await post(spec.path, spec.body, {
        "x-forwarded-for": client,
        referer: "http://localhost/contact-us",
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.any(String), message: spec.message });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      const stored = await suite.app.db.leads.get(body.id);
      expect(stored).toMatchObject({
        kind,
        flagged: false,
        sourcePage: "/contact-us",
        userAgent: "lightMyRequest",
      });
      expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(client);
    },
  );

  it("stores the validated values: normalised, legacy job title mapped, unknown fields ignored", async () => {
    const response = await post(VALID.appointment.path, {
      ...VALID.appointment.body,
      name: "  Asha Patel  ",
      mobileNo: "+91 (98765) 43210",
      isAdmin: true,
      extra: { nested: [1, 2] },
    });
    expect(response.statusCode).toBe(201);
    const stored = await suite.app.db.leads.get(response.json().id);
    expect(stored?.data).toEqual({ ...VALID.appointment.body, jobTitle: "Other" });
  });

  it("drops control characters and unpaired surrogates before validating and storing", async () => {
    const response = await post(VALID.webInquiry.path, {
      ...VALID.webInquiry.body,
      name: "Ra\u0000vi\u0007",
      message: "line one\nline two\t\ud800",
    });
    expect(response.statusCode).toBe(201);
    const stored = await suite.app.db.leads.get(response.json().id);
    expect(stored?.data).toMatchObject({ name: "Ravi", message: "line one\nline two\t\ufffd" });
    const onlyControl = await post(VALID.webInquiry.path, { ...VALID.webInquiry.body, name: "\u0000\u0001" });
    expect(onlyControl.json().errors).toEqual({ name: message("nameRequired", "en") });
  });

  it("answers 400 with one readable message per field and stores nothing", async () => {
    const before = await suite.app.db.leads.count();
    const response = await post(VALID.webInquiry.path, { name: " ", mobileNo: "12345", email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ERROR_MESSAGES.invalid,
      errors: {
        name: message("nameRequired", "en"),
        mobileNo: message("mobileInvalid", "en"),
        email: message("emailInvalid", "en"),
        subject: message("subjectRequired", "en"),
        message: message("messageRequired", "en"),
      },
    });
    expect(await suite.app.db.leads.count()).toBe(before);
  });

  it("answers in the language of the page the lead came from, and in English from any other", async () => {
    const refused = { name: " ", mobileNo: "12345", email: "nope", subject: "AMC", message: "Two lifts" };
    const fromGujaratiPage = await post(VALID.webInquiry.path, refused, {
      referer: "http://localhost/gu/contact-us",
    });
    expect(fromGujaratiPage.statusCode).toBe(400);
    expect(fromGujaratiPage.json()).toEqual({
      message: "કેટલીક વિગતો ખૂટે છે અથવા સાચી નથી. કૃપા કરીને ફોર્મ તપાસીને ફરી મોકલો.",
      errors: {
        name: "નામ લખવું જરૂરી છે",
        mobileNo: "કૃપા કરીને સાચો 10 અંકનો મોબાઇલ નંબર લખો",
        email: "કૃપા કરીને સાચું ઈમેલ સરનામું લખો",
      },
    });
    // The page the body names comes before the Referer (a form posted without JavaScript names it).
    const namedHindiPage = await post(
      VALID.webInquiry.path,
      { ...refused, sourcePage: "/hi/contact-us" },
      { referer: "http://localhost/gu/contact-us" },
    );
    expect(namedHindiPage.json().errors.name).toBe("नाम लिखना ज़रूरी है");
    const fromEnglishPage = await post(VALID.webInquiry.path, refused, {
      referer: "http://localhost/contact-us",
    });
    expect(fromEnglishPage.json()).toEqual({
      message: "Some details are missing or not valid. Please check the form and try again.",
      errors: {
        name: "Name is required",
        mobileNo: "Please enter a valid 10-digit mobile number",
        email: "Please enter a valid email address",
      },
    });

    const accepted = await post(VALID.question.path, VALID.question.body, {
      referer: "http://localhost/hi/faq",
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().message).toBe("आपका सवाल हमें मिल गया है, धन्यवाद!");
  });

  it("rejects a past appointment date", async () => {
    const response = await post(VALID.appointment.path, {
      ...VALID.appointment.body,
      appointmentDate: "2020-01-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ appointmentDate: message("datePast", "en") });
  });

  it("answers 400 for bodies that are not an object, or malformed JSON", async () => {
    for (const payload of ["null", "[]", '"text"', "42", "{", '{"__proto__":{"x":1}}']) {
      const response = await post(VALID.newsletter.path, payload, { "content-type": "application/json" });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("sends a native form post on to its send page with a 307, so the browser posts it there", async () => {
    const before = await suite.app.db.leads.count();
    for (const kind of LEAD_KINDS) {
      const response = await post(LEAD_FORMS[kind].path, formBody(VALID[kind].body), FORM_POST);
      expect(response.statusCode, kind).toBe(307);
      expect(response.headers.location, kind).toBe(sendPath(kind));
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(await suite.app.db.leads.count()).toBe(before);
  });

  it("answers a filled honeypot with a normal 201, stores it flagged and queues no email", async () => {
    const before = await suite.app.db.outbox.stats();
    const response = await post(VALID.webInquiry.path, {
      ...VALID.webInquiry.body,
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(VALID.webInquiry.message);
    const stored = await suite.app.db.leads.get(response.json().id);
    expect(stored?.flagged).toBe(true);
    expect(stored?.data).not.toHaveProperty("website");
    expect(await suite.app.db.outbox.stats()).toEqual(before);
  });

  it("queues a company email and a visitor acknowledgement per accepted lead", async () => {
    const before = await suite.app.db.outbox.stats();
    await post(VALID.appointment.path, VALID.appointment.body);
    const after = await suite.app.db.outbox.stats();
    expect(after.pending - before.pending).toBe(2);
  });

  it("health answers 200 with the database up, and the content version served", async () => {
    const health = await suite.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: "ok", contentVersion: 0 });
  });
});
