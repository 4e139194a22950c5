/**
 * What a ticket's tracking page shows, as the server hands it to the page: only what the customer
 * needs (no email, the mobile number masked, the engineer's first name), times already written in
 * the language of the page asked for (any of the three, whatever the ticket's) and the company's
 * time zone.
 */
import type { Locale } from "../locales.ts";
import type { ServiceProblem } from "./fields.ts";

export interface TrackedStep {
  id: string;
  /** The step's name in the page's language (the home page's service steps, content/home.ts). */
  name: string;
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
  /** When the request was received (its first step), written for the customer. */
  received: string;
  /**
   * How soon an engineer should be on site, as the service desk counts it (content/service-desk.ts,
   * content/service-clock.ts), while no engineer has reached the site yet and the clock runs;
   * null once on site, completed or paused.
   */
  target: TrackedTarget | null;
  /** Staff paused the ticket: waiting for parts or for the customer, since when. */
  paused: { reason: "parts" | "client"; since: string } | null;
}

export interface TrackedTarget {
  clock: "always" | "workingHours" | "nextWorkingDay";
  /** The target's length: minutes (always) or whole hours (working hours); null for the next working day. */
  amount: number | null;
  /** When it falls due, written for the customer. */
  due: string;
  /** The due time has passed without an engineer on site. */
  late: boolean;
}

/** `9825012345` -> `98••••••45`. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return "•".repeat(mobile.length);
  return `${mobile.slice(0, 2)}${"•".repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
