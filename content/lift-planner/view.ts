/**
 * Everything the planner page shows for one query, computed in one place: the page renders it in
 * the browser, the server writes it into the prerendered page for visitors without JavaScript.
 */
import { escapeHtml } from "../../contracts/html.ts";
import {
  BOOK_PARAM,
  PLANNER_FIELDS,
  type PlannerErrors,
  type PlannerField,
  type PlannerInput,
  parsePlannerInput,
  plannerPath,
} from "../../contracts/lift-planner.ts";
import type { PlannerCatalogue, PlannerModel } from "./catalogue.ts";
import { planText } from "./describe.ts";
import { judgeChoice, type PlannerQuery, planLifts, type Verdict } from "./fit.ts";
import { capacityNoteHtml, chosenHtml, fieldErrorHtml, resultsHtml, summaryText } from "./result-html.ts";

/** The ids of the page's regions that hold this HTML (the server finds them by these ids). */
export const PLANNER_IDS = {
  summary: "planner-summary",
  results: "planner-results",
  capacity: "planner-capacity",
  chosen: "planner-chosen",
  plan: "planner-plan",
  source: "planner-source",
  field: (field: PlannerField) => `planner-${field}`,
  error: (field: PlannerField) => `planner-${field}-error`,
} as const;

export interface PlannerView {
  /** The text of each field, as typed. */
  input: PlannerInput;
  errors: PlannerErrors;
  query: PlannerQuery;
  /** The type select's value: "" when the URL named an unknown type. */
  typeValue: string;
  /** The model chosen for a site visit, if the figures allow it (judgeChoice in fit.ts). */
  chosen?: Verdict<PlannerModel> | undefined;
  /** A model the input chose that the figures rule out: named as dropped, never booked. */
  dropped?: PlannerModel | undefined;
  /**
   * The page's address for this view: the input's figures as typed and the choice only if it
   * stands. The browser's URL follows it and the booking names it as its page.
   */
  path: string;
  /** The booking's `plan` field. */
  plan: string;
  html: {
    summary: string;
    results: string;
    capacity: string;
    chosen: string;
    errors: Record<PlannerField, string>;
  };
}

export function plannerView(catalogue: PlannerCatalogue, input: PlannerInput): PlannerView {
  const { query, errors, book } = parsePlannerInput(input);
  const typeName = catalogue.types.find((type) => type.slug === query.type)?.name;
  const result = planLifts(catalogue.models, query);
  const choice = judgeChoice(catalogue.models, result, book);
  const summary = summaryText(result, query, typeName);
  const corrected = Object.keys(errors).length > 0;
  return {
    input,
    errors,
    query,
    typeValue: errors.type ? "" : query.type,
    chosen: choice.kept,
    dropped: choice.dropped,
    path: plannerPath({ ...input, [BOOK_PARAM]: choice.kept?.model.id }),
    plan: planText(choice.kept, query, typeName),
    html: {
      summary: escapeHtml(corrected ? `Some figures need a correction (see the form). ${summary}` : summary),
      results: resultsHtml(result, input),
      capacity: capacityNoteHtml(query),
      chosen: chosenHtml(choice),
      errors: Object.fromEntries(
        PLANNER_FIELDS.map((field) => [field, fieldErrorHtml(errors[field])]),
      ) as Record<PlannerField, string>,
    },
  };
}
