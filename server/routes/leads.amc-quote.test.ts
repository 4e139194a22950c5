/**
 * The AMC quote request through the lead API (app.inject, SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set): stored durably before its 201, refused fields with their messages in
 * the page's language, repeats with one Idempotency-Key stored once, the honeypot, the rate limit
 * and the two emails it queues.
 */
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import { createRepository } from "../db/index.ts";
import { DRIVERS, testConfig } from "../testing/databases.ts";
import { nextClient, postLead, VALID } from "../testing/fixtures.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { appPerSuite } from "../testing/suites.ts";

const { path, body, message } = VALID.amcQuote;

describe.each(DRIVERS)("AMC quote request on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "3" });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    postLead(suite.app, path, payload, headers);

  it("is committed before its 201: another connection reads it at once, as sent and normalised", async () => {
    const response = await post(body, { referer: "http://localhost/amc-quote" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message });
    const other = createRepository(testConfig(suite.db));
    try {
      const stored = await other.leads.get(response.json().id);
      expect(stored).toMatchObject({
        kind: "amcQuote",
        flagged: false,
        sourcePage: "/amc-quote",
        locale: "en",
        data: { ...body, mobileNo: "9825067890" },
      });
      expect(stored?.noticeVersion).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });

  it("stores numbers typed with Gujarati or Devanagari digits as Western digits", async () => {
    const gujarati = await post(
      { ...body, liftCount: "૩", stops: "૧૨", yearInstalled: "૨૦૦૯", mobileNo: "૯૮૨૫૦ ૬૭૮૯૦" },
      { referer: "http://localhost/gu/amc-quote" },
    );
    const hindi = await post(
      { ...body, liftCount: "३", stops: "०७", yearInstalled: "२०१५" },
      { referer: "http://localhost/hi/amc-quote" },
    );
    expect([gujarati.statusCode, hindi.statusCode]).toEqual([201, 201]);
    expect((await suite.app.db.leads.get(gujarati.json().id))?.data).toMatchObject({
      liftCount: "3",
      stops: "12",
      yearInstalled: "2009",
      mobileNo: "9825067890",
    });
    expect((await suite.app.db.leads.get(hindi.json().id))?.data).toMatchObject({
      liftCount: "3",
      stops: "7",
      yearInstalled: "2015",
    });
  });

  it("queues the company's notification with every field and the visitor's acknowledgement in the page's language", async () => {
    const response = await post(
      { ...body, email: "hetal.gu@example.com" },
      {
        referer: "http://localhost/gu/amc-quote",
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      "વિનંતી મળી ગઈ! તમારી લિફ્ટ જોવા અને ક્વોટેશન તૈયાર કરવા અમે એક કામકાજના દિવસમાં તમને કૉલ કરીશું.",
    );
    const id = response.json().id;
    const queued = (await claimAsSent(suite.app, 100, 60_000)).filter((item) => item.leadId === id);
    const company = queued.find((item) => item.recipient === "company")?.message;
    const visitor = queued.find((item) => item.recipient === "visitor")?.message;
    expect(company?.subject).toBe("New AMC quote request from Hetal Shah");
    // Every field with its label; the choices by their English names, as the inbox shows them.
    const shown: Record<string, string> = {
      ...body,
      liftType: "Passenger Elevators",
      cover: "Semi-comprehensive",
    };
    for (const [field, label] of Object.entries(LEAD_FORMS.amcQuote.fields)) {
      expect(company?.text).toContain(`${label}: `);
      if (field !== "mobileNo" && field !== "email") {
        expect(company?.text).toContain(`${label}: ${shown[field]}`);
        expect(company?.html).toContain(`${label}</`);
      }
    }
    expect(company?.text).not.toMatch(/: (passenger|semi-comprehensive)$/m);
    expect(company?.html).toContain("Semi-comprehensive");
    expect(company?.replyTo).toBe("hetal.gu@example.com");
    expect(visitor?.to).toBe("hetal.gu@example.com");
    expect(visitor?.subject).toBe("તમારી AMC ક્વોટેશનની વિનંતી અમને મળી ગઈ છે - Urdhva Elevators");
    expect(visitor?.text).toContain("AMC ક્વોટેશનની તમારી વિનંતી મળી ગઈ છે");
    // The acknowledgement repeats nothing the visitor typed.
    expect(visitor?.text).not.toContain("Shanti Residency");
    expect(visitor?.text).not.toContain("Hetal");
  });

  it("answers 400 with one message per refused field, in the page's language, and stores nothing", async () => {
    const before = await suite.app.db.leads.count({ kind: "amcQuote" });
    const refused = { ...body, liftCount: "0", liftType: "escalator", stops: "", cover: "", city: " " };
    const english = await post(refused);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: "Some details are missing or not valid. Please check the form and try again.",
      errors: {
        liftCount: "Please enter a whole number from 1 to 100",
        liftType: "Please choose the lift type",
        stops: "Please tell us how many stops each lift has",
        cover: "Please choose the cover you want",
        city: "City is required",
      },
    });
    const hindi = await post({ ...refused, sourcePage: "/hi/amc-quote" });
    expect(hindi.json().errors).toEqual({
      liftCount: "कृपया 1 से 100 तक की पूरी संख्या लिखें",
      liftType: "कृपया लिफ्ट का प्रकार चुनें",
      stops: "कृपया हर लिफ्ट के स्टॉप लिखें",
      cover: "कृपया वह कवर चुनें जो आपको चाहिए",
      city: "शहर लिखना ज़रूरी है",
    });
    expect(await suite.app.db.leads.count({ kind: "amcQuote" })).toBe(before);
  });

  it("stores one request for a repeated Idempotency-Key and answers the repeat as the first", async () => {
    const headers = { "idempotency-key": `amc-${driver}-1`, "x-forwarded-for": nextClient() };
    const first = await post(body, headers);
    const [second, third] = await Promise.all([post(body, headers), post(body, headers)]);
    expect(first.statusCode).toBe(201);
    for (const repeat of [second, third]) {
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(first.json());
      expect(repeat.headers["idempotent-replayed"]).toBe("true");
    }
    expect(await suite.app.db.leads.get(first.json().id)).toMatchObject({
      idempotencyKey: `amc-${driver}-1`,
    });
  });

  it("answers a filled honeypot as usual, stores it flagged and mails nobody", async () => {
    const response = await post({ ...body, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    const stored = await suite.app.db.leads.get(response.json().id);
    expect(stored?.flagged).toBe(true);
    expect(await suite.app.db.outbox.forLeads([response.json().id])).toEqual([]);
  });

  it("is rate limited per address on its own endpoint", async () => {
    const ip = { "x-forwarded-for": nextClient() };
    for (let i = 0; i < 3; i++) expect((await post(body, ip)).statusCode).toBe(201);
    const limited = await post(body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("600");
    expect((await postLead(suite.app, VALID.question.path, VALID.question.body, ip)).statusCode).toBe(201);
  });
});
