import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { liftModels } from "../lift-models.ts";
import { LIFT_TYPES } from "../lift-types.ts";
import {
  bookableModels,
  judgeChoice,
  loadForPersons,
  needs,
  type PlannerQuery,
  personsForLoad,
  planLifts,
  problemsOf,
  SPACE_DIMENSIONS,
  withChange,
} from "./fit.ts";

const ids = (models: { id: string }[]) => models.map((model) => model.id);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const queries: fc.Arbitrary<PlannerQuery> = fc.record({
  type: fc.constantFrom("any" as const, ...LIFT_TYPES),
  persons: optional(fc.integer({ min: 1, max: 30 })),
  load: optional(fc.integer({ min: 50, max: 6000 })),
  stops: optional(fc.integer({ min: 2, max: 30 })),
  shaftWidth: optional(fc.integer({ min: 600, max: 5000 })),
  shaftDepth: optional(fc.integer({ min: 600, max: 5000 })),
  pit: optional(fc.integer({ min: 100, max: 3000 })),
  overhead: optional(fc.integer({ min: 1500, max: 7000 })),
});

describe("planLifts", () => {
  it("lists a passenger lift for 8 persons in a 1800 × 1800 mm shaft, the smallest first", () => {
    const result = planLifts(liftModels, {
      type: "passenger",
      persons: 8,
      shaftWidth: 1800,
      shaftDepth: 1800,
    });
    expect(ids(result.fitting)).toEqual([
      "passenger-telescopic-8",
      "passenger-centre-8",
      "passenger-telescopic-10",
    ]);
    expect(result.nearest).toBeUndefined();
  });

  it("gives the reason in figures: a 1,700 mm deep shaft needed, 1,500 mm given", () => {
    const result = planLifts(liftModels, { type: "passenger", persons: 8, shaftDepth: 1500 });
    const centre = result.notFitting.find((verdict) => verdict.model.id === "passenger-centre-8");
    expect(centre?.problems).toEqual([{ kind: "space", dimension: "shaftDepth", needs: 1700, given: 1500 }]);
  });

  it("when nothing fits, names the nearest model and the cheapest change", () => {
    const query: PlannerQuery = { type: "any", persons: 8, shaftWidth: 1600, shaftDepth: 1600, pit: 1300 };
    const result = planLifts(liftModels, query);
    expect(result.fitting).toEqual([]);
    expect(result.nearest?.model.id).toBe("hydraulic-8");
    expect(result.nearest?.problems).toEqual([
      { kind: "space", dimension: "shaftWidth", needs: 1650, given: 1600 },
      { kind: "space", dimension: "shaftDepth", needs: 1650, given: 1600 },
    ]);
  });

  it("with only the space given, puts the largest lift that fits first", () => {
    const result = planLifts(liftModels, { type: "home", shaftWidth: 2000, shaftDepth: 1800 });
    expect(ids(result.fitting)).toEqual(["home-10", "home-8", "home-6"]);
  });

  it("hydraulic lifts stop at G + 5; persons are not asked of goods lifts", () => {
    const hydraulic = planLifts(liftModels, { type: "hydraulic", stops: 8 });
    expect(hydraulic.fitting).toEqual([]);
    expect(hydraulic.nearest?.problems).toEqual([{ kind: "stops", max: 6, wanted: 8 }]);
    expect(hydraulic.otherTypesFit).toBeGreaterThan(0);
    const goods = planLifts(liftModels, { type: "goods", persons: 4 });
    expect(goods.notFitting.every((verdict) => verdict.problems[0]?.kind === "goods-only")).toBe(true);
    expect(ids(planLifts(liftModels, { type: "goods", load: 1200 }).fitting)).toEqual([
      "goods-1500",
      "goods-2000",
      "goods-3000",
      "goods-4000",
      "goods-5000",
    ]);
  });

  it("for 30 persons the nearest is the largest car, with persons as the change", () => {
    const result = planLifts(liftModels, { type: "any", persons: 30 });
    expect(result.nearest?.model.id).toBe("hospital-26");
    expect(result.nearest?.problems).toEqual([{ kind: "persons", carries: 26, wanted: 30 }]);
  });
});

