/**
 * The service desk's rules, the company's to change: how soon an engineer must be on site for each
 * kind of problem, when a ticket counts as at risk, and how long a tracking link lives. Targets
 * other than the 24/7 ones are counted on the working hours in company.ts only, in the company's
 * time zone; the clock stops while a ticket is paused (waiting for parts or for the client).
 */
import type { ServiceProblem } from "../contracts/service/fields.ts";

/** How a response target is counted. */
export type ResponseTarget =
  /** Minutes counted on every minute, day and night, holidays too. */
  | { clock: "always"; minutes: number }
  /** Minutes counted on working hours only. */
  | { clock: "workingHours"; minutes: number }
  /** By the close of the working day after the one the report arrives on. */
  | { clock: "nextWorkingDay" };

export const serviceDesk = {
  /** The company's time zone, for times shown to customers and staff. */
  timeZone: "Asia/Kolkata",
  /** The same zone as minutes from UTC for the clock: India keeps UTC+05:30 all year (no daylight saving). */
  utcOffsetMinutes: 330,
  /** On site within this time of the report (the engineer reaching the "Site Visit & Meet" step). */
  responseTargets: {
    trapped: { clock: "always", minutes: 60 },
    stopped: { clock: "workingHours", minutes: 4 * 60 },
    doors: { clock: "nextWorkingDay" },
    noise: { clock: "nextWorkingDay" },
    controls: { clock: "nextWorkingDay" },
    other: { clock: "nextWorkingDay" },
  } satisfies Record<ServiceProblem, ResponseTarget>,
  /** A ticket is at risk once less than this share of its target's time is left. */
  atRiskShare: 0.25,
  /** A tracking link stops working this many days after its ticket is completed. */
  trackingDaysAfterCompletion: 90,
} as const;
