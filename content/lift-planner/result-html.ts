/**
 * The planner's answer as HTML: one renderer for the page in the browser (which sets it as the
 * inner HTML of its result regions) and for the server's no-JavaScript answer (which puts the same
 * strings into the prerendered page). Same input, same string: the hydrated page never disagrees
 * with the HTML the server sent. Every text is escaped here.
 */
import { escapeHtml } from "../../contracts/html.ts";
import { BOOK_PARAM, type PlannerInput, plannerPath } from "../../contracts/lift-planner.ts";
import type { PlannerModel } from "./catalogue.ts";
import {
  capacityNote,
  changeText,
  listInWords,
  modelName,
  modelSpecs,
  problemText,
  queryText,
} from "./describe.ts";
import { type ChoiceVerdict, hasRequirement, hasSpace, type PlannerQuery, type PlanResult } from "./fit.ts";

/** Models shown in full before the rest fold into "more models that fit". */
export const BEST_FITS_SHOWN = 3;
/** Where "Book a site visit for this lift" leads: the booking form's section. */
export const BOOKING_ANCHOR = "planner-book";

export function bookingHref(input: PlannerInput, model: PlannerModel): string {
  return `${plannerPath({ ...input, [BOOK_PARAM]: model.id })}#${BOOKING_ANCHOR}`;
}

function modelCard(model: PlannerModel, input: PlannerInput): string {
  const specs = modelSpecs(model)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join("");
  const name = escapeHtml(modelName(model));
  return `<li class="planner-model card card--framed" id="model-${model.id}"><h3 class="planner-model__name">${name}</h3><dl class="planner-model__specs">${specs}</dl><p class="planner-model__actions"><a class="planner-model__type" href="${model.typePath}">${escapeHtml(model.typeName)}<span class="visually-hidden">: all models</span></a><a class="button button--accent planner-model__book" href="${escapeHtml(bookingHref(input, model))}">Book a site visit for this lift<span class="visually-hidden">: ${name}</span></a></p></li>`;
}

const cards = (models: PlannerModel[], input: PlannerInput, start = 1) =>
  `<ol class="planner-models"${start > 1 ? ` start="${start}"` : ""}>${models.map((model) => modelCard(model, input)).join("")}</ol>`;

function misfitsList(result: PlanResult<PlannerModel>): string {
  const count = result.notFitting.length;
  if (count === 0) return "";
  const items = result.notFitting
    .map(
      ({ model, problems }) =>
        `<li><a href="${model.typePath}">${escapeHtml(modelName(model))}</a>: ${escapeHtml(listInWords(problems.map(problemText)))}</li>`,
    )
    .join("");
  const label = count === 1 ? "1 model does not fit, and why" : `${count} models do not fit, and why`;
  return `<details class="planner-misfits"><summary>${label}</summary><ul>${items}</ul></details>`;
}

function nothingFits(result: PlanResult<PlannerModel>, input: PlannerInput): string {
  const nearest = result.nearest;
  if (!nearest) return `<p class="planner-nofit">We build no model of this type.</p>`;
  const changes = escapeHtml(listInWords(nearest.problems.map(changeText)));
  const others =
    result.otherTypesFit > 0
      ? `<p>${result.otherTypesFit === 1 ? "1 model" : `${result.otherTypesFit} models`} of other types fit these figures: <a href="${escapeHtml(plannerPath({ ...input, type: "any", [BOOK_PARAM]: "" }))}">show all types</a>.</p>`
      : "";
  return `<div class="planner-nofit"><h3>No model fits these figures</h3><p>The nearest is <strong>${escapeHtml(modelName(nearest.model))}</strong>. The smallest change that makes it fit: ${changes}.</p>${others}</div>${cards([nearest.model], input)}`;
}

/** The list of answers: best fits, the other fits folded, the misfits with their reasons. */
export function resultsHtml(result: PlanResult<PlannerModel>, input: PlannerInput): string {
  if (result.fitting.length === 0) return nothingFits(result, input) + misfitsList(result);
  const best = result.fitting.slice(0, BEST_FITS_SHOWN);
  const rest = result.fitting.slice(BEST_FITS_SHOWN);
  const more =
    rest.length > 0
      ? `<details class="planner-more"><summary>${rest.length === 1 ? "1 more model fits" : `${rest.length} more models fit`}</summary>${cards(rest, input, BEST_FITS_SHOWN + 1)}</details>`
      : "";
  return cards(best, input) + more + misfitsList(result);
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

export function capacityNoteHtml(query: PlannerQuery): string {
  return escapeHtml(capacityNote(query));
}

const HOW_TO_CHOOSE =
  "Choose <strong>Book a site visit for this lift</strong> on any model above, or just send your details: our engineer brings the drawings.";

/**
 * The chosen model above the booking form, or how to choose one. A choice the figures rule out
 * (judgeChoice in fit.ts) is named as dropped, so the visitor sees why it is no longer there.
 */
export function chosenHtml(choice: ChoiceVerdict<PlannerModel>): string {
  if (choice.dropped)
    return `<p><strong>${escapeHtml(modelName(choice.dropped))}</strong> does not fit these figures, so it is no longer part of your request.</p><p>${HOW_TO_CHOOSE}</p>`;
  if (!choice.kept) return `<p>${HOW_TO_CHOOSE}</p>`;
  const { model, problems } = choice.kept;
  const misfit =
    problems.length > 0
      ? ` It does not fit these figures as they are; the smallest change that makes it fit: ${escapeHtml(listInWords(problems.map(changeText)))}.`
      : "";
  return `<p>For: <strong>${escapeHtml(modelName(model))}</strong>.${misfit} Your figures and this model go with your request.</p>`;
}

/** The message shown next to a field, or nothing. */
export function fieldErrorHtml(message: string | undefined): string {
  return message ? escapeHtml(message) : "";
}
