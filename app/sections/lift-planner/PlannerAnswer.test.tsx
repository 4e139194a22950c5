// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { liftModels } from "../../../content/lift-models.ts";
import { plannerCatalogue } from "../../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../../content/lift-planner/view.ts";
import { LIFT_TYPES } from "../../../content/lift-types.ts";
import { PLANNER_FIELDS, type PlannerInput, readPlannerSearch } from "../../../contracts/lift-planner.ts";
import { ChosenModel } from "./ChosenModel.tsx";
import { BEST_FITS_SHOWN, PlannerAnswer } from "./PlannerAnswer.tsx";

const catalogue = plannerCatalogue("en", liftModels);
const view = (search: string) => plannerView(catalogue, readPlannerSearch(search));
const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent);
const bookingLinks = () => [...document.querySelectorAll<HTMLAnchorElement>("a.planner-model__book")];

describe("the planner's answer", () => {
  afterEach(cleanup);

  it("lists the best fits first, folds the other fits and says why the rest do not fit", () => {
    const answer = view("?persons=8");
    render(<PlannerAnswer view={answer} language={catalogue} />);
    expect(document.querySelector("#planner-summary")?.textContent).toBe(answer.summary);
    const shown = answer.result.fitting.map((model) => model.name);
    expect(texts("#planner-results > ol .planner-model__name")).toEqual(shown.slice(0, BEST_FITS_SHOWN));
    expect(texts(".planner-more .planner-model__name")).toEqual(shown.slice(BEST_FITS_SHOWN));
    expect(document.querySelector(".planner-more ol")?.getAttribute("start")).toBe(
      String(BEST_FITS_SHOWN + 1),
    );
    expect(document.querySelector(".planner-misfits summary")?.textContent).toBe(
      `${answer.result.notFitting.length} models do not fit, and why`,
    );
    expect(texts(".planner-misfits li")).toContain(
      "6 persons, 408 kg: Passenger elevator, centre-opening doors, 1.0 m/s: carries 6 persons, you need 8",
    );
  });

  it("names the nearest model and the change it needs when nothing fits, and other types that fit", () => {
    render(<PlannerAnswer view={view("?type=hydraulic&stops=8")} language={catalogue} />);
    expect(document.querySelector(".planner-nofit h3")?.textContent).toBe("No model fits these figures");
    expect(document.querySelector(".planner-nofit p")?.textContent).toMatch(
      /^The nearest is 6 persons, 408 kg: Hydraulic .*\. The smallest change that makes it fit: serve at most 6 stops, or choose another type\.$/,
    );
    const allTypes = [...document.querySelectorAll("a")].find(
      (link) => link.textContent === "show all types",
    );
    expect(allTypes?.getAttribute("href")).toBe("/lift-planner?stops=8");
    expect(texts("#planner-results > ol .planner-model__name")).toHaveLength(1);
  });

  it("shows hostile query values as text: in its links, never as markup", () => {
    const hostile = '"><script>x</script>';
    render(
      <PlannerAnswer view={view(`?persons=${encodeURIComponent(hostile)}&stops=3`)} language={catalogue} />,
    );
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("#planner-summary")?.textContent).toMatch(
      /^Some figures need a correction/,
    );
    const links = bookingLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(new URL(link.href, "http://site.invalid").searchParams.get("persons")).toBe(hostile);
    }
  });
});

describe("the chosen model above the booking form", () => {
  afterEach(cleanup);
  const chosenText = (search: string) =>
    render(<ChosenModel language={catalogue} view={view(search)} />).container.textContent;

  it("names a model that stands, one the figures rule out, and the nearest with its change", () => {
    expect(chosenText("?type=goods&load=1200&book=goods-1500")).toMatch(
      /^For: 1,500 kg: Goods lift.*\. Your figures and this model go with your request\.$/,
    );
    expect(chosenText("?type=goods&load=4500&book=goods-1500")).toMatch(
      /^1,500 kg: Goods lift.* does not fit these figures, so it is no longer part of your request\.Choose Book a site visit/,
    );
    expect(
      chosenText("?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1500&book=passenger-centre-8"),
    ).toContain(
      "It does not fit these figures as they are; the smallest change that makes it fit: make the shaft 200 mm deeper (1,700 mm).",
    );
    expect(chosenText("?type=goods")).toMatch(/^Choose Book a site visit for this lift on any model above/);
  });
});

const figure = fc.option(fc.integer({ min: 1, max: 6000 }).map(String), { nil: undefined });
const inputs: fc.Arbitrary<PlannerInput> = fc.record({
  type: fc.constantFrom("any", ...LIFT_TYPES),
  ...Object.fromEntries(PLANNER_FIELDS.filter((field) => field !== "type").map((field) => [field, figure])),
});

describe("the answer's booking links, for any figures", () => {
  it("each keeps its choice: the page it leads to books that model", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        render(<PlannerAnswer view={plannerView(catalogue, input)} language={catalogue} />);
        for (const link of bookingLinks()) {
          const target = new URL(link.href, "http://site.invalid");
          expect(target.hash).toBe("#planner-book");
          expect(view(target.search).chosen?.model.id).toBe(target.searchParams.get("book"));
        }
        cleanup();
      }),
      { numRuns: 60 },
    );
    // Sixty full renders in happy-dom: seconds on an idle machine, more on a loaded one.
  }, 60_000);
});
