import { describe, expect, it } from "vitest";
import { LOCALES } from "../contracts/locales.ts";
import { company } from "./company.ts";
import { PRIVACY_NOTICE, privacyNotice } from "./privacy-notice.ts";

describe("the full privacy notice", () => {
  it("fills every placeholder from the company config in every language", () => {
    for (const locale of LOCALES) {
      const notice = privacyNotice(locale);
      for (const text of Object.values(notice)) expect(text).not.toMatch(/[{}]/);
      expect(notice.how).toContain(company.privacy.contact.email);
      expect(notice.how).toContain(String(company.privacy.grievanceResponseDays));
      expect(notice.retention).toContain(String(company.privacy.retentionMonths.leads));
      expect(notice.processors).toContain(company.privacy.processors[0]!.name);
    }
  });

  it("is written in Gujarati and Hindi, not left in English", () => {
    for (const key of Object.keys(PRIVACY_NOTICE.en) as (keyof typeof PRIVACY_NOTICE.en)[]) {
      expect(PRIVACY_NOTICE.gu[key]).toMatch(/[\u0A80-\u0AFF]/);
      expect(PRIVACY_NOTICE.hi[key]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
