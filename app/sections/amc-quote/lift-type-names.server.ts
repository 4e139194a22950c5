/** The lift types' names the AMC quote form lists, in a page's language (run by loaders only). */
import { LIFT_TYPES } from "../../../content/lift-types.ts";
import { plannerNamesIn } from "../../../content/planner-names.ts";
import type { Locale } from "../../../contracts/locales.ts";
import type { LiftTypeNames } from "../../forms/AmcQuoteForm.tsx";

export function liftTypeNames(locale: Locale): LiftTypeNames {
  const { types } = plannerNamesIn(locale);
  return Object.fromEntries(LIFT_TYPES.map((type) => [type, types[type].name])) as LiftTypeNames;
}
