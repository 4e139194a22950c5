/**
 * Whether the type pages' CIVIL DIMENSIONS tables (the `elevator-types` document) can show the lift
 * models (the `lift-models` document): every table lists at least two models of one speed, each with
 * a value for every column, and every model is in exactly one table of its type's page (the lift
 * planner's catalogue is built from the tables: a model in no table would drop out of it). Checked
 * at build (content/validate.ts) and on every save and publish of either document (the
 * CROSS_CHECKS of content/documents.ts), so a published figure can never break a page.
 */
import { cellValue, type DimensionField, type TableSelection, tableModels } from "./dimension-tables.ts";
import type { LiftModel } from "./lift-models.ts";
import type { LiftType } from "./lift-types.ts";

/** A type page as far as its tables go. */
interface TypeTables {
  slug: LiftType;
  name: string;
  dimensions: { tables: TableSelection[] };
}

/** A problem in words, and where it sits in each document (a path as the editor names fields). */
export interface TableProblem {
  message: string;
  /** In the type pages: `1.dimensions.tables.0`. */
  typesPath?: string;
  /** In the lift models: `5.door.height`. */
  modelsPath?: string;
}

/** A column's figure in words, and where a model gives it: only these may be left out of a model. */
const OPTIONAL_FIGURES: Partial<Record<DimensionField, { words: string; path: string }>> = {
  persons: { words: "number of persons", path: "persons" },
  doorHeight: { words: "door height", path: "door.height" },
  machineRoom: { words: "machine room width and depth", path: "machineRoom.width" },
  machineRoomHeight: { words: "machine room clear height", path: "machineRoom.clearHeight" },
};

export function tableProblems(types: readonly TypeTables[], models: readonly LiftModel[]): TableProblem[] {
  const problems: TableProblem[] = [];
  const modelsPath = (model: LiftModel, field?: string) => {
    const index = models.indexOf(model);
    return field ? `${index}.${field}` : String(index);
  };
  const tableOf = new Map<LiftModel, string>();
  types.forEach((type, typeIndex) => {
    type.dimensions.tables.forEach((table, tableIndex) => {
      const typesPath = `${typeIndex}.dimensions.tables.${tableIndex}`;
      const named = `the table "${table.title}" of the ${type.name} page`;
      const members = tableModels(type.slug, table, models);
      if (members.length < 2)
        problems.push({
          message: `${capitalised(named)} lists ${members.length === 0 ? "no lift model" : `only ${members[0]?.id}`}: a table needs at least two.`,
          typesPath,
          modelsPath: members[0] && modelsPath(members[0], "type"),
        });
      const speeds = new Set(members.map((model) => model.speed));
      if (speeds.size > 1) {
        const odd = members.find((model) => model.speed !== members[0]?.speed);
        problems.push({
          message: `${capitalised(named)} mixes speeds (${[...speeds].join(" and ")} m/s): ${odd?.id} is at ${odd?.speed} m/s. The models of a table share one speed.`,
          typesPath,
          modelsPath: odd && modelsPath(odd, "speed"),
        });
      }
      for (const model of members) {
        const first = tableOf.get(model);
        if (first)
          problems.push({
            message: `${model.id} is in two tables: ${first} and ${named}.`,
            typesPath,
            modelsPath: modelsPath(model, "doors"),
          });
        else tableOf.set(model, named);
        for (const column of table.columns) {
          if (cellValue(model, column.field) !== undefined) continue;
          const figure = OPTIONAL_FIGURES[column.field];
          problems.push({
            message: `${model.id} has no ${figure?.words ?? column.field} for the column "${column.header}" of ${named}.`,
            typesPath: `${typesPath}.columns`,
            modelsPath: modelsPath(model, figure?.path),
          });
        }
      }
    });
  });
  for (const model of models) {
    if (tableOf.has(model)) continue;
    const page = types.find((type) => type.slug === model.type);
    problems.push({
      message: `${model.id} is in no table${page ? ` of the ${page.name} page` : ""}, so neither the page nor the lift planner would show it: give it doors that one of its type's tables lists, or add a table for it.`,
      typesPath: page && `${types.indexOf(page)}.dimensions.tables`,
      modelsPath: modelsPath(model, "doors"),
    });
  }
  return problems;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
