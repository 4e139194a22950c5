/**
 * What the lead endpoints refuse or replay, through app.inject against a real database (SQLite,
 * and PostgreSQL with TEST_DATABASE_URL): repeated Idempotency-Keys, too many submissions, bodies
 * too large or of another type, other origins and CORS.
 */
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { DRIVERS } from "../testing/databases.ts";
import { nextClient, postLead, VALID } from "../testing/fixtures.ts";
import { appPerSuite } from "../testing/suites.ts";

describe.each(DRIVERS)("lead API guards on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "3" });
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    postLead(suite.app, path, payload, headers);

  it("returns the first result for a repeated Idempotency-Key and stores one lead", async () => {
    const headers = { "idempotency-key": `key-${driver}-1`, "x-forwarded-for": nextClient() };
    const first = await post(VALID.webInquiry.path, VALID.webInquiry.body, headers);
    const before = await suite.app.db.leads.count();
    const second = await post(
      VALID.webInquiry.path,
      { ...VALID.webInquiry.body, subject: "changed" },
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await suite.app.db.leads.count()).toBe(before);
    // Keys are per kind.
    const otherKind = await post(VALID.newsletter.path, VALID.newsletter.body, headers);
    expect(otherKind.json().id).not.toBe(first.json().id);
  });

  it("scopes an Idempotency-Key to its sender: another client's same key is their own lead", async () => {
    const key = `key-${driver}-shared`;
    const [first, second] = [nextClient(), nextClient()];
    const mine = await post(VALID.question.path, VALID.question.body, {
      "idempotency-key": key,
      "x-forwarded-for": first,
    });
    const theirs = await post(
      VALID.question.path,
      { ...VALID.question.body, name: "Another Sender" },
      { "idempotency-key": key, "x-forwarded-for": second },
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect((await suite.app.db.leads.get(theirs.json().id))?.data).toMatchObject({ name: "Another Sender" });
    expect((await suite.app.db.leads.get(mine.json().id))?.idempotencyKey).toBe(key);
    // Each sender's repeat still answers as their own first.
    for (const [client, answer] of [
      [first, mine],
      [second, theirs],
    ] as const) {
      const repeat = await post(VALID.question.path, VALID.question.body, {
        "idempotency-key": key,
        "x-forwarded-for": client,
      });
      expect(repeat.json()).toEqual(answer.json());
      expect(repeat.headers["idempotent-replayed"]).toBe("true");
    }
  });

  it("stores one lead when the same Idempotency-Key arrives concurrently", async () => {
    const headers = { "idempotency-key": `key-${driver}-race`, "x-forwarded-for": nextClient() };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(VALID.question.path, VALID.question.body, headers)),
    );
    const ids = new Set(responses.map((response) => response.json().id));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(ids.size).toBe(1);
    expect((await suite.app.db.leads.get([...ids][0]))?.idempotencyKey).toBe(`key-${driver}-race`);
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
    const fromGujaratiPage = await post(VALID.question.path, VALID.question.body, {
      ...ip,
      referer: "http://localhost/gu/faq",
    });
    expect(fromGujaratiPage.json()).toEqual({
      message: "તમારા કનેક્શન પરથી ઘણી વાર ફોર્મ મોકલાયું છે. કૃપા કરીને થોડી મિનિટ રાહ જોઈને ફરી પ્રયાસ કરો.",
    });
    // Another endpoint and another address are not affected.
    expect((await post(VALID.newsletter.path, VALID.newsletter.body, ip)).statusCode).toBe(201);
    expect((await post(VALID.question.path, VALID.question.body)).statusCode).toBe(201);
  });

  it("answers 413 with a readable message for bodies over 16 KiB", async () => {
    const big = { ...VALID.webInquiry.body, message: "x".repeat(17 * 1024) };
    const json = await post(VALID.webInquiry.path, big);
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toMatch(/too large/);
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
    const preflight = await suite.app.inject({
      method: "OPTIONS",
      url: VALID.newsletter.path,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith("access-control"))).toEqual([]);
  });
});

describe.each(DRIVERS)("the largest rate limits on %s", (driver) => {
  // Above PostgreSQL's 32-bit integer and up to the largest whole number the configuration accepts.
  for (const limit of ["2147483648", String(Number.MAX_SAFE_INTEGER)]) {
    describe(`LEADS_RATE_LIMIT=${limit}`, () => {
      const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: limit });

      it("accepts submissions", async () => {
        const ip = { "x-forwarded-for": "192.0.2.78" };
        expect((await postLead(suite.app, VALID.question.path, VALID.question.body, ip)).statusCode).toBe(
          201,
        );
      });
    });
  }
});
