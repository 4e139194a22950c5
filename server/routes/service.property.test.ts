/**
 * Property-based tests of the service API: arbitrary JSON, and a valid request with one field
 * replaced by anything (unicode edge cases, huge strings, wrong types), as JSON or a form posted to
 * the service page (with the site build). It never answers 5xx; every ticket it accepts is stored
 * with data that passes the contract.
 */
import crypto from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  isTrackUrl,
  SERVICE_API_PATH,
  serviceRequestSchema,
  trackTokenOf,
} from "../../contracts/service/schema.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const RUNS = Number(process.env.FC_RUNS ?? 40);
const JSON_POST = { "content-type": "application/json" };

const anything = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("\u0000", "\ud800", "<script>", "'; DROP TABLE service_tickets;--", " ", ""),
  fc.string({ maxLength: 5 }).map((text) => text.repeat(3000)),
  fc.jsonValue({ maxDepth: 3 }),
);

describe.each(DRIVERS)("service API properties on %s", (driver) => {
  const suite = appPerSuite(driver, hasSiteBuild ? { BUILD_DIR: SITE_BUILD_DIR } : {});

  async function check(payload: string, headers: Record<string, string>) {
    // A form is posted to the service page, whose action stores it through the API's function.
    const url = headers === FORM_POST ? "/service" : SERVICE_API_PATH;
    const response = await suite.app.inject({ method: "POST", url, headers, payload });
    const status = response.statusCode;
    // Refused, a form is shown again (400) or, too large to read, sent back to its page (303).
    expect([201, 303, 400, 413], response.body).toContain(status);
    const location = String(response.headers.location);
    if (status === 303 && !isTrackUrl(location)) expect(location).toBe("/service?refused=too-large");
    expect(response.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|Error:/);
    if (status !== 201 && !isTrackUrl(location)) return;
    const trackPath = status === 201 ? response.json().trackPath : location;
    const hash = crypto
      .createHash("sha256")
      .update(trackTokenOf(trackPath) ?? "")
      .digest("hex");
    const stored = await suite.app.db.tickets.findByTokenHash(hash);
    expect(stored).toBeDefined();
    expect(z.safeParse(serviceRequestSchema, stored?.data).success, JSON.stringify(stored?.data)).toBe(true);
  }

  it("never answers 5xx to arbitrary JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 5 }), (value) =>
        check(JSON.stringify(value) ?? "null", JSON_POST),
      ),
      { numRuns: RUNS },
    );
  });

  it("stores only valid tickets when one field of a valid request is replaced by anything", async () => {
    const fields = [...Object.keys(VALID_SERVICE_REQUEST), "email", "liftId", "preferredTime", "website"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), anything, fc.boolean(), async (field, value, asForm) => {
        const body = { ...VALID_SERVICE_REQUEST, [field]: value };
        if (!asForm || !hasSiteBuild) return check(JSON.stringify(body), JSON_POST);
        const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
        return check(formBody({ ...VALID_SERVICE_REQUEST, [field]: text }), FORM_POST);
      }),
      { numRuns: RUNS },
    );
  });
});
