/**
 * GET /lift-planner?… through the site plugin, against a small fake build whose planner page has
 * the regions the answer is written into (the real page's equality with React's render is tested
 * in app/sections/lift-planner/LiftPlanner.server.test.tsx).
 */
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannerCatalogue } from "../../content/lift-planner/catalogue.ts";
import { PLANNER_IDS, plannerView } from "../../content/lift-planner/view.ts";
import { PLANNER_FIELDS } from "../../contracts/lift-planner.ts";
import { fakeSite } from "../testing/fake-site.ts";

/** The planner page's skeleton as React renders it for the empty query. */
function fakePlannerPage(): string {
  const empty = plannerView(plannerCatalogue(), {});
  const fields = PLANNER_FIELDS.map((field) =>
    field === "type"
      ? `<select id="planner-type" name="type"><option value="any" selected="">Any type</option><option value="goods">Goods Lifts</option></select>`
      : `<input id="${PLANNER_IDS.field(field)}" name="${field}" value=""/>`,
  ).join("");
  const errors = PLANNER_FIELDS.map((field) => `<p id="${PLANNER_IDS.error(field)}"></p>`).join("");
  const region = (id: string, html: string) => `<div id="${id}">${html}</div>`;
  return `<!doctype html><html><body><script>boot()</script>${fields}${errors}${region(PLANNER_IDS.capacity, empty.html.capacity)}${region(PLANNER_IDS.summary, empty.html.summary)}${region(PLANNER_IDS.results, empty.html.results)}${region(PLANNER_IDS.chosen, empty.html.chosen)}<input id="${PLANNER_IDS.plan}" type="hidden" name="plan" value=""/><input id="${PLANNER_IDS.source}" type="hidden" name="sourcePage" value="${empty.path}"/></body></html>`;
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await fakeSite(
    { "index.html": "<h1>Home</h1>", "lift-planner/index.html": fakePlannerPage() },
    { "/lift-planner": ["'sha256-boot'"] },
  ));
});

afterAll(() => close());

describe("the lift planner's answer without JavaScript", () => {
  it("writes the query's answer into the page, with the page's own CSP, compressed", async () => {
    const response = await app.inject({
      url: "/lift-planner?type=goods&load=1200&pit=1.6",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-boot'");
    const html = brotliDecompressSync(response.rawPayload).toString("utf8");
    expect(html).toContain('<option value="goods" selected="">');
    expect(html).toContain('<input id="planner-load" name="load" value="1200"/>');
    expect(html).toContain('<input id="planner-pit" aria-invalid="true" name="pit" value="1.6"/>');
    expect(html).toContain('<p id="planner-pit-error">Enter millimetres: 1.6 m is 1,600 mm</p>');
    expect(html).toContain("5 models fit Goods Lifts, 1,200 kg");
    expect(html).toContain("<script>boot()</script>");
  });

  it("serves the prerendered page as it is for no planner query", async () => {
    for (const url of ["/lift-planner", "/lift-planner?utm_source=newsletter"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(fakePlannerPage());
    }
  });

  it("never breaks on hostile input", async () => {
    const response = await app.inject({
      url: "/lift-planner?persons=%22%3E%3Cscript%3Ex%3C%2Fscript%3E&type=%3Cb%3E",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>x</script>");
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(response.body).toContain("Choose one of the listed lift types");
  });
});
