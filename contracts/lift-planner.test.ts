/** The planner's query parser: each field read on its own, a bad one named with its problem and left out. */
import { describe, expect, it } from "vitest";
import { parsePlannerInput, readPlannerSearch } from "./lift-planner.ts";

const parse = (search: string) => parsePlannerInput(readPlannerSearch(search));

describe("parsePlannerInput", () => {
  it("reads the figures as numbers, spaces around them ignored, empty fields left out", () => {
    expect(parse("?type=goods&load=%201200%20&persons=&pit=1600")).toEqual({
      query: { type: "goods", load: 1200, pit: 1600 },
      problems: {},
      book: undefined,
    });
  });

  it("takes an empty or missing type as any type, and refuses a type it does not know", () => {
    expect(parse("?type=").query.type).toBe("any");
    expect(parse("?persons=8").query).toEqual({ type: "any", persons: 8 });
    expect(parse("?type=Goods")).toEqual({ query: { type: "any" }, problems: { type: { kind: "type" } } });
    expect(parse("?type=%20goods").problems.type).toEqual({ kind: "type" });
  });

  it("names each bad figure's problem and keeps the good ones", () => {
    const { query, problems } = parse(
      "?persons=eight&load=544.5&stops=200&pit=1.6&overhead=-4500&shaftWidth=1800",
    );
    expect(query).toEqual({ type: "any", shaftWidth: 1800 });
    expect(problems).toEqual({
      persons: { kind: "digits", example: 8 },
      load: { kind: "whole", example: 544 },
      stops: { kind: "range", min: 2, max: 100 },
      pit: { kind: "metres", value: "1.6", millimetres: 1600 },
      overhead: { kind: "range", min: 1500, max: 10_000 },
    });
  });

  it("reads Gujarati and Devanagari digits and grouped figures as the page prints them (1,800)", () => {
    expect(
      parse(
        `?persons=${encodeURIComponent("૮")}&load=${encodeURIComponent("१,२००")}&shaftWidth=1%2C800&shaftDepth=${encodeURIComponent("૧,૮૦૦")}&pit=${encodeURIComponent("१६००")}&overhead=${encodeURIComponent(" ૪૫૦૦ ")}`,
      ),
    ).toEqual({
      query: {
        type: "any",
        persons: 8,
        load: 1200,
        shaftWidth: 1800,
        shaftDepth: 1800,
        pit: 1600,
        overhead: 4500,
      },
      problems: {},
      book: undefined,
    });
    // Metres in native digits are recognised as metres, and a comma that groups nothing is refused.
    expect(parse(`?pit=${encodeURIComponent("૧.૬")}`).problems.pit).toEqual({
      kind: "metres",
      value: "1.6",
      millimetres: 1600,
    });
    expect(parse("?load=1,2").problems.load).toEqual({ kind: "digits", example: 544 });
    expect(parse("?load=,1200").problems.load).toEqual({ kind: "digits", example: 544 });
  });

  it("keeps a chosen model's id only if it looks like one", () => {
    expect(parse("?book=goods-1500").book).toBe("goods-1500");
    for (const book of ["", "Goods-1500", "goods 1500", "x".repeat(61)])
      expect(parse(`?book=${encodeURIComponent(book)}`).book).toBeUndefined();
  });
});
