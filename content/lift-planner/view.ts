/**
 * Everything the planner page shows for one query, as data, computed in one place: by the route's
 * loader on the server for the URL's query, and in the browser as the visitor types. The page
 * renders it as JSX (app/sections/lift-planner/), the same in both places.
 */

import { fillText } from "../../contracts/fill-text.ts";
import {
  BOOK_PARAM,
  type FieldProblem,
  PLANNER_NUMBERS,
  type PlannerField,
  type PlannerInput,
  parsePlannerInput,
  plannerPath,
} from "../../contracts/lift-planner.ts";
import { localizedPath } from "../../contracts/locales.ts";
import type { PlannerCatalogue, PlannerModel } from "./catalogue.ts";
import { capacityNote, fieldMessage, planText, summaryText } from "./describe.ts";
import { judgeChoice, type PlannerQuery, type PlanResult, planLifts, type Verdict } from "./fit.ts";

export interface PlannerView {
  /** The text of each field, as typed. */
  input: PlannerInput;
  /** Each field's message, in the page's language (none for a field that is fine). */
  errors: Partial<Record<PlannerField, string>>;
  query: PlannerQuery;
  /** The type select's value: "" when the URL named an unknown type. */
  typeValue: string;
  /** The models that fit, those that do not (with why) and the nearest when none does. */
  result: PlanResult<PlannerModel>;
  /** One sentence on the answer (saying when figures need a correction), for the live region. */
  summary: string;
  /** The persons-to-load rule applied to the figures given. */
  capacity: string;
  /** The model chosen for a site visit, if the figures allow it (judgeChoice in fit.ts). */
  chosen?: Verdict<PlannerModel> | undefined;
  /** A model the input chose that the figures rule out: named as dropped, never booked. */
  dropped?: PlannerModel | undefined;
  /**
   * The page's address for this view, in the page's language: the input's figures as typed and the
   * choice only if it stands. The browser's URL follows it and the booking names it as its page.
   */
  path: string;
  /** The booking's `plan` field. */
  plan: string;
}

export function plannerView(catalogue: PlannerCatalogue, input: PlannerInput): PlannerView {
  const { query, problems, book } = parsePlannerInput(input);
  const errors: PlannerView["errors"] = {};
  for (const [field, problem] of Object.entries(problems) as [PlannerField, FieldProblem][]) {
    const unit = field === "type" ? "" : PLANNER_NUMBERS[field].unit;
    errors[field] = fieldMessage(catalogue, field, problem, unit);
  }
  const typeName = catalogue.types.find((type) => type.slug === query.type)?.name;
  const result = planLifts(catalogue.models, query);
  const choice = judgeChoice(catalogue.models, result, book);
  const summary = summaryText(catalogue, result, query, typeName);
  const corrected = Object.keys(errors).length > 0;
  return {
    input,
    errors,
    query,
    typeValue: errors.type ? "" : query.type,
    result,
    summary: corrected ? fillText(catalogue.texts.planner_summary_corrected, { summary }) : summary,
    capacity: capacityNote(catalogue, query),
    chosen: choice.kept,
    dropped: choice.dropped,
    path: localizedPath(plannerPath({ ...input, [BOOK_PARAM]: choice.kept?.model.id }), catalogue.locale),
    plan: planText(catalogue, choice.kept, query, typeName),
  };
}
