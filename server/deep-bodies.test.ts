/**
 * A JSON body nested thousands of levels deep (`{"a":{"a":…}}`, `[[[…]]]`) is refused with a
 * readable 400 by every route that reads one, never a 500 from a stack overflow in a walk over it.
 */
import { describe, expect, it } from "vitest";
import { LEAD_FORMS, LEAD_KINDS } from "../contracts/leads/forms.ts";
import { PRIVACY_REQUEST_API_PATH } from "../contracts/privacy/fields.ts";
import { SERVICE_API_PATH } from "../contracts/service/fields.ts";
import { holdsControl } from "./inbox/guard.ts";
import { MAX_BODY_DEPTH } from "./plugins/body-depth.ts";
import { ERROR_MESSAGES } from "./plugins/errors.ts";
import { DRIVERS } from "./testing/databases.ts";
import { appPerSuite } from "./testing/suites.ts";

/** `{"email":{"a":{"a":…"x"…}}}` with `depth` levels in all. */
const deepObject = (depth: number, field = "email") =>
  `{"${field}":${'{"a":'.repeat(depth - 1)}"x"${"}".repeat(depth - 1)}}`;
/** `[[[…]]]`, `depth` levels. */
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const ROUTES = [
  "/api/inbox/session",
  ...LEAD_KINDS.map((kind) => LEAD_FORMS[kind].path),
  SERVICE_API_PATH,
  PRIVACY_REQUEST_API_PATH,
];

describe.each(DRIVERS)("deeply nested JSON bodies on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "0" });

  const post = (url: string, payload: string) =>
    suite.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": "application/json", origin: "http://localhost", host: "localhost" },
    });

  it("signing in with a 3,000-deep body is a readable 400", async () => {
    const response = await post("/api/inbox/session", deepObject(3000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.tooDeep });
  });

  it("every public JSON route refuses a deep body with a readable 400", async () => {
    for (const url of ROUTES) {
      // Within the lead API's 16 KiB.
      for (const payload of [deepObject(2500), deepObject(2500, "name"), deepArray(3000), deepArray(8000)]) {
        const response = await post(url, payload);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json().message, url).toBe(ERROR_MESSAGES.tooDeep);
      }
    }
  });

  it("a body just within the limit is read as before", async () => {
    const response = await post("/api/inbox/session", deepObject(MAX_BODY_DEPTH - 1));
    expect(response.statusCode).not.toBe(500);
    expect(response.json().message).not.toBe(ERROR_MESSAGES.tooDeep);
  });
});

describe("the inbox's walk over a query or body (holdsControl)", () => {
  it("finds what it looks for at any depth without recursion", () => {
    const nested = (leaf: string) => {
      let value: unknown = leaf;
      for (let level = 0; level < 100_000; level++) value = level % 2 ? [value] : { a: value, b: "y" };
      return value;
    };
    expect(holdsControl(nested("x\u0007"), /\p{Cc}/u)).toBe(true);
    expect(holdsControl(nested("x"), /\p{Cc}/u)).toBe(false);
  });

  it("does not walk bytes (a photograph's body): one item, not one per byte", () => {
    const bytes = Object.assign(Buffer.alloc(64 * 1024 * 1024), { label: "x\u0007" });
    const started = performance.now();
    expect(holdsControl({ body: bytes }, /\p{Cc}/u)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
