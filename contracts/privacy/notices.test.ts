import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { prerenderPaths } from "../../content/prerender.ts";
import { LOCALES } from "../locales.ts";
import { formNotice, NOTICE_FORMS, noticeFormOf, privacyLink } from "./notices.ts";

describe("the forms' privacy notices", () => {
  it("fill every placeholder from the company config, in every language", () => {
    for (const locale of LOCALES) {
      for (const form of NOTICE_FORMS) {
        const text = formNotice(form, locale, company.privacy.retentionMonths);
        expect(text).not.toMatch(/[{}]/);
        if (form !== "newsletter") expect(text).toContain(String(company.privacy.retentionMonths.leads));
      }
    }
  });

  it("are written in each language, not left in English", () => {
    for (const form of NOTICE_FORMS) {
      expect(formNotice(form, "gu", company.privacy.retentionMonths)).toMatch(/[\u0A80-\u0AFF]/);
      expect(formNotice(form, "hi", company.privacy.retentionMonths)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("link to the full notice in the page's language, a page that is built", () => {
    expect(LOCALES.map((locale) => privacyLink(locale).href)).toEqual([
      "/privacy",
      "/gu/privacy",
      "/hi/privacy",
    ]);
    for (const locale of LOCALES) expect(prerenderPaths).toContain(privacyLink(locale).href);
  });

  it("tell the planner's booking from other appointments by the page it came from, in any language", () => {
    expect(noticeFormOf("appointment", "/lift-planner?type=home")).toBe("plannerBooking");
    expect(noticeFormOf("appointment", "/gu/lift-planner")).toBe("plannerBooking");
    expect(noticeFormOf("appointment", "/")).toBe("appointment");
    expect(noticeFormOf("appointment", null)).toBe("appointment");
    expect(noticeFormOf("newsletter", "/lift-planner")).toBe("newsletter");
  });
});
