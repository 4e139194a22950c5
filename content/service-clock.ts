/**
 * The response-target clock: when a ticket's target falls due and how much of it is left, counted
 * on the company's working hours or on every minute for the 24/7 targets, with the clock stopped
 * while a ticket is paused (service-desk.ts holds the targets). Pure: times and the working hours in
 * (`clockSettings` of the hours the company published, which the server reads), times out; the inbox
 * and the tracking page compute the same answer from the same stored facts.
 *
 * Times are milliseconds since the epoch inside; local days are those of the company's time zone,
 * a fixed offset from UTC (India keeps no daylight saving time). Public holidays are not known to
 * the clock: a holiday counts as the working day its weekday is.
 */
import { type ResponseTarget, serviceDesk } from "./service-desk.ts";
import { type Company, WEEKDAYS } from "./site.schema.ts";

export const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** 1 January 1970 was a Thursday (Sunday = 0). */
const EPOCH_WEEKDAY = 4;

/** Per weekday (Sunday = 0) the open periods as [from, to) minutes after local midnight. */
export type WeeklyHours = readonly (readonly (readonly [number, number])[])[];

/** A time the clock stood still; `end` null while it still does. */
export interface Pause {
  start: Date;
  end: Date | null;
}

export interface ClockSettings {
  hours: WeeklyHours;
  utcOffsetMinutes: number;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The company's working hours (company.ts `hours`) as open periods per weekday. */
export function weeklyHours(hours: Company["hours"]): WeeklyHours {
  const week = WEEKDAYS.map((day) =>
    hours
      .filter((entry) => entry.schemaDays.includes(day) && entry.opens !== null && entry.closes !== null)
      .map((entry) => [minutesOf(entry.opens!), minutesOf(entry.closes!)] as const)
      .filter(([opens, closes]) => closes > opens),
  );
  if (week.every((periods) => periods.length === 0)) throw new Error("The working hours have no open time.");
  return week;
}

/** The clock on working hours `hours` (the company's, as published), in the company's time zone. */
export const clockSettings = (hours: Company["hours"]): ClockSettings => ({
  hours: weeklyHours(hours),
  utcOffsetMinutes: serviceDesk.utcOffsetMinutes,
});

/** The company's calendar year of an instant (in its own time zone): a ticket number's year. */
export function companyYear(instant: Date, utcOffsetMinutes = serviceDesk.utcOffsetMinutes): number {
  return new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS).getUTCFullYear();
}

type Span = readonly [number, number];

/** The local day holding `ms`: its start (UTC ms) and weekday. */
function dayOf(ms: number, settings: ClockSettings): { start: number; weekday: number } {
  const offset = settings.utcOffsetMinutes * MINUTE_MS;
  const index = Math.floor((ms + offset) / DAY_MS);
  return { start: index * DAY_MS - offset, weekday: (((index + EPOCH_WEEKDAY) % 7) + 7) % 7 };
}

/** The spans of one local day the clock counts on: its open periods, or all of it around the clock. */
function countedSpans(
  clock: "always" | "workingHours",
  dayStart: number,
  weekday: number,
  settings: ClockSettings,
) {
  if (clock === "always") return [[dayStart, dayStart + DAY_MS] as Span];
  return settings.hours[weekday]!.map(
    ([opens, closes]) => [dayStart + opens * MINUTE_MS, dayStart + closes * MINUTE_MS] as Span,
  );
}

/** `span` less the pauses: the pieces the clock runs in. */
function withoutPauses(span: Span, pauses: readonly Pause[]): Span[] {
  let pieces: Span[] = [span];
  for (const pause of pauses) {
    const start = pause.start.getTime();
    const end = pause.end === null ? Number.POSITIVE_INFINITY : pause.end.getTime();
    pieces = pieces.flatMap(([from, to]): Span[] => {
      if (end <= from || start >= to) return [[from, to]];
      const kept: Span[] = [];
      if (start > from) kept.push([from, start]);
      if (end < to) kept.push([end, to]);
      return kept;
    });
  }
  return pieces;
}

