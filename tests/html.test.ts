/**
 * Every prerendered page is valid HTML (html-validate, recommended rules): nesting, unique ids,
 * allowed attributes and ARIA, labels, titles. Rules that only restate React's output style (void
 * tags, attribute case, generated ids) or that we decided against (inline CSS custom properties,
 * the scrollable-table region) are off in .htmlvalidate.json. Reads the production build, which
 * the browser project's global setup makes fresh first. So are the pages a form posted without
 * JavaScript ends on, rendered on request by the test server: the confirmation, the form refused.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate/node";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../content/prerender.ts";
import { sendPath, thankYouPath } from "../contracts/leads/forms.ts";
import { baseUrl } from "./support/browser.ts";

const BUILD = path.resolve("build/client");
const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")));

async function problems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  );
}

describe("prerendered HTML", () => {
  it.each(prerenderPaths)("%s is valid HTML", async (route) => {
    const file = path.join(BUILD, route === "/" ? "" : route, "index.html");
    expect(await problems(readFileSync(file, "utf8"), file)).toEqual([]);
  });
});

describe("the no-JavaScript form pages", () => {
  it("the confirmation and a refused form are valid HTML", async () => {
    const thanks = await (await fetch(baseUrl() + thankYouPath("appointment"))).text();
    expect(await problems(thanks, "thank-you")).toEqual([]);
    const refused = await fetch(baseUrl() + sendPath("appointment"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=&mobileNo=1&email=a%40b&comments=%3Cb%3Ehi%3C%2Fb%3E",
    });
    expect(refused.status).toBe(400);
    expect(await problems(await refused.text(), "send")).toEqual([]);
  });
});
