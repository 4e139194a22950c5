/**
 * Everything the planner takes from the server, in the page's language: its texts, the lift types
 * and the models with what the planner shows of each besides its figures (name, sizes, family,
 * type page). Built on the server (where the page is prerendered and where a query is answered);
 * the page receives it as loader data, not in its JavaScript.
 */
import { m } from "../../app/paraglide/messages.js";
import { type Locale, localizedPath } from "../../contracts/locales.ts";
import { tableModels } from "../dimension-tables.ts";
import { elevatorTypes } from "../elevator-types.ts";
import type { LiftType } from "../lift-types.ts";
import { plannerNamesIn } from "../planner-names.ts";
import { capacity, modelSpecs, type NamedModel, type PlannerLanguage } from "./describe.ts";
import { speed } from "./format.ts";
import type { PlannerTextKey, PlannerTexts } from "./texts.ts";

export interface PlannerModel extends NamedModel {
  /** "Passenger elevator, centre-opening doors, 1.0 m/s". */
  family: string;
  typeName: string;
  /** The type page, in the page's language. */
  typePath: string;
}

export interface PlannerType {
  slug: LiftType;
  name: string;
  path: string;
}

export interface PlannerCatalogue extends PlannerLanguage {
  types: PlannerType[];
  models: PlannerModel[];
}

/** Fills each placeholder with itself, so a message gives its text as written: "{needs} wide". */
const placeholdersKept = new Proxy({}, { get: (_, name) => `{${String(name)}}` });

/** Every `planner_` message in `locale`, placeholders kept. */
export function plannerTexts(locale: Locale): PlannerTexts {
  const entries = Object.entries(m).filter(([key]) => key.startsWith("planner_"));
  return Object.fromEntries(
    entries.map(([key, message]) => [
      key,
      (message as (inputs: object, options: object) => string)(placeholdersKept, { locale }),
    ]),
  ) as Record<PlannerTextKey, string>;
}

const built = new Map<Locale, PlannerCatalogue>();

/** The catalogue in `locale`, built once: the content it comes from is fixed for the life of the build. */
export function plannerCatalogue(locale: Locale = "en"): PlannerCatalogue {
  let catalogue = built.get(locale);
  if (!catalogue) {
    catalogue = buildCatalogue(locale);
    built.set(locale, catalogue);
  }
  return catalogue;
}

function buildCatalogue(locale: Locale): PlannerCatalogue {
  const language = { locale, texts: plannerTexts(locale) };
  const names = plannerNamesIn(locale);
  const types = elevatorTypes.map(({ slug, path }) => ({
    slug,
    name: names.types[slug].name,
    path: localizedPath(path, locale),
  }));
  const models = elevatorTypes.flatMap((type) =>
    type.dimensions.tables.flatMap((table, index) => {
      const members = tableModels(type.slug, table);
      const title = names.types[type.slug].tables[index] ?? table.title;
      const family = members[0] ? `${title}, ${speed(locale, members[0].speed)}` : title;
      return members.map((model) => ({
        ...model,
        name: `${capacity(language, model)}: ${family}`,
        specs: modelSpecs(language, model, model.doors && names.doorArrangements[model.doors]),
        family,
        typeName: names.types[type.slug].name,
        typePath: localizedPath(type.path, locale),
      }));
    }),
  );
  return { ...language, types, models };
}