/** Local days from the one holding `fromMs` on, each with the pieces the clock runs in after `fromMs`. */
function* runningDays(
  clock: "always" | "workingHours",
  fromMs: number,
  pauses: readonly Pause[],
  settings: ClockSettings,
): Generator<{ start: number; pieces: Span[] }> {
  let day = dayOf(fromMs, settings);
  for (;;) {
    const pieces = countedSpans(clock, day.start, day.weekday, settings)
      .map(([from, to]): Span => [Math.max(from, fromMs), to])
      .filter(([from, to]) => to > from)
      .flatMap((span) => withoutPauses(span, pauses));
    yield { start: day.start, pieces };
    day = { start: day.start + DAY_MS, weekday: (day.weekday + 1) % 7 };
  }
}

const clockOf = (target: ResponseTarget) => (target.clock === "always" ? "always" : "workingHours");

/** The time the clock counted between `from` and `to` (ms; 0 when `to` is not after `from`). */
export function countedMs(
  target: ResponseTarget,
  from: Date,
  to: Date,
  pauses: readonly Pause[],
  settings: ClockSettings,
): number {
  const end = to.getTime();
  let total = 0;
  for (const day of runningDays(clockOf(target), from.getTime(), pauses, settings)) {
    if (day.start >= end) break;
    for (const [start, stop] of day.pieces) total += Math.max(0, Math.min(stop, end) - start);
  }
  return total;
}

/** The close of the working day after the one `from` falls on (ms). */
function closeOfNextWorkingDay(from: number, settings: ClockSettings): number {
  let day = dayOf(from, settings);
  for (;;) {
    day = { start: day.start + DAY_MS, weekday: (day.weekday + 1) % 7 };
    const periods = settings.hours[day.weekday]!;
    if (periods.length > 0) return day.start + Math.max(...periods.map(([, closes]) => closes)) * MINUTE_MS;
  }
}

/** How much counted time a target allows for a ticket reported at `from` (ms). */
export function budgetMs(target: ResponseTarget, from: Date, settings: ClockSettings): number {
  if (target.clock !== "nextWorkingDay") return target.minutes * MINUTE_MS;
  return countedMs(target, from, new Date(closeOfNextWorkingDay(from.getTime(), settings)), [], settings);
}

/**
 * When the target falls due: the moment the clock has counted the whole budget. Null while a pause
 * without an end stops the clock before that.
 */
export function dueAt(
  target: ResponseTarget,
  from: Date,
  pauses: readonly Pause[],
  settings: ClockSettings,
): Date | null {
  let left = budgetMs(target, from, settings);
  const openPause = pauses.find((pause) => pause.end === null);
  for (const day of runningDays(clockOf(target), from.getTime(), pauses, settings)) {
    for (const [start, stop] of day.pieces) {
      if (stop - start >= left) return new Date(start + left);
      left -= stop - start;
    }
    if (openPause && day.start > openPause.start.getTime()) return null;
  }
  return null;
}

export type ClockState = "running" | "atRisk" | "overdue" | "paused";

export interface ClockReading {
  /** Counted time left (ms); negative once overdue. */
  leftMs: number;
  budgetMs: number;
  dueAt: Date | null;
  state: ClockState;
}

/** Where a ticket's clock stands at `now`: time left, due time, and whether it is at risk or overdue. */
export function readClock(
  target: ResponseTarget,
  from: Date,
  pauses: readonly Pause[],
  now: Date,
  settings: ClockSettings,
): ClockReading {
  const budget = budgetMs(target, from, settings);
  const leftMs = budget - countedMs(target, from, now, pauses, settings);
  const due = dueAt(target, from, pauses, settings);
  const paused = pauses.some((pause) => pause.start <= now && (pause.end === null || pause.end > now));
  let state: ClockState = "running";
  if (leftMs <= 0) state = "overdue";
  else if (paused) state = "paused";
  else if (leftMs < budget * serviceDesk.atRiskShare) state = "atRisk";
  return { leftMs, budgetMs: budget, dueAt: due, state };
}

/** Whether the engineer reached the site (`onSiteAt`) within the target. */
export function metTarget(
  target: ResponseTarget,
  from: Date,
  pauses: readonly Pause[],
  onSiteAt: Date,
  settings: ClockSettings,
): boolean {
  return countedMs(target, from, onSiteAt, pauses, settings) <= budgetMs(target, from, settings);
}
