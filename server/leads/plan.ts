/**
 * The plan of a booking sent from the lift planner, built on the server. The booking names the
 * planner page it was sent from (its `sourcePage` field, else the Referer), and that page's query
 * is the planner's whole state: the plan stored is what the planner's own view books for it, by
 * the same fitting rule as the page (judgeChoice in content/lift-planner/fit.ts), never the text
 * as sent. So a plan whose chosen model the figures rule out (a page left open across a change of
 * figures, an edited request) is repaired: that model is left out, and the nearest model, booked
 * when nothing fits, says what it lacks. Bookings from other pages keep their plan as sent. The
 * figures are the published ones, as the page had them (`shownLiftModels`).
 */
import { type LiftModel, liftModelsIn } from "../../content/lift-models.ts";
import { plannerCatalogue } from "../../content/lift-planner/catalogue.ts";
import { plannerView } from "../../content/lift-planner/view.ts";
import { PLANNER_PATH, readPlannerSearch } from "../../contracts/lift-planner.ts";
import { pathWithoutLocale } from "../../contracts/locales.ts";
import type { PublishedContent } from "../content/shown-company.ts";
import type { LeadFields } from "./body.ts";

/** The lift models as the site shows them: as published, else as content/lift-models.ts holds them. */
export const shownLiftModels = (published: PublishedContent): readonly LiftModel[] =>
  (published.content?.shown("lift-models", "en") as LiftModel[] | undefined) ?? liftModelsIn("en");

/**
 * The plan the planner page at `page` (in any of the site's languages) books ("" for none), or
 * undefined when it is another page. Written in English, for the company, whatever the page's language.
 */
export function plannerPlan(page: string, models: readonly LiftModel[]): string | undefined {
  const url = new URL(page, "http://site.invalid");
  if (pathWithoutLocale(url.pathname) !== PLANNER_PATH) return undefined;
  return plannerView(plannerCatalogue("en", models), readPlannerSearch(url.searchParams)).plan;
}

/**
 * An appointment from the planner page with the plan that page books with `models` (the published
 * ones); any other lead as it is.
 */
export function withPlannerPlan(
  lead: LeadFields,
  sourcePage: string | null,
  models: readonly LiftModel[],
): LeadFields {
  if (lead.kind !== "appointment" || sourcePage === null) return lead;
  const plan = plannerPlan(sourcePage, models);
  if (plan === undefined) return lead;
  const { plan: _asSent, ...data } = lead.data;
  return { kind: "appointment", data: plan ? { ...data, plan } : data };
}
