/**
 * The planner's answers in words, in the page's language: a model's name and sizes, why a model
 * does not fit, the change that would make the nearest one fit, the answer in one sentence and the
 * plan that goes with a site-visit booking. The words are the catalogue's texts (texts.ts).
 */

import { fillText } from "../../contracts/fill-text.ts";
import type { FieldProblem, NumberField } from "../../contracts/lift-planner.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { LiftModel } from "../lift-models.ts";
import type { LiftType } from "../lift-types.ts";
import { KG_PER_PERSON } from "../lift-types.ts";
import type { PlannerCatalogue, PlannerCatalogueData, PlannerType } from "./catalogue.ts";
import {
  hasRequirement,
  hasSpace,
  loadForPersons,
  type PlannerQuery,
  type PlanResult,
  type Problem,
  personsForLoad,
  type Verdict,
} from "./fit.ts";
import { formatNumber, kg, listInWords, mm, size } from "./format.ts";
import type { PlannerTextKey, PlannerTexts } from "./texts.ts";

/** The language the planner speaks on a page: its locale (for figures) and its texts. */
export interface PlannerLanguage {
  locale: Locale;
  texts: PlannerTexts;
}

/** What describe needs of a model beyond its figures: its name and sizes (describeCatalogue). */
export interface NamedModel extends LiftModel {
  /** "8 persons, 544 kg: Passenger elevator, centre-opening doors, 1.0 m/s". */
  name: string;
  /** Each figure as a label and a value, in the order the type pages list them. */
  specs: [string, string][];
}

const say = (language: PlannerLanguage, key: PlannerTextKey, values: Record<string, string | number> = {}) =>
  fillText(language.texts[key], values);

export function capacity({ locale, texts }: PlannerLanguage, model: LiftModel): string {
  const load = kg(locale, model.ratedLoad);
  return model.persons === undefined
    ? load
    : fillText(texts.planner_capacity_persons, { persons: model.persons, load });
}

/** The model's figures as a label and a value each (`doors`: its door arrangement in words). */
export function modelSpecs(language: PlannerLanguage, model: LiftModel, doors?: string): [string, string][] {
  const { locale } = language;
  const room = model.machineRoom;
  const roomText =
    room.placement === "none"
      ? say(language, "planner_room_none")
      : [
          room.width && room.depth ? size(locale, room.width, room.depth) : undefined,
          room.clearHeight
            ? say(language, "planner_room_clear_height", { height: mm(locale, room.clearHeight) })
            : undefined,
          say(language, room.placement === "beside" ? "planner_room_beside" : "planner_room_above"),
        ]
          .filter(Boolean)
          .join(", ");
  const door = model.door.height
    ? size(locale, model.door.width, model.door.height)
    : say(language, "planner_door_wide", { width: mm(locale, model.door.width) });
  const specs: [string, string][] = [
    [say(language, "planner_spec_car"), size(locale, model.car.width, model.car.depth)],
    [say(language, "planner_spec_shaft"), size(locale, model.shaft.width, model.shaft.depth)],
    [say(language, "planner_spec_door"), doors ? `${door}, ${doors}` : door],
    [say(language, "planner_spec_pit"), mm(locale, model.pit)],
    [say(language, "planner_spec_overhead"), mm(locale, model.overhead)],
    [say(language, "planner_spec_machine_room"), roomText],
  ];
  if (model.maxStops)
    specs.push([
      say(language, "planner_spec_stops"),
      say(language, "planner_stops_up_to", { max: model.maxStops }),
    ]);
  return specs;
}

/**
 * The catalogue the loader sent, with each model's name, sizes in words and type: written once per
 * page, the same in the browser as on the server (the page the server sent shows them).
 */
