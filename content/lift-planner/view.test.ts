/**
 * The planner's view applies the fitting rule to a chosen model (judgeChoice in fit.ts) wherever
 * the choice comes from: the page's answer, the plan booked with it and the address the browser
 * shows and the booking names all agree on it. (The answer's booking links: PlannerAnswer.test.tsx.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../../contracts/leads/fields.ts";
import { PLANNER_FIELDS, type PlannerInput, readPlannerSearch } from "../../contracts/lift-planner.ts";
import { liftModels } from "../lift-models.ts";
import { LIFT_TYPES } from "../lift-types.ts";
import { plannerCatalogue } from "./catalogue.ts";
import { changesText, problemsText } from "./describe.ts";
import { plannerView } from "./view.ts";

const catalogue = plannerCatalogue("en", liftModels);
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

describe("the planner's view in Gujarati and Hindi", () => {
  const viewIn = (locale: "gu" | "hi", search: string) =>
    plannerView(plannerCatalogue(locale, liftModels), readPlannerSearch(search));

  it("answers in the page's language, with Western digits, and keeps the address in it", () => {
    const gu = viewIn("gu", "?type=goods&load=1200&shaftWidth=2000&book=goods-1500");
    expect(gu.summary).toBe(
      "ગુડ્સ લિફ્ટ, 1,200 કિગ્રા, શાફ્ટની પહોળાઈ 2,000 મિમી માટે કોઈ મોડલ બેસતું નથી; સૌથી નજીકનું નીચે છે.",
    );
    expect(gu.path).toBe("/gu/lift-planner?type=goods&load=1200&shaftWidth=2000&book=goods-1500");
    const hi = viewIn("hi", "?persons=8");
    expect(hi.capacity).toBe("8 व्यक्ति = 544 किग्रा, प्रति व्यक्ति 68 किग्रा के हिसाब से, हमारी तालिकाओं के अनुसार।");
    expect(hi.result.fitting[0]?.name).toMatch(/^\d+ व्यक्ति, [\d,]+ किग्रा: /);
    for (const text of [gu.summary, hi.capacity, ...hi.result.fitting.flatMap((model) => model.specs.flat())])
      expect(text).not.toMatch(/[\u0966-\u096f\u0ae6-\u0aef]/);
  });

  it("describes each model the loader sends in the page's language: name, sizes and type page", () => {
    const model = plannerCatalogue("gu", liftModels).models.find(({ id }) => id === "passenger-centre-6");
    expect(model).toMatchObject({
      name: "6 વ્યક્તિ, 408 કિગ્રા: પેસેન્જર લિફ્ટ, સેન્ટર-ઓપનિંગ દરવાજા, 1.0 મીટર/\u2060સેકન્ડ",
      specs: [
        ["કેબિન અંદરથી (પહોળાઈ × ઊંડાઈ)", "1,100 × 900 મિમી"],
        ["શાફ્ટ (પહોળાઈ × ઊંડાઈ)", "1,650 × 1,500 મિમી"],
        ["દરવાજાનું ઓપનિંગ", "700 મિમી પહોળું, સેન્ટર-ઓપનિંગ"],
        ["પિટ", "1,600 મિમી"],
        ["ઓવરહેડ", "4,500 મિમી"],
        ["મશીન રૂમ", "2,500 × 3,500 મિમી, શાફ્ટની ઉપર"],
      ],
      typeName: "પેસેન્જર લિફ્ટ",
      typePath: "/gu/passenger-elevators",
    });
  });

  it("gives each field's message in the page's language", () => {
    const { errors } = viewIn("gu", "?persons=abc&pit=1.5&shaftWidth=99999&type=lift");
    expect(errors).toEqual({
      type: "યાદીમાંથી લિફ્ટનો એક પ્રકાર પસંદ કરો",
      persons: "વ્યક્તિઓની સંખ્યા અંકોમાં લખો, દા.ત. 8",
      pit: "મિલિમીટરમાં લખો: 1.5 મીટર એટલે 1,500 મિમી",
      shaftWidth: "શાફ્ટની પહોળાઈ 600 મિમીથી 10,000 મિમી વચ્ચે લખો",
    });
  });

  it("names why a model does not fit and the change that makes the nearest fit", () => {
    const catalogue = plannerCatalogue("hi", liftModels);
    const hi = plannerView(
      catalogue,
      readPlannerSearch("?type=home&persons=4&shaftWidth=1200&shaftDepth=1200"),
    );
    const [nearest] = hi.result.notFitting;
    expect(nearest && problemsText(catalogue, nearest.problems)).toBe(
      "1,550 मिमी चौड़ा शाफ़्ट चाहिए, आपके पास 1,200 मिमी है और 1,550 मिमी गहरा शाफ़्ट चाहिए, आपके पास 1,200 मिमी है",
    );
    expect(hi.result.nearest && changesText(catalogue, hi.result.nearest.problems)).toBe(
      "शाफ़्ट 350 मिमी और चौड़ा करें (1,550 मिमी) और शाफ़्ट 350 मिमी और गहरा करें (1,550 मिमी)",
    );
  });
});
