/**
 * What a ticket's tracking page shows, as the server hands it to the page: only what the customer
 * needs (no email, the mobile number masked, the engineer's first name), times already written in
 * the ticket's language and the company's time zone.
 */
import type { Locale } from "./locales.ts";
import type { ServiceProblem } from "./service-fields.ts";

export interface TrackedStep {
  id: string;
  /** When the ticket reached the step, written for the customer; null for a step not reached yet. */
  at: string | null;
}

export interface TrackedTicket {
  number: string;
  locale: Locale;
  problem: ServiceProblem;
  building: string;
  /** The mobile number with all but its first two and last two digits hidden. */
  mobile: string;
  /** The six steps in order. */
  steps: TrackedStep[];
  /** The step the ticket is at. */
  current: string;
  completed: boolean;
  engineerFirstName: string | null;
  plannedVisit: string | null;
}

/** `9825012345` -> `98••••••45`. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return "•".repeat(mobile.length);
  return `${mobile.slice(0, 2)}${"•".repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
