/**
 * The planner's view applies the fitting rule to a chosen model (judgeChoice in fit.ts) wherever
 * the choice comes from: the page's answer, the plan booked with it and the address the browser
 * shows and the booking names all agree on it. (The answer's booking links: PlannerAnswer.test.tsx.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../../contracts/lead-fields.ts";
import { PLANNER_FIELDS, type PlannerInput, readPlannerSearch } from "../../contracts/lift-planner.ts";
import { LIFT_TYPES } from "../lift-types.ts";
import { plannerCatalogue } from "./catalogue.ts";
import { plannerView, sameInput } from "./view.ts";

const catalogue = plannerCatalogue();
const view = (search: string) => plannerView(catalogue, readPlannerSearch(search));

describe("a chosen model in the planner's view", () => {
  it("stands while it fits: named above the form, in the plan and in the address", () => {
    const fits = view("?type=goods&load=1200&book=goods-1500");
    expect(fits.chosen?.model.id).toBe("goods-1500");
    expect(fits.plan).toMatch(/^Chosen lift: 1,500 kg: Goods lift.*\(model goods-1500\)/);
    expect(fits.plan).toMatch(/Planner inputs: Goods Lifts, 1,200 kg\.$/);
    expect(fits.path).toBe("/lift-planner?type=goods&load=1200&book=goods-1500");
  });

  it("is dropped when the figures or the type rule it out, and said to be", () => {
    for (const search of ["?type=goods&load=4500&book=goods-1500", "?type=home&load=1200&book=goods-1500"]) {
      const outgrown = view(search);
      expect(outgrown.chosen).toBeUndefined();
      expect(outgrown.dropped?.id).toBe("goods-1500");
      expect(outgrown.plan).not.toContain("Chosen lift");
      expect(outgrown.path).not.toContain("book=");
    }
    expect(view("?type=goods&load=4500&book=goods-1500").plan).toBe("Planner inputs: Goods Lifts, 4,500 kg.");
  });

  it("marks the nearest model, booked when nothing fits, as not fitting, with the change", () => {
    const nearest = view("?type=passenger&persons=8&shaftWidth=1800&shaftDepth=1500&book=passenger-centre-8");
    expect(nearest.chosen?.model.id).toBe("passenger-centre-8");
    expect(nearest.chosen?.problems).toEqual([
      { kind: "space", dimension: "shaftDepth", needs: 1700, given: 1500 },
    ]);
    expect(nearest.plan).toContain(
      "Does not fit the figures given: needs a 1,700 mm deep shaft, you have 1,500 mm. Planner inputs:",
    );
  });
});

describe("the same input", () => {
  it("holds the same text in every parameter, as typed (the fields show it)", () => {
    expect(sameInput(readPlannerSearch("?persons=8&type=goods"), { type: "goods", persons: "8" })).toBe(true);
    expect(sameInput({ persons: "8" }, { persons: " 8" })).toBe(false);
    expect(sameInput({ persons: "8" }, { persons: "8", book: "home-8" })).toBe(false);
  });
});

const figure = fc.option(fc.integer({ min: 1, max: 6000 }).map(String), { nil: undefined });
const inputs: fc.Arbitrary<PlannerInput> = fc.record({
  type: fc.constantFrom("any", ...LIFT_TYPES),
  ...Object.fromEntries(PLANNER_FIELDS.filter((field) => field !== "type").map((field) => [field, figure])),
  book: fc.constantFrom(...catalogue.models.map((model) => model.id)),
});

describe("the planner's view, for any figures and any chosen model", () => {
  it("books a chosen model only if it fits or is the nearest, marked as not fitting", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = plannerView(catalogue, input);
        const named = result.plan.startsWith("Chosen lift:");
        expect(named).toBe(result.chosen !== undefined);
        expect(result.plan.includes("Does not fit the figures given")).toBe(
          (result.chosen?.problems.length ?? 0) > 0,
        );
        expect(result.path.includes(`book=${input.book}`)).toBe(named);
        expect(result.plan.length).toBeLessThanOrEqual(MAX_LENGTH.plan);
      }),
    );
  });
});
