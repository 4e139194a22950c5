/**
 * The response-target clock: when a ticket's target falls due and how much of it is left, counted
 * on the company's working hours (company.ts) or on every minute for the 24/7 targets, with the
 * clock stopped while a ticket is paused (service-desk.ts holds the targets). Pure: times in, times
 * out; the inbox and the tracking page compute the same answer from the same stored facts.
 */
import { serviceDesk } from "./service-desk.ts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The company's calendar year of an instant (in its own time zone): a ticket number's year. */
export function companyYear(instant: Date, utcOffsetMinutes: number = serviceDesk.utcOffsetMinutes): number {
  return new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS).getUTCFullYear();
}

export { DAY_MS, MINUTE_MS };
