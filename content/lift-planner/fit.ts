/**
 * Which lift models fit a building: pure functions over the lift models, shared by the planner page,
 * the server's no-JavaScript answer and the tests.
 *
 * A model fits when it is of the asked type, carries the asked persons (or load), serves the asked
 * number of stops, and needs no more shaft width, shaft depth, pit or overhead than given. Each
 * model is judged on its own, so giving more space never removes a model from the list.
 */
import type { LiftModel } from "../lift-models.ts";
import { KG_PER_PERSON, type LiftType } from "../lift-types.ts";

export const SPACE_DIMENSIONS = ["shaftWidth", "shaftDepth", "pit", "overhead"] as const;
export type SpaceDimension = (typeof SPACE_DIMENSIONS)[number];

/** What the visitor asked; every figure is optional (mm, kg, persons, stops). */
export interface PlannerQuery {
  type: LiftType | "any";
  persons?: number | undefined;
  load?: number | undefined;
  stops?: number | undefined;
  shaftWidth?: number | undefined;
  shaftDepth?: number | undefined;
  pit?: number | undefined;
  overhead?: number | undefined;
}

export type Problem =
  | { kind: "space"; dimension: SpaceDimension; needs: number; given: number }
  | { kind: "persons"; carries: number; wanted: number }
  | { kind: "load"; carries: number; wanted: number }
  /** Persons were asked of a goods lift, which is rated by load only. */
  | { kind: "goods-only" }
  | { kind: "stops"; max: number; wanted: number };

export interface Verdict<M extends LiftModel = LiftModel> {
  model: M;
  problems: Problem[];
}

export interface PlanResult<M extends LiftModel = LiftModel> {
  /** The models that fit, best first. */
  fitting: M[];
  /** The models of the asked type that do not fit, nearest first, each with its reasons. */
  notFitting: Verdict<M>[];
  /** When nothing fits: the model that needs the cheapest change (its problems are the change). */
  nearest?: Verdict<M> | undefined;
  /** When nothing of the asked type fits: how many models of other types would. */
  otherTypesFit: number;
}

/** The rule of the company's tables: 68 kg per person. */
export const loadForPersons = (persons: number) => persons * KG_PER_PERSON;
/** Persons a load allows, by the same rule (whole persons only). */
export const personsForLoad = (load: number) => Math.floor(load / KG_PER_PERSON);

/** How much of a dimension a model needs, in mm. */
export function needs(model: LiftModel, dimension: SpaceDimension): number {
  switch (dimension) {
    case "shaftWidth":
      return model.shaft.width;
    case "shaftDepth":
      return model.shaft.depth;
    case "pit":
      return model.pit;
    case "overhead":
      return model.overhead;
  }
}

export function hasRequirement(query: PlannerQuery): boolean {
  return query.persons !== undefined || query.load !== undefined;
}

export function hasSpace(query: PlannerQuery): boolean {
  return SPACE_DIMENSIONS.some((dimension) => query[dimension] !== undefined);
}

/** Everything that keeps a model from fitting the query (empty: it fits). */
export function problemsOf(model: LiftModel, query: PlannerQuery): Problem[] {
  const problems: Problem[] = [];
  if (query.persons !== undefined) {
    if (model.persons === undefined) problems.push({ kind: "goods-only" });
    else if (model.persons < query.persons)
      problems.push({ kind: "persons", carries: model.persons, wanted: query.persons });
  }
  if (query.load !== undefined && model.ratedLoad < query.load)
    problems.push({ kind: "load", carries: model.ratedLoad, wanted: query.load });
  if (query.stops !== undefined && model.maxStops !== undefined && query.stops > model.maxStops)
    problems.push({ kind: "stops", max: model.maxStops, wanted: query.stops });
  for (const dimension of SPACE_DIMENSIONS) {
    const given = query[dimension];
    const needed = needs(model, dimension);
    if (given !== undefined && needed > given)
      problems.push({ kind: "space", dimension, needs: needed, given });
  }
  return problems;
}

const shaftArea = (model: LiftModel) => model.shaft.width * model.shaft.depth;

/**
 * Best fit first. With a load or persons asked: the smallest model that carries it (the cheapest),
 * then the smallest shaft. With only the space given: the most lift that space takes. With nothing
 * given: the content's own order.
 */
