import { describe, expect, it } from "vitest";
import { company, openingTimes } from "./company.ts";
import { companySchema } from "./site.schema.ts";

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

describe("the company's facts as the editor may save them", () => {
  const refusals = (change: (facts: typeof company) => void) => {
    const facts = structuredClone(company);
    change(facts);
    const result = companySchema.safeParse(facts);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("refuses a number shown that a tap would not dial", () => {
    expect(refusals(() => {})).toEqual([]);
    expect(refusals((facts) => (facts.phones.sales.display = "+91 98250 12345"))).toEqual([
      "phones.sales.tel: must dial the number shown",
    ]);
    expect(refusals((facts) => (facts.whatsapp.display = "+91 98250 12345"))).toEqual([
      "whatsapp.number: must dial the number shown",
    ]);
    expect(refusals((facts) => (facts.branches[0]!.phone = "+91 98250 12345"))).toEqual([
      "branches.0.tel: must dial the number shown",
    ]);
  });

  it("refuses a time that does not exist and a day that closes before it opens", () => {
    expect(refusals((facts) => (facts.hours[1]!.closes = "25:00"))).toEqual([
      "hours.1.closes: must be a 24-hour time written HH:MM",
    ]);
    expect(refusals((facts) => (facts.hours[1]!.opens = "16:00"))).toEqual([
      "hours.1.closes: must close after it opens",
    ]);
    expect(refusals((facts) => (facts.hours[1]!.closes = null))).toEqual([
      "hours.1.closes: must close after it opens",
    ]);
  });
});
