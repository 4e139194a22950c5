/**
 * What the planner shows of each model besides its figures: the family it belongs to (its table's
 * title on the type page) and its type page. Built on the server (where the page is prerendered
 * and where a query is answered); the page receives it as loader data, not in its JavaScript.
 */
import { tableModels, tableTitle } from "../dimension-tables.ts";
import { elevatorTypes } from "../elevator-types.ts";
import type { LiftModel } from "../lift-models.ts";
import type { LiftType } from "../lift-types.ts";

export interface PlannerModel extends LiftModel {
  /** "Passenger elevator, centre-opening doors, 1.0 m/s". */
  family: string;
  typeName: string;
  typePath: string;
}

export interface PlannerType {
  slug: LiftType;
  name: string;
  path: string;
}

export interface PlannerCatalogue {
  types: PlannerType[];
  models: PlannerModel[];
}

let built: PlannerCatalogue | undefined;

/** The catalogue, built once: the content it comes from is fixed for the life of the build. */
export function plannerCatalogue(): PlannerCatalogue {
  built ??= buildCatalogue();
  return built;
}

function buildCatalogue(): PlannerCatalogue {
  const types = elevatorTypes.map(({ slug, headerTitle, path }) => ({ slug, name: headerTitle, path }));
  const models = elevatorTypes.flatMap((type) =>
    type.dimensions.tables.flatMap((table) => {
      const members = tableModels(type.slug, table);
      const family = tableTitle(table, members);
      return members.map((model) => ({ ...model, family, typeName: type.headerTitle, typePath: type.path }));
    }),
  );
  return { types, models };
}