function bestFitOrder(query: PlannerQuery) {
  const capacity = hasRequirement(query) ? 1 : hasSpace(query) ? -1 : 0;
  return (a: LiftModel, b: LiftModel) =>
    capacity * (a.ratedLoad - b.ratedLoad) || (capacity === 0 ? 0 : shaftArea(a) - shaftArea(b));
}

/**
 * What a change costs: first how many things about the project itself must change (persons, load,
 * stops), then by how much (kg short, stops over), then how many mm the building must grow in all.
 */
function changeCost(problems: Problem[]): [number, number, number] {
  let project = 0;
  let gap = 0;
  let millimetres = 0;
  for (const problem of problems) {
    if (problem.kind === "space") {
      millimetres += problem.needs - problem.given;
      continue;
    }
    project += 1;
    if (problem.kind === "persons") gap += loadForPersons(problem.wanted - problem.carries);
    else if (problem.kind === "load") gap += problem.wanted - problem.carries;
    else if (problem.kind === "stops") gap += problem.wanted - problem.max;
    else gap += Number.MAX_SAFE_INTEGER / 4;
  }
  return [project, gap, millimetres];
}

function nearestFirst<M extends LiftModel>(a: Verdict<M>, b: Verdict<M>): number {
  const costA = changeCost(a.problems);
  const costB = changeCost(b.problems);
  return costA[0] - costB[0] || costA[1] - costB[1] || costA[2] - costB[2];
}

export function planLifts<M extends LiftModel>(models: readonly M[], query: PlannerQuery): PlanResult<M> {
  const ofType = (model: M) => query.type === "any" || model.type === query.type;
  const verdicts = models.filter(ofType).map((model) => ({ model, problems: problemsOf(model, query) }));
  const fitting = verdicts
    .filter((verdict) => verdict.problems.length === 0)
    .map((verdict) => verdict.model)
    .sort(bestFitOrder(query));
  const notFitting = verdicts.filter((verdict) => verdict.problems.length > 0).sort(nearestFirst);
  const otherTypesFit =
    fitting.length === 0 && query.type !== "any"
      ? models.filter((model) => !ofType(model) && problemsOf(model, query).length === 0).length
      : 0;
  return { fitting, notFitting, nearest: fitting.length === 0 ? notFitting[0] : undefined, otherTypesFit };
}

/** The query with the space the nearest model needs: applying the cheapest change. */
export function withChange(query: PlannerQuery, problems: readonly Problem[]): PlannerQuery {
  const changed = { ...query };
  for (const problem of problems) if (problem.kind === "space") changed[problem.dimension] = problem.needs;
  return changed;
}

/**
 * The models the answer offers to book a site visit for: every model that fits or, when none
 * does, the nearest one (with the change it needs).
 */
export function bookableModels<M extends LiftModel>(result: PlanResult<M>): M[] {
  if (result.fitting.length > 0) return result.fitting;
  return result.nearest ? [result.nearest.model] : [];
}

/** A model chosen for a site visit, judged against the answer for the current figures. */
export interface ChoiceVerdict<M extends LiftModel = LiftModel> {
  /**
   * The choice stands: the answer offers this model. Its problems are empty when it fits; only the
   * nearest model, booked when nothing fits, stands with problems (the change it needs).
   */
  kept?: Verdict<M> | undefined;
  /** The choice no longer stands: the figures or the type rule this model out. Never booked. */
  dropped?: M | undefined;
}

/**
 * The one rule for a chosen model, wherever the choice comes from (typing, a shared link, a request
 * without JavaScript, a booking the server stores): it stands while the answer for the figures
 * offers it, and is dropped as soon as it does not. An id that names no model is no choice at all.
 */
export function judgeChoice<M extends LiftModel>(
  models: readonly M[],
  result: PlanResult<M>,
  id: string | undefined,
): ChoiceVerdict<M> {
  if (id === undefined) return {};
  const offered = bookableModels(result).find((model) => model.id === id);
  if (offered) {
    const nearest = result.fitting.length === 0 ? result.nearest : undefined;
    return { kept: nearest ?? { model: offered, problems: [] } };
  }
  const named = models.find((model) => model.id === id);
  return named ? { dropped: named } : {};
}
