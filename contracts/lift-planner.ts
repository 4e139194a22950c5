/**
 * The lift planner's query: the URL parameters of /lift-planner, read by the page in the browser
 * and by its loader on the server with this one parser (plain code: the page loads no validation
 * library for it). Every field is optional; a bad field gets its own message and is left out of the
 * answer, so a mistyped figure never breaks the page. `book` is the model the visitor chose to book a site visit for.
 */
import type { PlannerQuery } from "../content/lift-planner/fit.ts";
import { LIFT_TYPES, type LiftType } from "../content/lift-types.ts";
import { pages } from "../content/pages.ts";
import { westernDigits } from "./digits.ts";

/** Where the planner lives; its whole state is this path's query. */
export const PLANNER_PATH = pages.liftPlanner.path;

/** Parameter names, in the order the URL writes them. */
export const PLANNER_FIELDS = [
  "type",
  "persons",
  "load",
  "stops",
  "shaftWidth",
  "shaftDepth",
  "pit",
  "overhead",
] as const;
export type PlannerField = (typeof PLANNER_FIELDS)[number];
export const BOOK_PARAM = "book";
/** Every parameter the planner reads: the fields, then the chosen model. */
export const PLANNER_PARAMS = [...PLANNER_FIELDS, BOOK_PARAM] as const;

/** The raw text of each parameter, as typed or as found in the URL. */
export type PlannerInput = Partial<Record<PlannerField | typeof BOOK_PARAM, string>>;

/** Why a field's text cannot be used (the page says it in its language: describe.ts). */
export type FieldProblem =
  | { kind: "type" }
  | { kind: "digits" | "whole"; example: number }
  /** A figure in metres where millimetres are asked: 1.5 -> 1500. */
  | { kind: "metres"; value: string; millimetres: number }
  | { kind: "range"; min: number; max: number };
export type PlannerProblems = Partial<Record<PlannerField, FieldProblem>>;

export type NumberField = Exclude<PlannerField, "type">;
const NUMBER_FIELDS = PLANNER_FIELDS.filter((field): field is NumberField => field !== "type");

export interface NumberSpec {
  unit: "mm" | "kg" | "";
  min: number;
  max: number;
  example: number;
}

export const PLANNER_NUMBERS: Record<NumberField, NumberSpec> = {
  persons: { unit: "", min: 1, max: 100, example: 8 },
  load: { unit: "kg", min: 50, max: 10_000, example: 544 },
  stops: { unit: "", min: 2, max: 100, example: 5 },
  shaftWidth: { unit: "mm", min: 600, max: 10_000, example: 1800 },
  shaftDepth: { unit: "mm", min: 600, max: 10_000, example: 1800 },
  pit: { unit: "mm", min: 100, max: 5000, example: 1600 },
  overhead: { unit: "mm", min: 1500, max: 10_000, example: 4500 },
};

/**
 * A figure as typed, read as Western digits: Gujarati (૦–૯) and Devanagari (०–९) digits as the lead
 * forms read them (`westernDigits`), spaces around it dropped, and the commas that group digits
 * as the page itself prints figures ("1,800", "1,00,000") removed.
 */
export function plannerFigure(raw: string): string {
  return westernDigits(raw.trim()).replace(/(?<=\d),(?=\d\d)/g, "");
}

/** What is wrong with a figure, or undefined when it is fine (or empty). */
export function numberProblem(raw: string, spec: NumberSpec): FieldProblem | undefined {
  const value = plannerFigure(raw);
  if (value === "") return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return { kind: "digits", example: spec.example };
  const number = Number(value);
  if (spec.unit === "mm" && number > 0 && number < 20)
    return { kind: "metres", value, millimetres: Math.round(number * 1000) };
  if (!Number.isInteger(number)) return { kind: "whole", example: spec.example };
  if (number < spec.min || number > spec.max) return { kind: "range", min: spec.min, max: spec.max };
  return undefined;
}

export interface ParsedPlanner {
  query: PlannerQuery;
  problems: PlannerProblems;
  /** The id of the model chosen for a site visit, if any (unknown ids are the caller's to ignore). */
  book?: string | undefined;
}

/** The type select's values: a lift type, or any type ("" as a form sends it without a choice). */
const isTypeValue = (value: string): value is LiftType | "any" | "" =>
  value === "" || value === "any" || (LIFT_TYPES as readonly string[]).includes(value);

/** How a model's id may look in a URL (whether it names a model is the caller's to judge). */
const MODEL_ID = /^[a-z0-9-]{1,60}$/;

/** Reads every field on its own: the valid ones make the query, the others get a problem. */
export function parsePlannerInput(input: PlannerInput): ParsedPlanner {
  const query: PlannerQuery = { type: "any" };
  const problems: PlannerProblems = {};
  const { type } = input;
  if (type !== undefined) {
    if (isTypeValue(type)) query.type = type || "any";
    else problems.type = { kind: "type" };
  }
  for (const field of NUMBER_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    const problem = numberProblem(raw, PLANNER_NUMBERS[field]);
    if (problem) problems[field] = problem;
    else if (raw.trim() !== "") query[field] = Number(plannerFigure(raw));
  }
  const book = input[BOOK_PARAM];
  return { query, problems, book: book !== undefined && MODEL_ID.test(book) ? book : undefined };
}

/** The planner's parameters from a URL query string (first value of each; others ignored). */
export function readPlannerSearch(search: string | URLSearchParams): PlannerInput {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const input: PlannerInput = {};
  for (const name of PLANNER_PARAMS) {
    const value = params.get(name);
    if (value !== null) input[name] = value.slice(0, 200);
  }
  return input;
}

/** "?type=passenger&persons=8": the non-empty parameters in their fixed order ("" when none). */
export function plannerSearch(input: PlannerInput): string {
  const params = new URLSearchParams();
  for (const name of PLANNER_PARAMS) {
    const value = input[name]?.trim();
    if (value && !(name === "type" && value === "any")) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The planner's path with the query of `input` ("/lift-planner?type=goods&load=1200"). */
export function plannerPath(input: PlannerInput): string {
  return `${PLANNER_PATH}${plannerSearch(input)}`;
}