describe("planLifts properties", () => {
  it("a fitting model never needs more shaft width, depth, pit or overhead than given", () => {
    fc.assert(
      fc.property(queries, (query) => {
        for (const model of planLifts(liftModels, query).fitting) {
          for (const dimension of SPACE_DIMENSIONS) {
            const given = query[dimension];
            if (given !== undefined) expect(needs(model, dimension)).toBeLessThanOrEqual(given);
          }
        }
      }),
    );
  });

  it("enlarging any given dimension never removes a model from the fitting list", () => {
    fc.assert(
      fc.property(
        queries,
        fc.constantFrom(...SPACE_DIMENSIONS),
        fc.integer({ min: 1, max: 3000 }),
        (query, dimension, extra) => {
          const given = query[dimension];
          fc.pre(given !== undefined);
          const before = ids(planLifts(liftModels, query).fitting);
          const after = new Set(
            ids(planLifts(liftModels, { ...query, [dimension]: (given ?? 0) + extra }).fitting),
          );
          for (const id of before) expect(after.has(id)).toBe(true);
        },
      ),
    );
  });

  it("persons and load agree with the 68 kg rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 20_000 }), (persons, load) => {
        expect(loadForPersons(persons)).toBe(persons * 68);
        expect(personsForLoad(loadForPersons(persons))).toBe(persons);
        const allowed = personsForLoad(load);
        expect(loadForPersons(allowed)).toBeLessThanOrEqual(load);
        expect(loadForPersons(allowed + 1)).toBeGreaterThan(load);
      }),
    );
    // For every model rated at exactly 68 kg per person, asking persons or the same load agrees.
    const byRule = liftModels.filter((model) => model.persons && model.ratedLoad === model.persons * 68);
    fc.assert(
      fc.property(queries, fc.integer({ min: 1, max: 30 }), (query, persons) => {
        const byPersons = planLifts(byRule, { ...query, persons, load: undefined });
        const byLoad = planLifts(byRule, { ...query, persons: undefined, load: loadForPersons(persons) });
        expect(ids(byPersons.fitting).sort()).toEqual(ids(byLoad.fitting).sort());
      }),
    );
  });

  it("every model appears for type=any with no dimensions given", () => {
    fc.assert(
      fc.property(optional(fc.integer({ min: 2, max: 6 })), (stops) => {
        const result = planLifts(liftModels, { type: "any", stops });
        expect(ids(result.fitting).sort()).toEqual(ids(liftModels).sort());
      }),
    );
    expect(ids(planLifts(liftModels, { type: "any" }).fitting)).toEqual(ids(liftModels));
  });

  it("applying the cheapest change makes the nearest model fit when only space was short", () => {
    fc.assert(
      fc.property(queries, (query) => {
        const { nearest } = planLifts(liftModels, query);
        fc.pre(nearest?.problems.every((problem) => problem.kind === "space") === true);
        const changed = planLifts(liftModels, withChange(query, nearest?.problems ?? []));
        expect(ids(changed.fitting)).toContain(nearest?.model.id);
      }),
    );
  });
});

describe("judgeChoice: a chosen model stands only while the figures allow it", () => {
  const judge = (query: PlannerQuery, id: string | undefined) =>
    judgeChoice(liftModels, planLifts(liftModels, query), id);
  const model = (id: string) => liftModels.find((candidate) => candidate.id === id);

  it("keeps the 1,500 kg goods lift for 1,200 kg and drops it for 4,500 kg or home lifts", () => {
    expect(judge({ type: "goods", load: 1200 }, "goods-1500")).toEqual({
      kept: { model: model("goods-1500"), problems: [] },
    });
    expect(judge({ type: "goods", load: 4500 }, "goods-1500")).toEqual({ dropped: model("goods-1500") });
    expect(judge({ type: "home", load: 1200 }, "goods-1500")).toEqual({ dropped: model("goods-1500") });
    // A model folded under "more models fit" is offered too.
    expect(judge({ type: "goods", load: 1200 }, "goods-5000").kept?.model.id).toBe("goods-5000");
  });

  it("keeps the nearest model when nothing fits, with the change it needs; no other misfit", () => {
    const query: PlannerQuery = { type: "passenger", persons: 8, shaftWidth: 1800, shaftDepth: 1500 };
    const { nearest, notFitting } = planLifts(liftModels, query);
    expect(judge(query, nearest?.model.id)).toEqual({ kept: nearest });
    expect(nearest?.problems.length).toBeGreaterThan(0);
    const other = notFitting.find((verdict) => verdict.model.id !== nearest?.model.id);
    expect(judge(query, other?.model.id)).toEqual({ dropped: other?.model });
  });

  it("is no choice for no id or an id that names no model", () => {
    expect(judge({ type: "any" }, undefined)).toEqual({});
    expect(judge({ type: "any" }, "not-a-model")).toEqual({});
  });

  it("keeps exactly the models the answer offers to book, fitting unless nothing fits", () => {
    fc.assert(
      fc.property(queries, fc.constantFrom(...ids(liftModels)), (query, id) => {
        const result = planLifts(liftModels, query);
        const { kept, dropped } = judgeChoice(liftModels, result, id);
        const offered = ids(bookableModels(result)).includes(id);
        expect(kept?.model.id).toBe(offered ? id : undefined);
        expect(dropped?.id).toBe(offered ? undefined : id);
        if (kept) {
          // The problems it stands with are exactly why it does not fit: none, unless nothing does.
          expect(kept.problems).toEqual(problemsOf(kept.model, query));
          if (result.fitting.length > 0) expect(kept.problems).toEqual([]);
        }
        if (dropped) expect(result.fitting.length > 0 || result.nearest?.model.id !== id).toBe(true);
      }),
    );
  });
});