export function describeCatalogue(data: PlannerCatalogueData): PlannerCatalogue {
  const { types, doorArrangements, models, ...language } = data;
  const typeOf = Object.fromEntries(types.map((type) => [type.slug, type])) as Record<LiftType, PlannerType>;
  return {
    ...language,
    types,
    models: models.map((model) => ({
      ...model,
      name: `${capacity(language, model)}: ${model.family}`,
      specs: modelSpecs(language, model, model.doors && doorArrangements[model.doors]),
      typeName: typeOf[model.type].name,
      typePath: typeOf[model.type].path,
    })),
  };
}

const PROBLEM_KEYS = {
  shaftWidth: "planner_problem_shaft_width",
  shaftDepth: "planner_problem_shaft_depth",
  pit: "planner_problem_pit",
  overhead: "planner_problem_overhead",
} as const;

export function problemText(language: PlannerLanguage, problem: Problem): string {
  const { locale } = language;
  switch (problem.kind) {
    case "space":
      return say(language, PROBLEM_KEYS[problem.dimension], {
        needs: mm(locale, problem.needs),
        given: mm(locale, problem.given),
      });
    case "persons":
      return say(language, "planner_problem_persons", { carries: problem.carries, wanted: problem.wanted });
    case "load":
      return say(language, "planner_problem_load", {
        carries: kg(locale, problem.carries),
        wanted: kg(locale, problem.wanted),
      });
    case "goods-only":
      return say(language, "planner_problem_goods_only");
    case "stops":
      return say(language, "planner_problem_stops", { max: problem.max, wanted: problem.wanted });
  }
}

const CHANGE_KEYS = {
  shaftWidth: "planner_change_shaft_width",
  shaftDepth: "planner_change_shaft_depth",
  pit: "planner_change_pit",
  overhead: "planner_change_overhead",
} as const;

/** The change that removes a problem, said as something to do. */
export function changeText(language: PlannerLanguage, problem: Problem): string {
  const { locale } = language;
  switch (problem.kind) {
    case "space":
      return say(language, CHANGE_KEYS[problem.dimension], {
        by: mm(locale, problem.needs - problem.given),
        needs: mm(locale, problem.needs),
      });
    case "persons":
      return say(language, "planner_change_persons", { carries: problem.carries });
    case "load":
      return say(language, "planner_change_load", { carries: kg(locale, problem.carries) });
    case "goods-only":
      return say(language, "planner_change_goods_only");
    case "stops":
      return say(language, "planner_change_stops", { max: problem.max });
  }
}

/** Every problem (or every change) of a verdict in one phrase: "a, b and c". */
export const problemsText = (language: PlannerLanguage, problems: readonly Problem[]) =>
  listInWords(
    language.locale,
    problems.map((problem) => problemText(language, problem)),
  );
export const changesText = (language: PlannerLanguage, problems: readonly Problem[]) =>
  listInWords(
    language.locale,
    problems.map((problem) => changeText(language, problem)),
  );

const FIGURE_KEYS = {
  persons: "planner_figure_persons",
  load: "planner_figure_load",
  stops: "planner_figure_stops",
  shaftWidth: "planner_figure_shaft_width",
  shaftDepth: "planner_figure_shaft_depth",
  pit: "planner_figure_pit",
  overhead: "planner_figure_overhead",
} as const satisfies Record<NumberField, PlannerTextKey>;

/** A field's message: what is wrong with its text and how to put it right. */
export function fieldMessage(
  language: PlannerLanguage,
  field: NumberField | "type",
  problem: FieldProblem,
  unit: "mm" | "kg" | "",
): string {
  const { locale } = language;
  if (problem.kind === "type" || field === "type") return say(language, "planner_error_type");
  const name = say(language, FIGURE_KEYS[field]);
  const withUnit = (value: number) =>
    unit === "mm" ? mm(locale, value) : unit === "kg" ? kg(locale, value) : formatNumber(locale, value);
  switch (problem.kind) {
    case "digits":
      return say(language, "planner_error_digits", { name, example: problem.example });
    case "whole":
      return say(language, "planner_error_whole", { name, example: problem.example });
    case "metres":
      return say(language, "planner_error_metres", {
        value: problem.value,
        millimetres: mm(locale, problem.millimetres),
      });
    case "range":
      return say(language, "planner_error_range", {
        name,
        min: withUnit(problem.min),
        max: withUnit(problem.max),
      });
  }
}

