/**
 * The lead API through app.inject against a real database: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../contracts/leads.ts";
import { buildApp } from "../app.ts";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";

const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let ipCounter = 0;
/** A distinct client address per request unless a test wants the same one. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(DRIVERS)("lead API on %s", (driver) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    app = await buildApp(testConfig(db, { LEADS_RATE_LIMIT: "3" }), { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: path,
      headers: { "x-forwarded-for": nextIp(), ...headers },
      payload: payload as string,
    });

  it.each(Object.entries(VALID))(
    "stores a valid %s and answers 201 with id and message",
    async (kind, spec) => {
      const response = await post(spec.path, spec.body, { referer: "http://localhost/contact-us" });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.any(String), message: spec.message });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      const stored = await app.db.getLead(body.id);
      expect(stored).toMatchObject({
        kind,
        flagged: false,
        sourcePage: "/contact-us",
        userAgent: "lightMyRequest",
      });
      expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain("10.1.");
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
    const stored = await app.db.getLead(response.json().id);
    expect(stored?.data).toEqual({ ...VALID.appointment.body, jobTitle: "Other" });
  });

  it("drops control characters and unpaired surrogates before validating and storing", async () => {
    const response = await post(VALID.webInquiry.path, {
      ...VALID.webInquiry.body,
      name: "Ra\u0000vi\u0007",
      message: "line one\nline two\t\ud800",
    });
    expect(response.statusCode).toBe(201);
    const stored = await app.db.getLead(response.json().id);
    expect(stored?.data).toMatchObject({ name: "Ravi", message: "line one\nline two\t\ufffd" });
    const onlyControl = await post(VALID.webInquiry.path, { ...VALID.webInquiry.body, name: "\u0000\u0001" });
    expect(onlyControl.json().errors).toEqual({ name: MESSAGES.nameRequired });
  });

  it("answers 400 with one readable message per field and stores nothing", async () => {
    const before = await app.db.countLeads();
    const response = await post(VALID.webInquiry.path, { name: " ", mobileNo: "12345", email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ERROR_MESSAGES.invalid,
      errors: {
        name: MESSAGES.nameRequired,
        mobileNo: MESSAGES.mobileInvalid,
        email: MESSAGES.emailInvalid,
        subject: MESSAGES.subjectRequired,
        message: MESSAGES.messageRequired,
      },
    });
    expect(await app.db.countLeads()).toBe(before);
  });

  it("rejects a past appointment date", async () => {
    const response = await post(VALID.appointment.path, {
      ...VALID.appointment.body,
      appointmentDate: "2020-01-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ appointmentDate: MESSAGES.datePast });
  });

  it("answers 400 for bodies that are not an object, or malformed JSON", async () => {
    for (const payload of ["null", "[]", '"text"', "42", "{", '{"__proto__":{"x":1}}']) {
      const response = await post(VALID.newsletter.path, payload, { "content-type": "application/json" });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("accepts a native form post: 303 to the server-rendered thank-you page", async () => {
    const response = await post(VALID.question.path, form(VALID.question.body), FORM);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you?type=question");
    const page = await app.inject({ url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain("Question submitted successfully!");
    expect(page.body).toContain('<a class="button" href="/">Back to the site</a>');
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe");
  });

  it("gives a native form post with invalid input an HTML error page linking back", async () => {
    const response = await post(VALID.appointment.path, form({ name: "", mobileNo: "1", email: "a@b.co" }), {
      ...FORM,
      referer: "http://localhost/",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<strong>Name:</strong> Name is required");
    expect(response.body).toContain(
      "<strong>Mobile number:</strong> Please enter a valid 10-digit mobile number",
    );
    expect(response.body).toContain('href="/#appointment"');

    const other = await post(VALID.webInquiry.path, form({ name: "<script>x</script>" }), {
      ...FORM,
      referer: "https://evil.example/phish",
    });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('href="/contact-us"');
    expect(other.body).not.toContain("<script>");
  });

  it("returns the first result for a repeated Idempotency-Key and stores one lead", async () => {
    const headers = { "idempotency-key": `key-${driver}-1` };
    const first = await post(VALID.webInquiry.path, VALID.webInquiry.body, headers);
    const before = await app.db.countLeads();
    const second = await post(
      VALID.webInquiry.path,
      { ...VALID.webInquiry.body, subject: "changed" },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await app.db.countLeads()).toBe(before);
    // Keys are per kind.
    const otherKind = await post(VALID.newsletter.path, VALID.newsletter.body, headers);
    expect(otherKind.json().id).not.toBe(first.json().id);
  });

  it("stores one lead when the same Idempotency-Key arrives concurrently", async () => {
    const headers = { "idempotency-key": `key-${driver}-race` };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(VALID.question.path, VALID.question.body, headers)),
    );
    const ids = new Set(responses.map((response) => response.json().id));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(ids.size).toBe(1);
    expect(await app.db.findByIdempotencyKey("question", `key-${driver}-race`)).toBeDefined();
  });

  it("refuses a malformed Idempotency-Key with 400", async () => {
    const response = await post(VALID.newsletter.path, VALID.newsletter.body, {
      "idempotency-key": "x".repeat(201),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ERROR_MESSAGES.idempotencyKey);
  });

  it("rate-limits accepted submissions per IP and endpoint with a readable 429", async () => {
    const ip = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < 3; i++) {
      expect((await post(VALID.question.path, VALID.question.body, ip)).statusCode).toBe(201);
    }
    // Invalid submissions do not count, but once over the limit a valid one is refused.
    expect((await post(VALID.question.path, { name: "x" }, ip)).statusCode).toBe(400);
    const limited = await post(VALID.question.path, VALID.question.body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: ERROR_MESSAGES.rateLimited });
    expect(limited.headers["retry-after"]).toBe("600");
    // Another endpoint and another address are not affected.
    expect((await post(VALID.newsletter.path, VALID.newsletter.body, ip)).statusCode).toBe(201);
    expect((await post(VALID.question.path, VALID.question.body)).statusCode).toBe(201);
    // A browser form gets the same refusal as a page.
    const page = await post(VALID.question.path, form(VALID.question.body), { ...ip, ...FORM });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(ERROR_MESSAGES.rateLimited);
  });

  it("answers a filled honeypot with a normal 201, stores it flagged and queues no email", async () => {
    const before = await app.db.outboxStats();
    const response = await post(VALID.webInquiry.path, {
      ...VALID.webInquiry.body,
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(VALID.webInquiry.message);
    const stored = await app.db.getLead(response.json().id);
    expect(stored?.flagged).toBe(true);
    expect(stored?.data).not.toHaveProperty("website");
    expect(await app.db.outboxStats()).toEqual(before);
  });

  it("queues a company email and a visitor acknowledgement per accepted lead", async () => {
    const before = await app.db.outboxStats();
    await post(VALID.appointment.path, VALID.appointment.body);
    const after = await app.db.outboxStats();
    expect(after.pending - before.pending).toBe(2);
  });

  it("answers 413 with a readable message for bodies over 16 KiB (JSON and form)", async () => {
    const big = { ...VALID.webInquiry.body, message: "x".repeat(17 * 1024) };
    const json = await post(VALID.webInquiry.path, big);
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toMatch(/too large/);
    const page = await post(VALID.webInquiry.path, form(big), FORM);
    expect(page.statusCode).toBe(413);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toMatch(/too large/);
  });

  it("answers 415 for content types other than JSON and form posts", async () => {
    for (const type of ["text/plain", "application/xml", "multipart/form-data; boundary=x", undefined]) {
      const response = await post(
        VALID.newsletter.path,
        "email=a@b.co",
        type ? { "content-type": type } : {},
      );
      expect(response.statusCode, type).toBe(415);
      expect(response.body).toContain("Unsupported content type");
    }
  });

  it("refuses a cross-origin submission with 403 and allows same origin or no Origin", async () => {
    const cross = await post(VALID.newsletter.path, VALID.newsletter.body, {
      origin: "https://evil.example",
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ message: ERROR_MESSAGES.crossOrigin });
    expect(cross.headers["access-control-allow-origin"]).toBeUndefined();
    const nullOrigin = await post(VALID.newsletter.path, VALID.newsletter.body, { origin: "null" });
    expect(nullOrigin.statusCode).toBe(403);
    const same = await post(VALID.newsletter.path, VALID.newsletter.body, { origin: "http://localhost" });
    expect(same.statusCode).toBe(201);
  });

  it("sends no CORS headers, also not to a preflight", async () => {
    const preflight = await app.inject({
      method: "OPTIONS",
      url: VALID.newsletter.path,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith("access-control"))).toEqual([]);
  });

  it("health answers 200 with the database up", async () => {
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});

describe.each(DRIVERS)("persistence on %s", (driver) => {
  let db: TestDatabase;
  afterEach(async () => {
    await db?.cleanup();
  });

  it("keeps leads across a restart and migrates idempotently", async () => {
    db = await createTestDatabase(driver);
    const first = await buildApp(testConfig(db), { logger: false });
    const created = await first.inject({
      method: "POST",
      url: VALID.webInquiry.path,
      payload: VALID.webInquiry.body,
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await buildApp(testConfig(db), { logger: false });
    expect((await second.db.getLead(created.json().id))?.data).toMatchObject({ subject: "AMC" });
    expect(await second.db.countLeads()).toBe(1);
    await second.close();
  });

  it("answers 503 with a readable message when the database is gone, and health says so", async () => {
    db = await createTestDatabase(driver);
    const app = await buildApp(testConfig(db), { logger: false });
    await app.db.close();
    const response = await app.inject({
      method: "POST",
      url: VALID.webInquiry.path,
      payload: VALID.webInquiry.body,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.unavailable });
    const page = await app.inject({
      method: "POST",
      url: VALID.webInquiry.path,
      payload: form(VALID.webInquiry.body),
      headers: FORM,
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain(ERROR_MESSAGES.unavailable);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);
    await app.close();
  });
});

describe("PostgreSQL unreachable", () => {
  it("starts anyway, answers 503 on submissions and health, without internal details", async () => {
    const db = await createTestDatabase("sqlite");
    const app = await buildApp(
      testConfig(db, { DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" }),
      { logger: false },
    );
    const response = await app.inject({
      method: "POST",
      url: VALID.question.path,
      payload: VALID.question.body,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|secret|stack/);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);
    await app.close();
    await db.cleanup();
  });
});
