/** The ids of the planner page's parts: its links, focus moves and forms find them by these. */
import type { PlannerField } from "../../../contracts/lift-planner.ts";

export const PLANNER_IDS = {
  resultsTitle: "planner-results-title",
  summary: "planner-summary",
  results: "planner-results",
  capacity: "planner-capacity",
  /** The booking section: where "Book a site visit for this lift" leads. */
  booking: "planner-book",
  bookingTitle: "planner-book-title",
  bookingForm: "planner-booking-form",
  chosen: "planner-chosen",
  plan: "planner-plan",
  source: "planner-source",
  field: (field: PlannerField) => `planner-${field}`,
  error: (field: PlannerField) => `planner-${field}-error`,
} as const;
