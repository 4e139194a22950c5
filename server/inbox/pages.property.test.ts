/**
 * Property: whatever text a visitor sends, the lead page shows exactly those characters as text
 * (never as markup). Texts go through the public API (which cleans control characters); the page
 * is parsed as a browser would, so line endings are compared after HTML's own CR/LF normalisation.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { addStaff, nextClient, signedIn } from "../testing/inbox.ts";

const RUNS = Number(process.env.FC_RUNS ?? 40);

const visitorText = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 120 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
  fc.constantFrom(
    "<img src=x onerror=alert(1)>",
    "</dd></dl><script>alert(1)</script>",
    "&amp; &lt; &#60; &",
    "\"quoted\" 'single' `back`",
    "{{constructor.constructor('alert(1)')()}}",
    "\u202eevil\u202c",
  ),
);

/** The text a parsed page shows in the <dd> labelled `label`. */
function fieldText(html: string, label: string): string | undefined {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  for (const term of document.querySelectorAll("dl.fields dt")) {
    if (term.textContent === label) return term.nextElementSibling?.textContent ?? undefined;
  }
  return undefined;
}

describe.each(DRIVERS)("lead text on the page, on %s", (driver) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    app = await buildApp(testConfig(db), { logger: false });
    await addStaff(app, "priya@example.com", "Priya Shah");
    cookie = await signedIn(app, "priya@example.com");
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  it("shows any name, subject and message as exactly the same characters", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(visitorText, visitorText, async (name, message) => {
        const submitted = await app.inject({
          method: "POST",
          url: VALID.webInquiry.path,
          headers: { "x-forwarded-for": nextClient() },
          payload: { ...VALID.webInquiry.body, name, subject: message, message },
        });
        fc.pre(submitted.statusCode === 201);
        const id = (submitted.json() as { id: string }).id;
        const stored = (await app.db.getLead(id))!.data as Record<string, string>;
        const page = await app.inject({ url: `/inbox/leads/${id}`, headers: { cookie } });
        expect(page.statusCode).toBe(200);
        // A browser's HTML parser turns CR LF and lone CR into LF; happy-dom's does not, so both
        // sides are compared after that normalisation.
        const asParsed = (text: string | undefined) => text?.replace(/\r\n?/g, "\n");
        expect(asParsed(fieldText(page.body, "Name"))).toBe(asParsed(stored.name));
        expect(asParsed(fieldText(page.body, "Message"))).toBe(asParsed(stored.message));
        expect(page.body).not.toMatch(/<(script|img|iframe|svg)\b/i);
      }),
      { numRuns: RUNS },
    );
  });
});
