/**
 * Schema of the six elevator type pages (content/elevator-types.ts). Their CIVIL DIMENSIONS tables
 * hold no figures of their own: each table names which lift models it lists (content/lift-models.ts)
 * and which columns it shows; content/dimension-tables.ts turns them into rows. Whether the tables
 * can show the models is checked with the models (content/dimension-tables-check.ts).
 */
import { z } from "zod";
import { DIMENSION_FIELDS } from "./dimension-tables.ts";
import { DOOR_ARRANGEMENTS, LIFT_TYPES } from "./lift-types.ts";
import { headingText, imageRef, labelText, nameText, pagePath, text } from "./schemas.ts";

const slideImage = z.object({ src: imageRef, alt: text });

const dimensionTableSchema = z.object({
  /** Shown with the models' speed appended (", 1.0 m/s"). */
  title: headingText,
  caption: text,
  /** Lists only the models with these doors; without it, every model of the type. */
  doors: z.enum(DOOR_ARRANGEMENTS).optional(),
  columns: z.array(z.object({ header: text, field: z.enum(DIMENSION_FIELDS) })).min(3),
});

export const elevatorTypeSchema = z.object({
  slug: z.enum(LIFT_TYPES),
  path: pagePath,
  name: nameText,
  headerTitle: headingText,
  tagline: text,
  metaTitle: text.max(80),
  metaDescription: text.min(50).max(170),
  mainContent: z.array(text.min(60)).min(2),
  highlights: z.array(z.object({ value: labelText, label: labelText })).min(3),
  slides: z
    .array(z.object({ caption: text, images: z.tuple([slideImage, slideImage]) }))
    .length(4, "Keep four slides: the type's page is laid out for four."),
  leftContent: z.object({
    title: headingText,
    lists: z.array(z.object({ title: headingText, items: z.array(text).min(2) })).min(1),
  }),
  dimensions: z.object({
    intro: text,
    tables: z.array(dimensionTableSchema).min(1),
    legend: z.array(z.object({ key: text, meaning: text })),
    note: text,
  }),
});

export type ElevatorType = z.infer<typeof elevatorTypeSchema>;
export type DimensionTableSpec = ElevatorType["dimensions"]["tables"][number];
