/** What the type pages' tables need of the lift models, at build and on every save and publish. */
import { describe, expect, it } from "vitest";
import { dimensionTables } from "./dimension-tables.ts";
import { tableProblems } from "./dimension-tables-check.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { type LiftModel, liftModels } from "./lift-models.ts";

/** The models with `id`'s changed as `change` says. */
const changed = (id: string, change: (model: LiftModel) => LiftModel) =>
  liftModels.map((model) => (model.id === id ? change(model) : model));
const messages = (types: typeof elevatorTypes, models: readonly LiftModel[]) =>
  tableProblems(types, models).map((problem) => problem.message);
const at = (id: string) => liftModels.findIndex((model) => model.id === id);

describe("the type pages' tables and the lift models", () => {
  it("agree as the repository holds them", () => {
    expect(tableProblems(elevatorTypes, liftModels)).toEqual([]);
  });

  it("name a model without a figure a column shows, in both documents, before a page could break", () => {
    const models = changed("capsule-10", ({ door, ...model }) => ({ ...model, door: { width: door.width } }));
    expect(tableProblems(elevatorTypes, models)).toEqual([
      {
        message:
          'capsule-10 has no door height for the column "F" of the table "Capsule elevator, half-round car" of the Capsule Elevators page.',
        typesPath: "0.dimensions.tables.0.columns",
        modelsPath: `${at("capsule-10")}.door.height`,
      },
    ]);
    // What the check spares the page: a table with the hole throws.
    expect(() => dimensionTables(elevatorTypes[0] as (typeof elevatorTypes)[0], models)).toThrow(
      "capsule-10 has no doorHeight",
    );
  });

  it("name a model in no table, which the planner's catalogue would drop", () => {
    const models = changed("passenger-telescopic-6", (model) => ({ ...model, doors: "side-opening" }));
    expect(messages(elevatorTypes, models)).toEqual([
      "passenger-telescopic-6 is in no table of the Passenger Elevators page, so neither the page nor the lift planner would show it: give it doors that one of its type's tables lists, or add a table for it.",
    ]);
    expect(tableProblems(elevatorTypes, models)[0]?.modelsPath).toBe(`${at("passenger-telescopic-6")}.doors`);
  });

  it("name a table of mixed speeds, or with fewer than two models", () => {
    const faster = changed("goods-1000", (model) => ({ ...model, speed: 1 }));
    expect(messages(elevatorTypes, faster)).toEqual([
      'The table "Goods lift, side-opening doors" of the Goods Lifts page mixes speeds (0.5 and 1 m/s): goods-1000 is at 1 m/s. The models of a table share one speed.',
    ]);
    const oneHomeLift = liftModels.filter((model) => model.type !== "home" || model.id === "home-6");
    expect(messages(elevatorTypes, oneHomeLift)).toEqual([
      'The table "Bungalow lift" of the Bunglow/Home Lifts page lists only home-6: a table needs at least two.',
    ]);
  });
});
