import { describe, expect, it } from "vitest";
import { company, openingTimes } from "./company.ts";

describe("openingTimes", () => {
  it("gives one entry per slot of the working hours, null on a closed day", () => {
    for (const locale of ["en", "gu", "hi"] as const) {
      const times = openingTimes(locale);
      expect(times).toHaveLength(company.hours.length);
      company.hours.forEach((slot, index) => {
        expect(times[index] === null).toBe(slot.opens === null);
      });
    }
  });

  it("writes the times as each language says them, in Western digits", () => {
    expect(openingTimes("en")[0]).toBe("9:00 AM – 6:00 PM");
    expect(openingTimes("gu")[0]).toBe("સવારે 9:00 – સાંજે 6:00");
    expect(openingTimes("hi")[1]).toBe("सुबह 10:00 – दोपहर 3:00");
  });
});
