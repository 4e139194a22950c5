/**
 * Schema of the lift models (content/lift-models.ts): every standard design the company builds, as
 * numbers in mm, kg and m/s. The civil dimension tables of the type pages and the lift planner are
 * both read from these records, so a bad or missing figure fails the build here.
 */
import { z } from "zod";
import { DOOR_ARRANGEMENTS, KG_PER_PERSON, LIFT_TYPES } from "./lift-types.ts";
import { listWithUniqueIds } from "./schemas.ts";

const mm = (min: number, max: number) => z.number().int().min(min).max(max);
const size = z.object({ width: mm(300, 10_000), depth: mm(300, 10_000) });

/** A machine room above the shaft or a power unit room beside it; or none at all. */
const machineRoom = z.union([
  z.literal("machine-room-less"),
  z.strictObject({
    placement: z.enum(["above", "beside"]),
    width: mm(1000, 10_000).optional(),
    depth: mm(1000, 10_000).optional(),
    clearHeight: mm(1800, 5000).optional(),
  }),
]);

export const liftModelSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/, "must be a slug like passenger-centre-8"),
    type: z.enum(LIFT_TYPES),
    doors: z.enum(DOOR_ARRANGEMENTS).optional(),
    /** Goods lifts are rated by load only. */
    persons: z.number().int().min(1).max(100).optional(),
    ratedLoad: z.number().int().min(100).max(10_000),
    speed: z.number().min(0.1).max(10),
    car: size,
    shaft: size,
    door: z.strictObject({ width: mm(600, 5000), height: mm(1800, 4000).optional() }),
    pit: mm(300, 5000),
    overhead: mm(2000, 10_000),
    machineRoom,
    /** Where the type has a limit on the number of stops (hydraulic: G + 5). */
    maxStops: z.number().int().min(2).max(100).optional(),
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
    const room = model.machineRoom;
    if (room !== "machine-room-less" && !room.clearHeight && !(room.width && room.depth))
      problem(["machineRoom"], "give the room's width and depth, or its clear height");
  });

export const liftModelsSchema = listWithUniqueIds(liftModelSchema);

export type LiftModel = z.infer<typeof liftModelSchema>;
