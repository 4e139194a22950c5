import { describe, expect, it } from "vitest";
import { liftModelsSchema } from "./lift-models.schema.ts";
import { liftModels } from "./lift-models.ts";
import { findContentProblems } from "./validate.ts";

const passenger8 = liftModels.find((model) => model.id === "passenger-centre-8");
const problemsWith = (change: Record<string, unknown>) =>
  findContentProblems([
    {
      name: "lift models",
      entries: { liftModels: [{ ...passenger8, ...change }] },
      schema: liftModelsSchema,
    },
  ]);

describe("lift model records", () => {
  it("are numbers the schema accepts, one record per table row", () => {
    expect(liftModelsSchema.safeParse(liftModels).success).toBe(true);
    expect(liftModels).toHaveLength(4 + 6 + 6 + 4 + 6 + 6 + 7);
  });

  it("fail the build for a missing or bad number, a car larger than its shaft, or a load off the 68 kg rule", () => {
    expect(problemsWith({ pit: undefined })).toEqual([
      "content lift models › liftModels › 0.pit: Invalid input: expected number, received undefined",
    ]);
    expect(problemsWith({ overhead: "4500" })[0]).toMatch(/0\.overhead: Invalid input: expected number/);
    expect(problemsWith({ car: { width: 1800, depth: 1100 } })).toEqual([
      "content lift models › liftModels › 0.car.width: car must be narrower than the shaft",
    ]);
    expect(problemsWith({ ratedLoad: 700 })).toEqual([
      "content lift models › liftModels › 0.ratedLoad: does not match 8 persons at 68 kg per person",
    ]);
  });

  it("a machine room is above, beside or none: none has no sizes, the others a floor or a height", () => {
    const room = (machineRoom: Record<string, unknown>) => problemsWith({ machineRoom });
    expect(room({ placement: "none" })).toEqual([]);
    expect(room({ placement: "none", clearHeight: 2400 })).toEqual([
      "content lift models › liftModels › 0.machineRoom: a lift without a machine room has no room sizes",
    ]);
    expect(room({ placement: "above", width: 2500 })).toEqual([
      "content lift models › liftModels › 0.machineRoom.depth: give the room's width and depth together",
    ]);
    expect(room({ placement: "beside" })).toEqual([
      "content lift models › liftModels › 0.machineRoom: give the room's width and depth, or its clear height",
    ]);
  });
});