/** The persons-to-load rule applied to what the visitor gave, said in words. */
export function capacityNote(language: PlannerLanguage, query: PlannerQuery): string {
  const { locale } = language;
  const rule = say(language, "planner_rule", { load: kg(locale, KG_PER_PERSON) });
  const { persons, load } = query;
  if (persons !== undefined && load === undefined)
    return say(language, "planner_capacity_from_persons", {
      persons,
      load: kg(locale, loadForPersons(persons)),
      rule,
    });
  if (load !== undefined && persons === undefined)
    return say(language, "planner_capacity_from_load", {
      load: kg(locale, load),
      persons: personsForLoad(load),
      rule,
    });
  if (load !== undefined && persons !== undefined)
    return say(language, "planner_capacity_both", { persons, load: kg(locale, load) });
  return say(language, "planner_capacity_empty", { rule });
}

/** What the visitor asked, in words ("8 persons, 5 stops, shaft width 1,800 mm"). */
export function queryText(language: PlannerLanguage, query: PlannerQuery, typeName?: string): string {
  const { locale } = language;
  const parts: string[] = [];
  if (typeName) parts.push(typeName);
  if (query.persons !== undefined)
    parts.push(say(language, "planner_query_persons", { persons: query.persons }));
  if (query.load !== undefined) parts.push(kg(locale, query.load));
  if (query.stops !== undefined) parts.push(say(language, "planner_query_stops", { stops: query.stops }));
  for (const dimension of ["shaftWidth", "shaftDepth", "pit", "overhead"] as const) {
    const value = query[dimension];
    if (value !== undefined) parts.push(say(language, QUERY_KEYS[dimension], { value: mm(locale, value) }));
  }
  return parts.join(", ");
}

const QUERY_KEYS = {
  shaftWidth: "planner_query_shaft_width",
  shaftDepth: "planner_query_shaft_depth",
  pit: "planner_query_pit",
  overhead: "planner_query_overhead",
} as const;

/** One sentence on the answer, for the live region and the printed sheet. */
export function summaryText(
  language: PlannerLanguage,
  result: PlanResult,
  query: PlannerQuery,
  typeName?: string,
): string {
  const asked = queryText(language, query, typeName);
  const count = result.fitting.length;
  if (!hasRequirement(query) && !hasSpace(query) && query.stops === undefined)
    return say(language, "planner_summary_all", {
      count,
      type: typeName ?? say(language, "planner_summary_any_type"),
    });
  if (count === 0) return say(language, "planner_summary_none", { asked });
  return say(language, count === 1 ? "planner_summary_one" : "planner_summary_many", { count, asked });
}

/**
 * The plan stored with a site-visit booking: the chosen model (only one the figures allow, see
 * judgeChoice in fit.ts; the nearest model, booked when nothing fits, says what it lacks) and the
 * visitor's figures.
 */
export function planText(
  language: PlannerLanguage,
  chosen: Verdict<NamedModel> | undefined,
  query: PlannerQuery,
  typeName?: string,
): string {
  const asked = queryText(language, query, typeName);
  const inputs = asked ? say(language, "planner_plan_inputs", { asked }) : "";
  if (!chosen) return inputs;
  const { model, problems } = chosen;
  const specs = model.specs.map(([label, value]) => `${label.toLowerCase()} ${value}`).join("; ");
  const misfit =
    problems.length > 0
      ? say(language, "planner_plan_misfit", { problems: problemsText(language, problems) })
      : "";
  return say(language, "planner_plan_chosen", {
    name: model.name,
    id: model.id,
    specs,
    misfit,
    inputs,
  }).trim();
}
