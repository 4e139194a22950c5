/**
 * The AMC quote request's zod-free facts: the covers a customer may ask for, the lift types (the
 * company's, content/lift-types.ts), the ranges of its numbers and its length limits. Kept apart
 * from the schema in leads.ts so the page renders the form without loading zod.
 */
import { LIFT_TYPES } from "../../content/lift-types.ts";

export { LIFT_TYPES };

/**
 * The three kinds of annual maintenance contract, from the most to the least included: what each
 * covers is one sentence in every language (messages `amc_cover_<cover>_text`).
 */
export const AMC_COVERS = ["comprehensive", "semi-comprehensive", "non-comprehensive"] as const;
export type AmcCover = (typeof AMC_COVERS)[number];

/** Whole numbers the form accepts (the validation messages name these limits). */
export const AMC_RANGES = {
  liftCount: { min: 1, max: 100 },
  stops: { min: 2, max: 100 },
  /** The earliest year a lift we would maintain was installed; the latest is this year. */
  yearInstalled: { min: 1950 },
} as const;

export const AMC_MAX_LENGTH = {
  make: 100,
  currentMaintainer: 150,
  site: 150,
  city: 100,
} as const;
