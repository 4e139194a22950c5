/**
 * The planner's answers in words: a model's name and sizes, why a model does not fit, the change
 * that would make the nearest one fit, the answer in one sentence and the plan that goes with a
 * site-visit booking.
 */
import { formatNumber } from "../../contracts/lift-planner.ts";
import { KG_PER_PERSON } from "../lift-types.ts";
import type { PlannerModel } from "./catalogue.ts";
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

export { formatNumber };

export const mm = (value: number) => `${formatNumber(value)} mm`;
const size = (width: number, depth: number) => `${formatNumber(width)} × ${formatNumber(depth)} mm`;

export function capacity(model: PlannerModel): string {
  const load = `${formatNumber(model.ratedLoad)} kg`;
  return model.persons === undefined ? load : `${model.persons} persons, ${load}`;
}

/** "8 persons, 544 kg: Passenger elevator, centre-opening doors, 1.0 m/s". */
export function modelName(model: PlannerModel): string {
  return `${capacity(model)}: ${model.family}`;
}

/** Each figure of a model as a label and a value, in the order the type pages list them. */
export function modelSpecs(model: PlannerModel): [string, string][] {
  const room = model.machineRoom;
  const roomText =
    room === "machine-room-less"
      ? "None (machine-room-less)"
      : [
          room.width && room.depth ? size(room.width, room.depth) : undefined,
          room.clearHeight ? `${mm(room.clearHeight)} clear height` : undefined,
          room.placement === "beside" ? "power unit room beside the shaft" : "above the shaft",
        ]
          .filter(Boolean)
          .join(", ");
  const door = model.door.height ? size(model.door.width, model.door.height) : `${mm(model.door.width)} wide`;
  const specs: [string, string][] = [
    ["Car inside (W × D)", size(model.car.width, model.car.depth)],
    ["Shaft (W × D)", size(model.shaft.width, model.shaft.depth)],
    ["Door opening", model.doors ? `${door}, ${model.doors}` : door],
    ["Pit", mm(model.pit)],
    ["Overhead", mm(model.overhead)],
    ["Machine room", roomText],
  ];
  if (model.maxStops) specs.push(["Stops", `up to ${model.maxStops}`]);
  return specs;
}

export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case "space": {
      const given = `you have ${mm(problem.given)}`;
      if (problem.dimension === "shaftWidth") return `needs a ${mm(problem.needs)} wide shaft, ${given}`;
      if (problem.dimension === "shaftDepth") return `needs a ${mm(problem.needs)} deep shaft, ${given}`;
      if (problem.dimension === "pit") return `needs a ${mm(problem.needs)} pit, ${given}`;
      return `needs ${mm(problem.needs)} overhead, ${given}`;
    }
    case "persons":
      return `carries ${problem.carries} persons, you need ${problem.wanted}`;
    case "load":
      return `carries ${formatNumber(problem.carries)} kg, you need ${formatNumber(problem.wanted)} kg`;
    case "goods-only":
      return "is a goods lift, rated by load: enter the load in kg to compare it";
    case "stops":
      return `serves up to ${problem.max} stops, you need ${problem.wanted}`;
  }
}

/** The change that removes a problem, said as something to do. */
export function changeText(problem: Problem): string {
  switch (problem.kind) {
    case "space": {
      const by = mm(problem.needs - problem.given);
      if (problem.dimension === "shaftWidth") return `make the shaft ${by} wider (${mm(problem.needs)})`;
      if (problem.dimension === "shaftDepth") return `make the shaft ${by} deeper (${mm(problem.needs)})`;
      if (problem.dimension === "pit") return `deepen the pit by ${by} (to ${mm(problem.needs)})`;
      return `raise the overhead by ${by} (to ${mm(problem.needs)})`;
    }
    case "persons":
      return `plan for ${problem.carries} persons per car (or two lifts)`;
    case "load":
      return `plan for ${formatNumber(problem.carries)} kg per trip (or two lifts)`;
    case "goods-only":
      return "give the load in kg instead of persons";
    case "stops":
      return `serve at most ${problem.max} stops, or choose another type`;
  }
}

/** "a and b", "a, b and c". */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The persons-to-load rule applied to what the visitor gave, said in words. */
export function capacityNote(query: PlannerQuery): string {
  const rule = `at ${KG_PER_PERSON} kg per person, as in our tables`;
  if (query.persons !== undefined && query.load === undefined)
    return `${query.persons} persons = ${formatNumber(loadForPersons(query.persons))} kg ${rule}.`;
  if (query.load !== undefined && query.persons === undefined)
    return `${formatNumber(query.load)} kg = ${personsForLoad(query.load)} persons ${rule}.`;
  if (query.load !== undefined && query.persons !== undefined)
    return `Both are checked: the lift must carry ${query.persons} persons and ${formatNumber(query.load)} kg.`;
  return `Fill in one; we work out the other ${rule}.`;
}

/** What the visitor asked, in words ("8 persons, 5 stops, a 1,800 × 1,800 mm shaft"). */
export function queryText(query: PlannerQuery, typeName?: string): string {
  const parts: string[] = [];
  if (typeName) parts.push(typeName);
  if (query.persons !== undefined) parts.push(`${query.persons} persons`);
  if (query.load !== undefined) parts.push(`${formatNumber(query.load)} kg`);
  if (query.stops !== undefined) parts.push(`${query.stops} stops`);
  if (query.shaftWidth !== undefined) parts.push(`shaft width ${mm(query.shaftWidth)}`);
  if (query.shaftDepth !== undefined) parts.push(`shaft depth ${mm(query.shaftDepth)}`);
  if (query.pit !== undefined) parts.push(`pit ${mm(query.pit)}`);
  if (query.overhead !== undefined) parts.push(`overhead ${mm(query.overhead)}`);
  return parts.join(", ");
}

/** One sentence on the answer, for the live region and the printed sheet. */
export function summaryText(
  result: PlanResult<PlannerModel>,
  query: PlannerQuery,
  typeName?: string,
): string {
  const asked = queryText(query, typeName);
  const count = result.fitting.length;
  if (!hasRequirement(query) && !hasSpace(query) && query.stops === undefined)
    return `All ${count} ${typeName ?? "lift"} models we build. Enter what the lift must carry or the space you have.`;
  if (count === 0) return `No model fits ${asked}; the nearest one is below.`;
  return `${count === 1 ? "1 model fits" : `${count} models fit`} ${asked}. Best fit first.`;
}

/**
 * The plan stored with a site-visit booking: the chosen model (only one the figures allow, see
 * judgeChoice in fit.ts; the nearest model, booked when nothing fits, says what it lacks) and the
 * visitor's figures.
 */
export function planText(
  chosen: Verdict<PlannerModel> | undefined,
  query: PlannerQuery,
  typeName?: string,
): string {
  const asked = queryText(query, typeName);
  const inputs = asked ? `Planner inputs: ${asked}.` : "";
  if (!chosen) return inputs;
  const { model, problems } = chosen;
  const specs = modelSpecs(model)
    .map(([label, value]) => `${label.toLowerCase()} ${value}`)
    .join("; ");
  const misfit =
    problems.length > 0 ? ` Does not fit the figures given: ${listInWords(problems.map(problemText))}.` : "";
  return `Chosen lift: ${modelName(model)} (model ${model.id}); ${specs}.${misfit} ${inputs}`.trim();
}
