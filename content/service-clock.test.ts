import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { company } from "./company.ts";
import {
  budgetMs,
  clockSettings,
  companyYear,
  countedMs,
  dueAt,
  MINUTE_MS,
  metTarget,
  type Pause,
  readClock,
  weeklyHours,
} from "./service-clock.ts";
import { type ResponseTarget, serviceDesk } from "./service-desk.ts";

/** A time in Surat: `ist("2026-03-06T16:00")`. 6 March 2026 is a Friday. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const pause = (start: string, end: string | null): Pause => ({
  start: ist(start),
  end: end === null ? null : ist(end),
});
const HOUR_MS = 60 * MINUTE_MS;
const { trapped, stopped, doors } = serviceDesk.responseTargets;
/** The clock on the working hours content/company.ts holds (the server passes those it publishes). */
const CLOCK = clockSettings(company.hours);

describe("response-target clock", () => {
  it("reads the week from the company's working hours", () => {
    expect(CLOCK.hours[0]).toEqual([]);
    expect(CLOCK.hours[1]).toEqual([[9 * 60, 18 * 60]]);
    expect(CLOCK.hours[6]).toEqual([[10 * 60, 15 * 60]]);
    expect(() =>
      weeklyHours([{ days: "Sunday", opens: null, closes: null, schemaDays: ["Sunday"] }]),
    ).toThrow();
  });

  it("counts someone trapped on every minute, at night and on a Sunday", () => {
    expect(dueAt(trapped, ist("2026-03-08T02:00"), [], CLOCK)).toEqual(ist("2026-03-08T03:00"));
  });

  it("counts a stopped lift on working hours only, across the weekend", () => {
    // Friday 16:00: two hours on Friday, two on Saturday morning.
    expect(dueAt(stopped, ist("2026-03-06T16:00"), [], CLOCK)).toEqual(ist("2026-03-07T12:00"));
    // Saturday 14:00: one hour on Saturday, Sunday closed, three on Monday.
    expect(dueAt(stopped, ist("2026-03-07T14:00"), [], CLOCK)).toEqual(ist("2026-03-09T12:00"));
    // Reported at night: the clock starts when the office opens.
    expect(dueAt(stopped, ist("2026-03-09T22:30"), [], CLOCK)).toEqual(ist("2026-03-10T13:00"));
  });

  it("counts on the working hours it is given", () => {
    // The office closed on Saturdays and open 8:00 to 20:00 on weekdays.
    const weekdays = clockSettings([
      { ...company.hours[0]!, opens: "08:00", closes: "20:00" },
      { days: "Saturday and Sunday", opens: null, closes: null, schemaDays: ["Saturday", "Sunday"] },
    ]);
    // Friday 16:00: four hours on Friday, none on the weekend.
    expect(dueAt(stopped, ist("2026-03-06T16:00"), [], weekdays)).toEqual(ist("2026-03-06T20:00"));
    expect(dueAt(stopped, ist("2026-03-06T18:00"), [], weekdays)).toEqual(ist("2026-03-09T10:00"));
    expect(dueAt(doors, ist("2026-03-06T10:00"), [], weekdays)).toEqual(ist("2026-03-09T20:00"));
  });

  it("gives the other problems until the close of the next working day", () => {
    expect(dueAt(doors, ist("2026-03-05T10:00"), [], CLOCK)).toEqual(ist("2026-03-06T18:00"));
    expect(dueAt(doors, ist("2026-03-06T10:00"), [], CLOCK)).toEqual(ist("2026-03-07T15:00"));
    expect(dueAt(doors, ist("2026-03-07T20:00"), [], CLOCK)).toEqual(ist("2026-03-09T18:00"));
    expect(dueAt(doors, ist("2026-03-08T11:00"), [], CLOCK)).toEqual(ist("2026-03-09T18:00"));
  });

  it("stops while a ticket is paused and stands still under a pause without an end", () => {
    const from = ist("2026-03-09T10:00");
    expect(dueAt(stopped, from, [pause("2026-03-09T11:00", "2026-03-09T13:00")], CLOCK)).toEqual(
      ist("2026-03-09T16:00"),
    );
    // A pause outside working hours changes nothing.
    expect(dueAt(stopped, from, [pause("2026-03-09T19:00", "2026-03-10T08:00")], CLOCK)).toEqual(
      ist("2026-03-09T14:00"),
    );
    const waiting = [pause("2026-03-09T11:00", null)];
    expect(dueAt(stopped, from, waiting, CLOCK)).toBeNull();
    const reading = readClock(stopped, from, waiting, ist("2026-03-12T12:00"), CLOCK);
    expect(reading).toMatchObject({ leftMs: 3 * HOUR_MS, state: "paused", dueAt: null });
  });

  it("marks a ticket at risk in the last quarter of its time and overdue after it", () => {
    const from = ist("2026-03-09T10:00");
    expect(readClock(stopped, from, [], ist("2026-03-09T12:00"), CLOCK).state).toBe("running");
    expect(readClock(stopped, from, [], ist("2026-03-09T13:30"), CLOCK)).toMatchObject({
      state: "atRisk",
      leftMs: 30 * MINUTE_MS,
    });
    expect(readClock(stopped, from, [], ist("2026-03-09T15:00"), CLOCK)).toMatchObject({
      state: "overdue",
      leftMs: -HOUR_MS,
    });
    expect(metTarget(stopped, from, [], ist("2026-03-09T14:00"), CLOCK)).toBe(true);
    expect(metTarget(stopped, from, [], ist("2026-03-09T14:01"), CLOCK)).toBe(false);
  });

  it("uses the offset of the company's time zone", () => {
    const noon = new Date("2026-03-06T12:00:00Z");
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: serviceDesk.timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(noon);
    const [hours, minutes] = local.split(":").map(Number);
    expect((hours! - 12) * 60 + minutes!).toBe(serviceDesk.utcOffsetMinutes);
  });

  it("numbers tickets by the year in Surat", () => {
    expect(companyYear(new Date("2025-12-31T18:29:00Z"))).toBe(2025);
    expect(companyYear(new Date("2025-12-31T18:30:00Z"))).toBe(2026);
  });
});

