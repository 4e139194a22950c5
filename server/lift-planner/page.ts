/**
 * The lift planner's answer for visitors without JavaScript: GET /lift-planner?type=…&persons=…
 * returns the prerendered page with that query's answer written in, computed by the same view the
 * browser uses (content/lift-planner/view.ts).
 *
 * Only the parts that depend on the query change: the fields' values and `aria-invalid`, the type
 * option, the booking's hidden plan and page, and the inner HTML of the regions the view renders
 * (answer, summary, messages, chosen model). The result is exactly what React renders for that
 * URL, so a visitor with JavaScript hydrates it without a mismatch; the inline scripts are
 * untouched, so the page's Content-Security-Policy hashes stay valid.
 */

import { PLANNER_IDS, type PlannerView } from "../../content/lift-planner/view.ts";
import { PLANNER_FIELDS, type PlannerField } from "../../contracts/lift-planner.ts";

/** Attribute escaping as React writes it, so the patched page equals React's own markup. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) =>
    char === "&"
      ? "&amp;"
      : char === "<"
        ? "&lt;"
        : char === ">"
          ? "&gt;"
          : char === '"'
            ? "&quot;"
            : "&#x27;",
  );
}

export class PlannerTemplateError extends Error {}

function tagBounds(html: string, id: string): [number, number] {
  const at = html.indexOf(` id="${id}"`);
  const start = html.lastIndexOf("<", at);
  const end = html.indexOf(">", at);
  if (at < 0 || start < 0 || end < 0) throw new PlannerTemplateError(`no element #${id} in the planner page`);
  return [start, end + 1];
}

/** Rewrites the start tag of the element with this id. */
function editTag(html: string, id: string, edit: (tag: string) => string): string {
  const [start, end] = tagBounds(html, id);
  return html.slice(0, start) + edit(html.slice(start, end)) + html.slice(end);
}

function replaceExact(text: string, from: string, to: string, where: string): string {
  const index = text.indexOf(from);
  if (index < 0) throw new PlannerTemplateError(`${where}: expected ${JSON.stringify(from.slice(0, 80))}`);
  return text.slice(0, index) + to + text.slice(index + from.length);
}

/** Swaps the inner HTML of the element with this id (which must hold `from`). */
function replaceInner(html: string, id: string, from: string, to: string): string {
  const [, end] = tagBounds(html, id);
  if (!html.startsWith(from, end)) throw new PlannerTemplateError(`#${id} does not hold the expected HTML`);
  return html.slice(0, end) + to + html.slice(end + from.length);
}

const invalid = (view: PlannerView, field: PlannerField) =>
  view.errors[field] ? ' aria-invalid="true"' : "";

function editField(html: string, field: PlannerField, from: PlannerView, to: PlannerView): string {
  const id = PLANNER_IDS.field(field);
  return editTag(html, id, (tag) => {
    let edited = replaceExact(
      tag,
      `id="${id}"${invalid(from, field)}`,
      `id="${id}"${invalid(to, field)}`,
      id,
    );
    if (field !== "type") {
      const value = (view: PlannerView) => `value="${escapeAttribute(view.input[field] ?? "")}"`;
      edited = replaceExact(edited, value(from), value(to), id);
    }
    return edited;
  });
}

function selectType(html: string, from: PlannerView, to: PlannerView): string {
  const option = (value: string) => `<option value="${value}"`;
  let edited = html;
  if (from.typeValue)
    edited = replaceExact(edited, `${option(from.typeValue)} selected=""`, option(from.typeValue), "type");
  if (to.typeValue)
    edited = replaceExact(edited, option(to.typeValue), `${option(to.typeValue)} selected=""`, "type");
  return edited;
}

/** The prerendered page (rendered for `from`, the empty query) turned into the page for `to`. */
export function applyPlannerView(html: string, from: PlannerView, to: PlannerView): string {
  let page = html;
  for (const field of PLANNER_FIELDS) {
    page = editField(page, field, from, to);
    page = replaceInner(page, PLANNER_IDS.error(field), from.html.errors[field], to.html.errors[field]);
  }
  page = selectType(page, from, to);
  page = replaceInner(page, PLANNER_IDS.capacity, from.html.capacity, to.html.capacity);
  page = replaceInner(page, PLANNER_IDS.summary, from.html.summary, to.html.summary);
  page = replaceInner(page, PLANNER_IDS.results, from.html.results, to.html.results);
  page = replaceInner(page, PLANNER_IDS.chosen, from.html.chosen, to.html.chosen);
  page = editTag(page, PLANNER_IDS.plan, (tag) =>
    replaceExact(tag, `value="${escapeAttribute(from.plan)}"`, `value="${escapeAttribute(to.plan)}"`, "plan"),
  );
  page = editTag(page, PLANNER_IDS.source, (tag) =>
    replaceExact(
      tag,
      `value="${escapeAttribute(from.path)}"`,
      `value="${escapeAttribute(to.path)}"`,
      "source",
    ),
  );
  return page;
}
