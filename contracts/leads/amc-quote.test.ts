/** The AMC quote request's contract: what it accepts, stores and refuses, in each language. */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { AMC_GUJARATI_DIGITS } from "../../server/testing/fixtures.ts";
import { AMC_COVERS, AMC_RANGES, LIFT_TYPES } from "./amc-quote-fields.ts";
import { amcQuoteSchema, firstErrorPerField, LEAD_FORMS } from "./schema.ts";

const valid = {
  name: " Hetal Shah ",
  mobileNo: "+91 98250-67890",
  email: "hetal@example.com",
  liftCount: "02",
  liftType: "passenger",
  stops: " 8 ",
  make: "",
  yearInstalled: "2012",
  currentMaintainer: "",
  cover: "comprehensive",
  site: "Shanti Residency",
  city: "Surat",
};

const errorsOf = (input: Record<string, unknown>, locale: "en" | "gu" | "hi" = "en") => {
  const result = z.safeParse(amcQuoteSchema, input);
  return result.success ? {} : firstErrorPerField(result.error.issues, locale);
};

describe("the AMC quote request's schema", () => {
  it("stores the fields trimmed, the mobile number as ten digits and the numbers without leading zeros", () => {
    const result = z.safeParse(amcQuoteSchema, { ...valid, unknown: "dropped", website: "" });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...valid,
      name: "Hetal Shah",
      mobileNo: "9825067890",
      liftCount: "2",
      stops: "8",
      website: "",
    });
  });

  it("labels exactly its fields for staff, the form's JSON fields", () => {
    expect(Object.keys(LEAD_FORMS.amcQuote.fields).sort()).toEqual(
      Object.keys(amcQuoteSchema.shape)
        .filter((field) => field !== "website")
        .sort(),
    );
  });

  it("takes the company's lift types and the three covers, nothing else", () => {
    for (const liftType of LIFT_TYPES) expect(errorsOf({ ...valid, liftType })).toEqual({});
    for (const cover of AMC_COVERS) expect(errorsOf({ ...valid, cover })).toEqual({});
    expect(errorsOf({ ...valid, liftType: "escalator", cover: "full" })).toEqual({
      liftType: "Please choose the lift type",
      cover: "Please choose the cover you want",
    });
  });

  it("reports every required field of an empty request", () => {
    expect(errorsOf({})).toEqual({
      name: "Name is required",
      mobileNo: "Mobile number is required",
      email: "Email is required",
      liftCount: "Please tell us how many lifts",
      liftType: "Please choose the lift type",
      stops: "Please tell us how many stops each lift has",
      cover: "Please choose the cover you want",
      site: "Building or society name is required",
      city: "City is required",
    });
  });

  it("names the range a number must be in, in the page's language", () => {
    const { liftCount, stops } = AMC_RANGES;
    for (const bad of ["0", "101", "1.5", "two", "-3"]) {
      expect(errorsOf({ ...valid, liftCount: bad }).liftCount).toBe(
        `Please enter a whole number from ${liftCount.min} to ${liftCount.max}`,
      );
    }
    expect(errorsOf({ ...valid, stops: "1" }).stops).toBe(
      `Please enter a whole number from ${stops.min} to ${stops.max}`,
    );
    expect(errorsOf({ ...valid, stops: "1" }, "gu").stops).toBe(
      `કૃપા કરીને ${stops.min}થી ${stops.max} સુધીની પૂરી સંખ્યા લખો`,
    );
    expect(errorsOf({ ...valid, stops: "1" }, "hi").stops).toBe(
      `कृपया ${stops.min} से ${stops.max} तक की पूरी संख्या लिखें`,
    );
    expect(errorsOf({ ...valid, liftCount: "100", stops: "2" })).toEqual({});
  });

  it("takes a year installed from the earliest to this year, or none", () => {
    const thisYear = new Date().getFullYear();
    for (const year of ["", String(AMC_RANGES.yearInstalled.min), String(thisYear)]) {
      expect(errorsOf({ ...valid, yearInstalled: year })).toEqual({});
    }
    const { yearInstalled: _, ...without } = valid;
    expect(errorsOf(without)).toEqual({});
    for (const year of ["1949", String(thisYear + 1), "12", "2012a"]) {
      expect(errorsOf({ ...valid, yearInstalled: year }).yearInstalled).toBe(
        `Please enter a year from ${AMC_RANGES.yearInstalled.min} to this year, such as 2015`,
      );
    }
  });

  it("reads Gujarati and Devanagari digits as a phone's keyboard types them, and stores Western ones", () => {
    const gujarati = { ...valid, ...AMC_GUJARATI_DIGITS.typed };
    const hindi = { ...valid, liftCount: "१२", stops: "१०", yearInstalled: "२०१२" };
    expect(z.parse(amcQuoteSchema, gujarati)).toMatchObject(AMC_GUJARATI_DIGITS.stored);
    expect(z.parse(amcQuoteSchema, hindi)).toMatchObject({
      liftCount: "12",
      stops: "10",
      yearInstalled: "2012",
    });
    // Out of range is refused in any script.
    expect(errorsOf({ ...valid, liftCount: "૧૦૧", yearInstalled: "१९४९" }, "gu")).toEqual({
      liftCount: errorsOf({ ...valid, liftCount: "101" }, "gu").liftCount,
      yearInstalled: errorsOf({ ...valid, yearInstalled: "1949" }, "gu").yearInstalled,
    });
  });

  it("refuses too long texts with the limit", () => {
    expect(errorsOf({ ...valid, make: "x".repeat(101) }).make).toBe(
      "Please keep this to 100 characters or fewer",
    );
    expect(errorsOf({ ...valid, site: "x".repeat(151) }).site).toBe(
      "Please keep this to 150 characters or fewer",
    );
  });
});
