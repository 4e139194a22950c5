/**
 * The CIVIL DIMENSIONS tables of a type page, built from the lift models (as published, else as
 * content/lift-models.ts holds them): each table spec (in content/elevator-types.ts) picks the type's
 * models, optionally by door arrangement, and the columns to show. Sizes read "1100 × 900" as the
 * company writes them; single figures stay numbers. That every table can show its models is
 * checked at build and on every save and publish (dimension-tables-check.ts).
 */
import { DEFAULT_LOCALE, type Locale } from "../contracts/locales.ts";
import type { LiftModel } from "./lift-models.ts";
import { speed } from "./lift-planner/format.ts";
import type { DoorArrangement, LiftType } from "./lift-types.ts";

export const DIMENSION_FIELDS = [
  "persons",
  "ratedLoad",
  "car",
  "carWidth",
  "carDepth",
  "shaft",
  "shaftWidth",
  "shaftDepth",
  "doorWidth",
  "doorHeight",
  "pit",
  "overhead",
  "machineRoom",
  "machineRoomHeight",
] as const;
export type DimensionField = (typeof DIMENSION_FIELDS)[number];

/** What a table spec needs to pick its rows (see content/elevator-types.schema.ts). */
export interface TableSelection {
  title: string;
  caption: string;
  doors?: DoorArrangement | undefined;
  columns: { header: string; field: DimensionField }[];
}

/** A table as the page shows it. */
export interface DimensionTable {
  title: string;
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}

export const byWidthAndDepth = (size: { width: number; depth: number }) => `${size.width} × ${size.depth}`;

/** The value `model` shows in a column of `field`; undefined when it has none (no door height given). */
export function cellValue(model: LiftModel, field: DimensionField): string | number | undefined {
  const room = model.machineRoom;
  const values: Record<DimensionField, string | number | undefined> = {
    persons: model.persons,
    ratedLoad: model.ratedLoad,
    car: byWidthAndDepth(model.car),
    carWidth: model.car.width,
    carDepth: model.car.depth,
    shaft: byWidthAndDepth(model.shaft),
    shaftWidth: model.shaft.width,
    shaftDepth: model.shaft.depth,
    doorWidth: model.door.width,
    doorHeight: model.door.height,
    pit: model.pit,
    overhead: model.overhead,
    machineRoom: room.width && room.depth ? `${room.width} × ${room.depth}` : undefined,
    machineRoomHeight: room.clearHeight,
  };
  return values[field];
}

function cell(model: LiftModel, field: DimensionField): string | number {
  const value = cellValue(model, field);
  // A table whose models lack a value for one of its columns is refused at build and on save.
  if (value === undefined) throw new Error(`${model.id} has no ${field}`);
  return value;
}

export function tableModels(
  type: LiftType,
  table: Pick<TableSelection, "doors">,
  models: readonly LiftModel[],
): LiftModel[] {
  return models.filter((model) => model.type === type && (!table.doors || model.doors === table.doors));
}

/**
 * The table's title with the speed its models share, in the page's language: "Goods lift,
 * side-opening doors, 0.5 m/s" ("…, 0.5 મીટર/સેકન્ડ").
 */
export function tableTitle(
  table: Pick<TableSelection, "title">,
  models: readonly LiftModel[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return models[0] ? `${table.title}, ${speed(locale, models[0].speed)}` : table.title;
}

/** The tables of `type`'s page, in `locale`, with the rows of `models` (the published ones on the site). */
export function dimensionTables(
  type: { slug: LiftType; dimensions: { tables: TableSelection[] } },
  models: readonly LiftModel[],
  locale: Locale = DEFAULT_LOCALE,
) {
  return type.dimensions.tables.map((table): DimensionTable => {
    const members = tableModels(type.slug, table, models);
    return {
      title: tableTitle(table, members, locale),
      caption: table.caption,
      headers: table.columns.map((column) => column.header),
      rows: members.map((model) => table.columns.map((column) => cell(model, column.field))),
    };
  });
}
