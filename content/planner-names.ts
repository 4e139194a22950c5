/**
 * The names the lift planner gives its types and model families, in every language: the English is
 * the type pages' own (each type's title, each CIVIL DIMENSIONS table's title), the door
 * arrangements as the models name them; Gujarati and Hindi in content/locales/<language>/.
 */
import type { Locale } from "../contracts/locales.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { DOOR_ARRANGEMENTS, type DoorArrangement, type LiftType } from "./lift-types.ts";
import { plannerNames as gu } from "./locales/gu/planner-names.ts";
import { plannerNames as hi } from "./locales/hi/planner-names.ts";
import { localized } from "./localize.ts";

export interface PlannerNames {
  /** Each type's name and the titles of its dimension tables, in the tables' order. */
  types: Record<LiftType, { name: string; tables: string[] }>;
  doorArrangements: Record<DoorArrangement, string>;
}

const english: PlannerNames = {
  types: Object.fromEntries(
    elevatorTypes.map((type) => [
      type.slug,
      { name: type.headerTitle, tables: type.dimensions.tables.map((table) => table.title) },
    ]),
  ) as PlannerNames["types"],
  doorArrangements: Object.fromEntries(
    DOOR_ARRANGEMENTS.map((doors) => [doors, doors]),
  ) as PlannerNames["doorArrangements"],
};

export const plannerNamesIn: (locale: Locale) => PlannerNames = localized("plannerNames", english, {
  gu,
  hi,
});
