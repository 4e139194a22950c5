/**
 * Schema of the six elevator type pages (content/elevator-types.ts). Their CIVIL DIMENSIONS tables
 * hold no figures of their own: each table names which lift models it lists (content/lift-models.ts)
 * and which columns it shows; content/dimension-tables.ts turns them into rows.
 */
import { z } from "zod";
import { DIMENSION_FIELDS, tableModels } from "./dimension-tables.ts";
import { liftModels } from "./lift-models.ts";
import { DOOR_ARRANGEMENTS, LIFT_TYPES } from "./lift-types.ts";
import { imageRef, internalPath, text } from "./schemas.ts";

const slideImage = z.object({ src: imageRef, alt: text });

const dimensionTableSchema = z.object({
  /** Shown with the models' speed appended (", 1.0 m/s"). */
  title: text,
  caption: text,
  /** Lists only the models with these doors; without it, every model of the type. */
  doors: z.enum(DOOR_ARRANGEMENTS).optional(),
  columns: z.array(z.object({ header: text, field: z.enum(DIMENSION_FIELDS) })).min(3),
});

export const elevatorTypeSchema = z
  .object({
    slug: z.enum(LIFT_TYPES),
    path: internalPath,
    name: text,
    headerTitle: text,
    tagline: text,
    metaTitle: text.max(80),
    metaDescription: text.min(50).max(170),
    mainContent: z.array(text.min(60)).min(2),
    highlights: z.array(z.object({ value: text, label: text })).min(3),
    slides: z
      .array(z.object({ caption: text, images: z.tuple([slideImage, slideImage]) }))
      .length(4, "four slides per type"),
    leftContent: z.object({
      title: text,
      lists: z.array(z.object({ title: text, items: z.array(text).min(2) })).min(1),
    }),
    dimensions: z.object({
      intro: text,
      tables: z.array(dimensionTableSchema).min(1),
      legend: z.array(z.object({ key: text, meaning: text })),
      note: text,
    }),
  })
  .superRefine((type, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    const listed = new Set<string>();
    type.dimensions.tables.forEach((table, index) => {
      const models = tableModels(type.slug, table);
      const path = ["dimensions", "tables", index];
      if (models.length < 2) problem(path, "lists fewer than two lift models");
      if (new Set(models.map((model) => model.speed)).size > 1)
        problem(path, "mixes models of different speeds");
      for (const model of models) {
        if (listed.has(model.id)) problem(path, `${model.id} is listed in two tables`);
        listed.add(model.id);
        for (const { field } of table.columns) {
          const missing =
            (field === "persons" && model.persons === undefined) ||
            (field === "doorHeight" && model.door.height === undefined) ||
            (field === "machineRoom" &&
              (model.machineRoom === "machine-room-less" || !model.machineRoom.width)) ||
            (field === "machineRoomHeight" &&
              (model.machineRoom === "machine-room-less" || !model.machineRoom.clearHeight));
          if (missing) problem([...path, "columns"], `${model.id} has no value for ${field}`);
        }
      }
    });
    for (const model of liftModels.filter((entry) => entry.type === type.slug)) {
      if (!listed.has(model.id)) problem(["dimensions", "tables"], `${model.id} is in no table`);
    }
  });

export type ElevatorType = z.infer<typeof elevatorTypeSchema>;
export type DimensionTableSpec = ElevatorType["dimensions"]["tables"][number];