describe("response-target clock properties", () => {
  const RUNS = Number(process.env.FC_RUNS ?? 200);
  const instant = fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms - (ms % MINUTE_MS)));
  const target: fc.Arbitrary<ResponseTarget> = fc.oneof(
    fc.integer({ min: 1, max: 3 * 24 * 60 }).map((minutes) => ({ clock: "always" as const, minutes })),
    fc.integer({ min: 1, max: 40 * 60 }).map((minutes) => ({ clock: "workingHours" as const, minutes })),
    fc.constant({ clock: "nextWorkingDay" as const }),
  );
  /** Ended pauses starting within a week of `from`. */
  const pausesAfter = (from: Date) =>
    fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 7 * 24 * 60 }), fc.integer({ min: 1, max: 3 * 24 * 60 }))
        .map(([after, length]) => {
          const start = from.getTime() + after * MINUTE_MS;
          return { start: new Date(start), end: new Date(start + length * MINUTE_MS) };
        }),
      { maxLength: 4 },
    );
  const ticket = fc
    .tuple(target, instant)
    .chain(([target, from]) => pausesAfter(from).map((pauses) => ({ target, from, pauses })));

  it("falls due exactly when the clock has counted the whole budget", () => {
    fc.assert(
      fc.property(ticket, ({ target, from, pauses }) => {
        const due = dueAt(target, from, pauses, CLOCK);
        expect(due).not.toBeNull();
        expect(countedMs(target, from, due!, pauses, CLOCK)).toBe(budgetMs(target, from, CLOCK));
        expect(due!.getTime() - from.getTime()).toBeGreaterThanOrEqual(budgetMs(target, from, CLOCK));
      }),
      { numRuns: RUNS },
    );
  });

  it("counts every minute for a 24/7 target without pauses", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10_000 }), (from, minutes) => {
        expect(dueAt({ clock: "always", minutes }, from, [], CLOCK)).toEqual(
          new Date(from.getTime() + minutes * MINUTE_MS),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("never falls due earlier because of a pause", () => {
    fc.assert(
      fc.property(ticket, ({ target, from, pauses }) => {
        const plain = dueAt(target, from, [], CLOCK)!.getTime();
        expect(dueAt(target, from, pauses, CLOCK)!.getTime()).toBeGreaterThanOrEqual(plain);
      }),
      { numRuns: RUNS },
    );
  });

  it("counts no more than the time that passed, and more as time goes on", () => {
    fc.assert(
      fc.property(
        ticket,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (t, a, b) => {
          const early = new Date(t.from.getTime() + Math.min(a, b) * MINUTE_MS);
          const late = new Date(t.from.getTime() + Math.max(a, b) * MINUTE_MS);
          const counted = countedMs(t.target, t.from, late, t.pauses, CLOCK);
          expect(counted).toBeLessThanOrEqual(late.getTime() - t.from.getTime());
          expect(counted).toBeGreaterThanOrEqual(countedMs(t.target, t.from, early, t.pauses, CLOCK));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("on working hours, falls due inside the office's open hours", () => {
    fc.assert(
      fc.property(ticket, ({ target, from, pauses }) => {
        fc.pre(target.clock !== "always");
        const due = dueAt(target, from, pauses, CLOCK)!;
        const local = new Date(due.getTime() + serviceDesk.utcOffsetMinutes * MINUTE_MS);
        const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
        const open = CLOCK.hours[local.getUTCDay()]!;
        expect(open.some(([opens, closes]) => minute > opens && minute <= closes)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
