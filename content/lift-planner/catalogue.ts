/**
 * Everything the planner takes from the server, in the page's language: its texts, the lift types,
 * the door arrangements' names and the models' figures (as published: the loader and the booking's
 * plan pass them), each with its family's title (its table on the type page). Built on the
 * server (where the page is prerendered and where a query is answered); the page receives it as
 * loader data, not in its JavaScript. What can be written from it (a model's name, its sizes in
 * words, its type page) is not sent: the page writes it (describeCatalogue in describe.ts).
 */

import { type Locale, localizedPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { tableModels } from "../dimension-tables.ts";
import { elevatorTypes } from "../elevator-types.ts";
import type { LiftModel } from "../lift-models.ts";
import type { DoorArrangement, LiftType } from "../lift-types.ts";
import { plannerNamesIn } from "../planner-names.ts";
import { describeCatalogue, type NamedModel, type PlannerLanguage } from "./describe.ts";
import { speed } from "./format.ts";
import type { PlannerTextKey, PlannerTexts } from "./texts.ts";

/** A model as the page receives it: its figures and the family it belongs to. */
export interface PlannerModelFigures extends LiftModel {
  /** "Passenger elevator, centre-opening doors, 1.0 m/s". */
  family: string;
}

/** A model as the planner shows it: its figures, name and sizes in words, and its type. */
export interface PlannerModel extends PlannerModelFigures, NamedModel {
  typeName: string;
  /** The type page, in the page's language. */
  typePath: string;
}

export interface PlannerType {
  slug: LiftType;
  name: string;
  path: string;
}

/** What the route's loader sends the page. */
export interface PlannerCatalogueData extends PlannerLanguage {
  types: PlannerType[];
  doorArrangements: Record<DoorArrangement, string>;
  models: PlannerModelFigures[];
}

/** What the planner's view reads: the models described (describeCatalogue). */
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

/**
 * Built once per set of models and language: the models are the published ones (a new object after
 * each publish), else those of content/lift-models.ts; the rest is fixed for the life of the build.
 */
const sent = new WeakMap<readonly LiftModel[], Map<Locale, PlannerCatalogueData>>();
const described = new WeakMap<readonly LiftModel[], Map<Locale, PlannerCatalogue>>();

function cached<T>(
  cache: WeakMap<readonly LiftModel[], Map<Locale, T>>,
  models: readonly LiftModel[],
  locale: Locale,
  make: () => T,
): T {
  let byLocale = cache.get(models);
  if (!byLocale) {
    byLocale = new Map();
    cache.set(models, byLocale);
  }
  let value = byLocale.get(locale);
  if (value === undefined) {
    value = make();
    byLocale.set(locale, value);
  }
  return value;
}

/** The catalogue of `models` in `locale` as the loader sends it. */
export const plannerCatalogueData = (locale: Locale, models: readonly LiftModel[]): PlannerCatalogueData =>
  cached(sent, models, locale, () => buildCatalogueData(locale, models));

/** The catalogue of `models` in `locale` as the planner's view reads it, described as the page describes it. */
export const plannerCatalogue = (locale: Locale, models: readonly LiftModel[]): PlannerCatalogue =>
  cached(described, models, locale, () => describeCatalogue(plannerCatalogueData(locale, models)));

function buildCatalogueData(locale: Locale, models: readonly LiftModel[]): PlannerCatalogueData {
  const names = plannerNamesIn(locale);
  const types = elevatorTypes.map(({ slug, path }) => ({
    slug,
    name: names.types[slug].name,
    path: localizedPath(path, locale),
  }));
  const figures = elevatorTypes.flatMap((type) =>
    type.dimensions.tables.flatMap((table, index) => {
      const members = tableModels(type.slug, table, models);
      const title = names.types[type.slug].tables[index] ?? table.title;
      const family = members[0] ? `${title}, ${speed(locale, members[0].speed)}` : title;
      return members.map((model) => ({ ...model, family }));
    }),
  );
  return {
    locale,
    texts: plannerTexts(locale),
    types,
    doorArrangements: names.doorArrangements,
    models: figures,
  };
}
