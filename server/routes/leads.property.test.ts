/**
 * Property-based tests: arbitrary JSON, strings, unicode, huge and deeply nested values thrown at
 * every endpoint. The API never answers 5xx, every 201 stored exactly one lead whose data passes
 * the contract (or, for a newsletter address subscribed before, answered with that subscription),
 * and nothing else is stored. Form posts go where browsers send them, the kind's send page (which
 * posts them to the API as JSON): with the site build only (`npm run build`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { LEAD_FORMS, LEAD_SCHEMAS, type LeadKind, sendPath } from "../../contracts/leads/schema.ts";
import { DRIVERS } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const KINDS = Object.keys(LEAD_FORMS) as LeadKind[];
const RUNS = Number(process.env.FC_RUNS ?? 40);
const FORM_TYPE = "application/x-www-form-urlencoded";

/** Strings that exercise unicode edge cases: astral, lone surrogates, NUL and control characters. */
const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "\ud800",
    "a\udfffb",
    "\u202e",
    "=1+1",
    "<script>",
    "'; DROP TABLE leads;--",
    " ",
    "",
  ),
  fc.string({ maxLength: 5 }).map((s) => s.repeat(3000)),
);
const nastyValue = fc.oneof(
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}, ["a"]),
);

function deepNest(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

describe.each(DRIVERS)("lead API properties on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "0", BUILD_DIR: SITE_BUILD_DIR });
  let created = 0;
  /** The ids of every 201 so far. */
  const answered = new Set<string>();
  /** The fields of every form post accepted so far, by kind (a repeat is the same lead). */
  const acceptedForms = new Set<string>();

  /** Posts, checks the invariants, and returns the status. */
  async function check(kind: LeadKind, payload: string, contentType: string): Promise<number> {
    const response = await suite.app.inject({
      method: "POST",
      url: contentType === FORM_TYPE ? sendPath(kind) : LEAD_FORMS[kind].path,
      headers: { "content-type": contentType },
      payload,
    });
    const status = response.statusCode;
    expect(status, response.body).toBeLessThan(500);
    expect([201, 303, 400, 413]).toContain(status);
    expect(response.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|Error:/);
    // A form post too large to read goes back to its own page, which says why (303 ?refused=).
    const refusedUnread = status === 303 && String(response.headers.location).includes("?refused=");
    if (refusedUnread) expect(response.headers.location).toBe(`${sendPath(kind)}?refused=too-large`);
    else if (status === 201 || status === 303) {
      const id: string | undefined = status === 201 ? response.json().id : undefined;
      const form =
        contentType === FORM_TYPE
          ? JSON.stringify([kind, Object.fromEntries(new URLSearchParams(payload))])
          : undefined;
      const repeated = form !== undefined && acceptedForms.has(form);
      if (form !== undefined) acceptedForms.add(form);
      if ((await suite.app.db.leads.count()) === created + 1) created++;
      else if (repeated) {
        // The same fields posted again without JavaScript: answered as the first, nothing stored.
      } else {
        // An address subscribed before: answered with its first subscription, nothing stored.
        expect(kind).toBe("newsletter");
        if (id !== undefined) expect(answered).toContain(id);
      }
      if (id !== undefined) {
        answered.add(id);
        const stored = await suite.app.db.leads.get(id);
        expect(stored?.kind).toBe(kind);
        const reparsed = z.safeParse(LEAD_SCHEMAS[kind] as z.ZodMiniType, stored?.data);
        expect(reparsed.success, JSON.stringify(stored?.data)).toBe(true);
      }
    } else if (contentType === "application/json") {
      const body = response.json();
      expect(typeof body.message).toBe("string");
      for (const message of Object.values(body.errors ?? {})) expect(typeof message).toBe("string");
    }
    expect(await suite.app.db.leads.count()).toBe(created);
    return status;
  }

  it.each(KINDS)("%s: arbitrary JSON values never cause a 5xx or store anything invalid", async (kind) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (value) => {
        await check(kind, JSON.stringify(value) ?? "null", "application/json");
      }),
      { numRuns: RUNS },
    );
  });

  it.each(KINDS)("%s: valid bodies with one field replaced by anything", async (kind) => {
    const base = VALID[kind].body as Record<string, unknown>;
    const fields = [...Object.keys(base), "website", "sourcePage", "__proto__", "constructor"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), nastyValue, async (field, value) => {
        // A "__proto__" key is refused by the JSON parser (400); the others reach validation.
        await check(kind, JSON.stringify({ ...base, [field]: value }), "application/json");
      }),
      { numRuns: RUNS },
    );
  });

  it.each(KINDS)("%s: arbitrary strings as JSON and as form posts", async (kind) => {
    await fc.assert(
      fc.asyncProperty(nastyString, async (text) => {
        await check(kind, text, "application/json");
        if (hasSiteBuild) await check(kind, text, FORM_TYPE);
      }),
      { numRuns: RUNS },
    );
  });

  it.skipIf(!hasSiteBuild).each(KINDS)(
    "%s: form posts with arbitrary values for the real fields",
    async (kind) => {
      const base = VALID[kind].body as Record<string, string>;
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...Object.keys(base), "website", "extra"), nastyString, {
            maxKeys: 4,
          }),
          fc.boolean(),
          async (changes, keepRest) => {
            const body = new URLSearchParams({ ...(keepRest ? base : {}), ...changes }).toString();
            await check(kind, body, FORM_TYPE);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it.each(KINDS)("%s: huge, deeply nested and repeated-field bodies", async (kind) => {
    const base = VALID[kind].body as Record<string, string>;
    const forms = hasSiteBuild
      ? [
          await check(kind, `${new URLSearchParams(base).toString()}&email=a@b.co&email=c@d.ef`, FORM_TYPE),
          await check(kind, `${new URLSearchParams(base).toString()}&${"a=1&".repeat(4000)}`, FORM_TYPE),
        ]
      : [];
    const statuses = [
      await check(kind, deepNest(2000), "application/json"),
      await check(kind, `[${"[".repeat(5000)}${"]".repeat(5000)}]`, "application/json"),
      await check(kind, JSON.stringify({ ...base, name: "x".repeat(15_000) }), "application/json"),
      await check(kind, JSON.stringify({ ...base, pad: "x".repeat(17_000) }), "application/json"),
      await check(kind, JSON.stringify({ ...base, email: "😀".repeat(3000) }), "application/json"),
    ];
    expect(statuses[3]).toBe(413);
    for (const status of forms) expect([303, 400]).toContain(status);
  });
});
