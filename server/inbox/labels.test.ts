/** How the inbox writes times: the year only when it is not the current one (in India). */
import { describe, expect, it } from "vitest";
import { shortTime } from "./labels.ts";

describe("shortTime", () => {
  const now = new Date("2026-11-27T06:00:00Z");

  it("leaves out the year of a time in the current year", () => {
    expect(shortTime(new Date("2026-11-23T08:35:00Z"), now)).toBe("23 Nov, 14:05");
  });

  it("writes the year of a time in another year, either way", () => {
    expect(shortTime(new Date("2025-11-23T08:35:00Z"), now)).toBe("23 Nov 2025, 14:05");
    expect(shortTime(new Date("2027-01-04T05:00:00Z"), now)).toBe("4 Jan 2027, 10:30");
  });

  it("reads the year in India: 31 December 20:00 UTC is already the new year there", () => {
    const newYear = new Date("2026-12-31T20:00:00Z");
    expect(shortTime(newYear, new Date("2027-01-01T03:00:00Z"))).toBe("1 Jan, 01:30");
    expect(shortTime(newYear, now)).toBe("1 Jan 2027, 01:30");
  });
});
