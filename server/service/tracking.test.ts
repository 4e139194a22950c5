import { describe, expect, it } from "vitest";
import { maskMobile } from "../../contracts/service/tracking.ts";
import type { StoredTicket } from "../db/tickets.ts";
import { hashToken } from "../privacy/links.ts";
import { newTicket } from "../testing/fixtures.ts";
import { serviceClock } from "./clock.ts";
import { isExpired, trackedTicket } from "./tracking.ts";

/** The clock without published content: on the working hours of content/company.ts. */
const CLOCK = serviceClock({});

const DAY_MS = 24 * 60 * 60 * 1000;
const reported = new Date("2026-03-09T04:30:00Z");

/** A ticket reported at `reported`, with the mobile and email the page must not show. */
function ticket(overrides: Partial<StoredTicket> = {}): StoredTicket {
  const stored = newTicket({ id: "t1", tokenHash: hashToken("token"), createdAt: reported });
  return {
    ...stored,
    data: { ...stored.data, mobileNo: "9825012345", email: "kiran@example.com", problem: "trapped" },
    number: "SR-2026-00042",
    step: "inform",
    completedAt: null,
    engineer: { id: "u1", name: "  Ramesh   Patel ", disabled: false },
    plannedVisitAt: new Date("2026-03-09T06:00:00Z"),
    onSiteAt: null,
    metTarget: null,
    pausedAt: null,
    steps: [
      { step: "call", at: reported, userId: null },
      { step: "inform", at: new Date("2026-03-09T04:45:00Z"), userId: "u1" },
    ],
    pauses: [],
    ...overrides,
  };
}

describe("what the tracking page shows", () => {
  it("shows the steps reached with their time in the ticket's language, the engineer's first name, no email", () => {
    const view = trackedTicket(ticket(), CLOCK);
    expect(view).toMatchObject({
      number: "SR-2026-00042",
      current: "inform",
      completed: false,
      mobile: "98••••••45",
      engineerFirstName: "Ramesh",
      plannedVisit: "9 Mar 2026, 11:30 am",
    });
    expect(view.steps.map((step) => step.id)).toEqual([
      "call",
      "inform",
      "visit",
      "work",
      "meet",
      "complete",
    ]);
    expect(view.steps[0]!.at).toBe("9 Mar 2026, 10:00 am");
    expect(view.steps.slice(2).every((step) => step.at === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain("kiran@example.com");
    expect(JSON.stringify(view)).not.toContain("9825012345");
    const gujarati = trackedTicket(ticket({ locale: "gu" }), CLOCK);
    // The part of the day in words before the clock, as people say it: no "AM" on a Gujarati page.
    expect(gujarati.steps[0]!.at).toBe("9 માર્ચ, 2026, સવારે 10:00");
    expect(trackedTicket(ticket({ locale: "hi" }), CLOCK).steps[0]!.at).toBe("9 मार्च 2026, सुबह 10:00");
    expect(trackedTicket(ticket({ engineer: null, plannedVisitAt: null }), CLOCK)).toMatchObject({
      engineerFirstName: null,
      plannedVisit: null,
    });
  });

  it("names no engineer whose account was disabled, and no planned visit once the ticket is completed", () => {
    const left = { id: "u1", name: "Ramesh Patel", disabled: true };
    expect(trackedTicket(ticket({ engineer: left }), CLOCK)).toMatchObject({ engineerFirstName: null });
    const done = trackedTicket(
      ticket({ step: "complete", completedAt: new Date("2026-03-10T06:00:00Z") }),
      CLOCK,
    );
    expect(done).toMatchObject({ completed: true, plannedVisit: null, engineerFirstName: "Ramesh" });
  });

  it("says when the request was received and, until an engineer is on site, by when one should be", () => {
    const soon = new Date(reported.getTime() + 10 * 60 * 1000);
    const view = trackedTicket(ticket(), CLOCK, soon);
    expect(view.received).toBe("9 Mar 2026, 10:00 am");
    // Someone trapped: 60 minutes on every minute of the day.
    expect(view.target).toEqual({ clock: "always", amount: 60, due: "9 Mar 2026, 11:00 am", late: false });
    expect(view.paused).toBeNull();
    expect(
      trackedTicket(ticket(), CLOCK, new Date(reported.getTime() + 2 * 60 * 60 * 1000)).target,
    ).toMatchObject({
      late: true,
    });
    const stopped = ticket({ data: { ...ticket().data, problem: "stopped" } });
    expect(trackedTicket(stopped, CLOCK, soon).target).toMatchObject({
      clock: "workingHours",
      amount: 4,
      late: false,
    });
    const doors = ticket({ data: { ...ticket().data, problem: "doors" } });
    expect(trackedTicket(doors, CLOCK, soon).target).toMatchObject({ clock: "nextWorkingDay", amount: null });
    // On site, or completed: the target is behind the customer.
    expect(trackedTicket(ticket({ onSiteAt: soon, step: "visit" }), CLOCK, soon).target).toBeNull();
    expect(trackedTicket(ticket({ step: "complete", completedAt: soon }), CLOCK, soon).target).toBeNull();
  });

  it("says why and since when staff paused the ticket, and no target meanwhile", () => {
    const since = new Date("2026-03-09T05:00:00Z");
    const now = new Date("2026-03-09T07:00:00Z");
    for (const reason of ["parts", "client"] as const) {
      const view = trackedTicket(
        ticket({ pausedAt: since, pauses: [{ startedAt: since, endedAt: null, reason }] }),
        CLOCK,
        now,
      );
      expect(view.paused).toEqual({ reason, since: "9 Mar 2026, 10:30 am" });
      expect(view.target).toBeNull();
    }
    const resumed = ticket({ pauses: [{ startedAt: since, endedAt: now, reason: "parts" }] });
    expect(trackedTicket(resumed, CLOCK, now).paused).toBeNull();
  });

  it("writes the page in the language it is asked in, whatever the ticket's", () => {
    const hindi = trackedTicket(ticket({ locale: "gu" }), CLOCK, reported, "hi");
    expect(hindi.locale).toBe("hi");
    expect(hindi.received).toMatch(/[\u0900-\u097F]/);
    expect(hindi.steps[0]!.at).toBe(hindi.received);
    expect(trackedTicket(ticket({ locale: "gu" }), CLOCK, reported).locale).toBe("gu");
  });

  it("stops opening 90 days after the ticket was completed", () => {
    const completedAt = new Date("2026-03-10T00:00:00Z");
    expect(isExpired(ticket(), new Date(reported.getTime() + 1000 * DAY_MS))).toBe(false);
    expect(isExpired(ticket({ completedAt }), new Date(completedAt.getTime() + 90 * DAY_MS))).toBe(false);
    expect(isExpired(ticket({ completedAt }), new Date(completedAt.getTime() + 90 * DAY_MS + 1))).toBe(true);
  });

  it("masks all but the first two and last two digits", () => {
    expect(maskMobile("9825012345")).toBe("98••••••45");
    expect(maskMobile("123")).toBe("•••");
  });
});
