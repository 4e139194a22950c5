/**
 * The server's no-JavaScript answer must be exactly what React renders for the same URL: then a
 * visitor with JavaScript hydrates the server's page without a mismatch.
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { plannerCatalogue } from "../../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../../content/lift-planner/view.ts";
import { readPlannerSearch } from "../../../contracts/lift-planner.ts";
import { applyPlannerView, PlannerTemplateError } from "../../../server/lift-planner/page.ts";
import { LiftPlanner } from "./LiftPlanner.tsx";

const catalogue = plannerCatalogue();
const render = (search: string) =>
  renderToString(
    <MemoryRouter>
      <LiftPlanner catalogue={catalogue} search={search} entry="default">
        <p>booking form</p>
      </LiftPlanner>
    </MemoryRouter>,
  );

describe("the server's planner page", () => {
  const prerendered = render("");
  const empty = plannerView(catalogue, {});

  it.each([
    "?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1800",
    "?type=hydraulic&stops=8",
    "?type=goods&load=1200&pit=1500&overhead=4400",
    "?persons=8&shaftWidth=1500&shaftDepth=1500&pit=1200",
    "?type=lift&persons=eight&load=-5&shaftWidth=1.8&pit=99999&overhead=%22%3E%3Cscript%3E",
    "?type=home&persons=6&book=home-6",
    "?type=capsule&book=not-a-model&stops=3",
    "?type=goods&load=4500&book=goods-1500",
    "?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1500&book=passenger-centre-8",
  ])("equals React's render for %s", (search) => {
    const view = plannerView(catalogue, readPlannerSearch(search));
    expect(applyPlannerView(prerendered, empty, view)).toBe(render(search));
  });

  it("refuses a page that is not the planner's", () => {
    const view = plannerView(catalogue, readPlannerSearch("?persons=8"));
    expect(() => applyPlannerView("<html><body></body></html>", empty, view)).toThrow(PlannerTemplateError);
  });
});
