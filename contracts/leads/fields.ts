/**
 * The zod-free field facts the forms render: option lists, length limits and the honeypot's name.
 * Kept apart from the schemas in leads.ts (which re-exports all of this) so a page can render a
 * form without loading zod; the validation messages live with the schemas, loaded on first use.
 */

export const JOB_TITLES = [
  "Architects / Engineers",
  "Building / Property Owners",
  "Contractors",
  "Developers",
  "Elevator Consultant",
  "Other",
] as const;
export const APPOINTMENT_CATEGORIES = ["Individual", "Corporate"] as const;
export const DEFAULT_APPOINTMENT_CATEGORY = "Individual";
export const PROJECT_TYPES = ["New Construction", "Building Renovation"] as const;
export const TIMEFRAMES = ["1-3 months", "3-6 months", "6-12 months", "Over 12 months"] as const;
/** What a question is about: the FAQ form's categories. */
export const QUESTION_CATEGORIES = [
  "General",
  "Lifts and models",
  "Service and AMC",
  "Prices and quotes",
] as const;
/**
 * The categories the form offered before ("General Questions One", "Two", "Three" named no
 * subject): still accepted, from a page loaded before the change or an old client, and stored as
 * sent, as the leads received before hold them; the form no longer shows them.
 */
export const LEGACY_QUESTION_CATEGORIES = [
  "General Questions",
  "General Questions One",
  "General Questions Two",
  "General Questions Three",
] as const;

/** Name of the honeypot field: invisible to people, filled only by bots. */
export const HONEYPOT_FIELD = "website";

/**
 * A hidden field any lead form may carry: the page it was sent from, stored with the lead instead
 * of the Referer (the lift planner names its query, which the server's plan is built from).
 */
export const SOURCE_PAGE_FIELD = "sourcePage";

export const MAX_LENGTH = {
  name: 100,
  email: 254,
  mobileNo: 20,
  subject: 150,
  message: 4000,
  companyName: 150,
  comments: 2000,
  questions: 2000,
  /** The lift planner's plan: the chosen model, its sizes and the visitor's figures, in words. */
  plan: 1500,
} as const;

/** Today's date in the visitor's own time zone, as YYYY-MM-DD (for the date input's `min`). */
export function localToday(now: Date = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60 * 1000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}
