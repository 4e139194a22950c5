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

  it("takes days of the week only, each with one set of hours (tester: 'Funday' reached the search data)", () => {
    expect(refusals((facts) => ((facts.hours[0]!.schemaDays as string[])[0] = "Funday"))).toEqual([
      "hours.0.schemaDays.0: Choose a day of the week, written in English: Monday, Tuesday, …, Sunday.",
    ]);
    expect(refusals((facts) => facts.hours[1]!.schemaDays.push("Saturday"))).toEqual([
      "hours.1.schemaDays: Name each day once.",
    ]);
    expect(refusals((facts) => facts.hours[2]!.schemaDays.push("Monday"))).toEqual([
      "hours.2.schemaDays: Monday already has its hours in an earlier slot: name each day in one slot only.",
    ]);
  });

  it("refuses a social link that is not https, as its message says (tester)", () => {
    expect(refusals((facts) => (facts.social[0]!.href = "http://www.facebook.com/example"))).toEqual([
      "social.0.href: must be a web address starting https://",
    ]);
    expect(refusals((facts) => (facts.social[0]!.href = "https://www.facebook.com/example"))).toEqual([]);
  });

  it("keeps records at least as long as a request may take to answer, and logs as long as CERT-In asks (tester)", () => {
    expect(
      refusals((facts) => {
        facts.privacy.retentionMonths = { leads: 1, closedTickets: 2, securityLogs: 5, audit: 1 };
      }),
    ).toEqual([
      "privacy.retentionMonths.leads: Keep them at least 3 months: a person may ask about their data, and the law gives up to 90 days to answer.",
      "privacy.retentionMonths.closedTickets: Keep them at least 3 months: a person may ask about their data, and the law gives up to 90 days to answer.",
      "privacy.retentionMonths.securityLogs: Keep them at least 6 months: India's CERT-In rules ask companies to keep the logs of their systems for 180 days.",
      "privacy.retentionMonths.audit: Keep them at least 6 months: India's CERT-In rules ask companies to keep the logs of their systems for 180 days.",
    ]);
    expect(
      refusals((facts) => {
        facts.privacy.retentionMonths = { leads: 3, closedTickets: 3, securityLogs: 6, audit: 6 };
      }),
    ).toEqual([]);
  });

  it("refuses names and labels longer than a phone's screen fits (tester)", () => {
    expect(refusals((facts) => (facts.name = "U".repeat(10_000)))).toEqual([
      "name: Keep it to 60 characters: a longer one does not fit on a phone's screen.",
    ]);
    expect(refusals((facts) => (facts.phones.sales.label = "Sales ".repeat(10)))).toEqual([
      "phones.sales.label: Keep it to 40 characters: a longer one does not fit on a phone's screen.",
    ]);
  });
});
