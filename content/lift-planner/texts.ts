/**
 * The planner's texts in one language, as data: every `planner_` message of messages/ with its
 * placeholders left as `{name}`. The server reads them (plannerTexts in catalogue.ts) and the page
 * receives them with the catalogue from the route's loader, so the answer the browser computes as
 * the visitor types speaks the page's language while the JavaScript carries no language's texts.
 */
import type * as messages from "../../messages/compiled/messages/_index.js";

export type PlannerTextKey = Extract<keyof typeof messages, `planner_${string}`>;
export type PlannerTexts = Readonly<Record<PlannerTextKey, string>>;
