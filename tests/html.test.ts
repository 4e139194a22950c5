/**
 * Every prerendered page is valid HTML (html-validate, recommended rules): nesting, unique ids,
 * allowed attributes and ARIA, labels, titles. Rules that only restate React's output style (void
 * tags, attribute case, generated ids) or that we decided against (inline CSS custom properties,
 * the scrollable-table region) are off in .htmlvalidate.json. Reads the production build, which
 * the browser project's global setup makes fresh first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate/node";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../content/prerender.ts";

const BUILD = path.resolve("build/client");
const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")));

describe("prerendered HTML", () => {
  it.each(prerenderPaths)("%s is valid HTML", async (route) => {
    const file = path.join(BUILD, route === "/" ? "" : route, "index.html");
    const report = await validator.validateString(readFileSync(file, "utf8"), file);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });
});
