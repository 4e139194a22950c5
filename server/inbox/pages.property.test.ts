/**
 * Property: whatever text a visitor sends, the lead page shows exactly those characters as text
 * (never as markup). Texts go through the public API (which cleans control characters); the page
 * is parsed as a browser would, so line endings are compared after HTML's own CR/LF normalisation.
 */
import fc from "fast-check";
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, VALID } from "../testing/fixtures.ts";
import { inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { withVisibleBidi } from "./views/Document.tsx";

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
  const suite = inboxPerSuite(driver);
  let cookie: string;

  beforeAll(async () => {
    cookie = await signedIn(suite.app, "priya@example.com");
  });

  it("shows any name, subject and message as exactly the same characters", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(visitorText, visitorText, async (name, message) => {
        const submitted = await postLead(suite.app, VALID.webInquiry.path, {
          ...VALID.webInquiry.body,
          name,
          subject: message,
          message,
        });
        fc.pre(submitted.statusCode === 201);
        const id = (submitted.json() as { id: string }).id;
        const stored = (await suite.app.db.leads.get(id))!.data as Record<string, string>;
        const page = await suite.app.inject({ url: `/inbox/leads/${id}`, headers: { cookie } });
        expect(page.statusCode).toBe(200);
        // A browser's HTML parser turns CR LF and lone CR into LF; happy-dom's does not, so both
        // sides are compared after that normalisation.
        // Bidirectional formatting characters show as escapes (they would reorder the line).
        const asParsed = (text: string | undefined) => text?.replace(/\r\n?/g, "\n");
        expect(asParsed(fieldText(page.body, "Name"))).toBe(asParsed(withVisibleBidi(stored.name!)));
        expect(asParsed(fieldText(page.body, "Message"))).toBe(asParsed(withVisibleBidi(stored.message!)));
        expect(page.body).not.toMatch(/<(script|img|iframe|svg)\b/i);
      }),
      { numRuns: RUNS },
    );
  });
});
