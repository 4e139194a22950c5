/**
 * Schema of the lift models (content/lift-models.ts): every standard design the company builds, as
 * numbers in mm, kg and m/s. The civil dimension tables of the type pages and the lift planner are
 * both read from these records, so a bad or missing figure fails the build here, and a save in the
 * staff area (the `lift-models` document). Whether every table can show its models is checked with
 * the type pages (content/dimension-tables-check.ts). The hints (`describe`) are the editor's.
 */
import { z } from "zod";
import { DOOR_ARRANGEMENTS, KG_PER_PERSON, LIFT_TYPES } from "./lift-types.ts";
import { listWithUniqueIds } from "./schemas.ts";

const mm = (min: number, max: number) => z.number().int().min(min).max(max);
const size = (what: string) =>
  z.object({ width: mm(300, 10_000), depth: mm(300, 10_000) }).describe(`${what}, in mm`);

/** A machine room above the shaft, a power unit room beside it, or none at all (no sizes then). */
const machineRoom = z
  .strictObject({
    placement: z.enum(["above", "beside", "none"]),
    width: mm(1000, 10_000).optional(),
    depth: mm(1000, 10_000).optional(),
    clearHeight: mm(1800, 5000).optional(),
  })
  .describe(
    "Above the shaft, a power unit room beside it, or none; its width and depth, or its clear height, in mm",
  );

export const liftModelSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z]+(-[a-z0-9]+)+$/, "must be a slug like passenger-centre-8")
      .describe("The model's name for the planner's links and bookings, e.g. passenger-centre-8"),
    type: z.enum(LIFT_TYPES).describe("The type page whose table lists it"),
    doors: z
      .enum(DOOR_ARRANGEMENTS)
      .optional()
      .describe("Which table of its type page lists it, where the tables are by doors"),
    /** Goods lifts are rated by load only. */
    persons: z.number().int().min(1).max(100).optional().describe("Left empty for goods lifts"),
    ratedLoad: z.number().int().min(100).max(10_000).describe(`In kg: the persons × ${KG_PER_PERSON} kg`),
    speed: z.number().min(0.1).max(10).describe("In m/s: the same for every model of a table"),
    car: size("Car inside"),
    shaft: size("Shaft"),
    door: z
      .strictObject({ width: mm(600, 5000), height: mm(1800, 4000).optional() })
      .describe("Clear door opening, in mm"),
    pit: mm(300, 5000).describe("In mm"),
    overhead: mm(2000, 10_000).describe("In mm"),
    machineRoom,
    /** Where the type has a limit on the number of stops (hydraulic: G + 5). */
    maxStops: z
      .number()
      .int()
      .min(2)
      .max(100)
      .optional()
      .describe("The most stops it serves, where there is a limit (hydraulic: 6)"),
  })
  .superRefine((model, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    if (model.car.width >= model.shaft.width)
      problem(["car", "width"], "car must be narrower than the shaft");
    if (model.car.depth >= model.shaft.depth)
      problem(["car", "depth"], "car must be shallower than the shaft");
    if (model.door.width > model.car.width) problem(["door", "width"], "door wider than the car");
    if (model.type === "goods" && model.persons !== undefined)
      problem(["persons"], "goods lifts are rated by load only");
    if (model.type !== "goods" && model.persons === undefined) problem(["persons"], "persons are required");
    if (model.persons !== undefined && Math.round(model.ratedLoad / KG_PER_PERSON) !== model.persons)
      problem(["ratedLoad"], `does not match ${model.persons} persons at ${KG_PER_PERSON} kg per person`);
    const { placement, width, depth, clearHeight } = model.machineRoom;
    if (placement === "none") {
      if (width ?? depth ?? clearHeight)
        problem(["machineRoom"], "a lift without a machine room has no room sizes");
    } else if ((width === undefined) !== (depth === undefined))
      problem(
        ["machineRoom", width === undefined ? "width" : "depth"],
        "give the room's width and depth together",
      );
    else if (!clearHeight && !width)
      problem(["machineRoom"], "give the room's width and depth, or its clear height");
  });

export const liftModelsSchema = listWithUniqueIds(liftModelSchema);

export type LiftModel = z.infer<typeof liftModelSchema>;
