import { describe, expect, it } from "vitest";
import { LOCALES } from "../contracts/locales.ts";
import { company, companyIn } from "./company.ts";
import { PRIVACY_NOTICE, privacyNotice } from "./privacy-notice.ts";

describe("the full privacy notice", () => {
  it("fills every placeholder from the company config in every language", () => {
    const { privacy } = company;
    for (const locale of LOCALES) {
      const { text, contact, processors } = privacyNotice(locale);
      for (const each of Object.values(text)) expect(each).not.toMatch(/[{}]/);
      expect(text.who).toContain(privacy.contact.email);
      expect(text.complain).toContain(privacy.contact.email);
      expect(contact.email).toBe(privacy.contact.email);
      expect(text.contactDays).toContain(String(privacy.grievanceResponseDays));
      expect(text.complainBoard).toContain(String(privacy.grievanceResponseDays));
      expect(text.retentionLeadsPeriod).toContain(String(privacy.retentionMonths.leads));
      expect(text.retentionTicketsPeriod).toContain(String(privacy.retentionMonths.closedTickets));
      expect(processors.map(({ name }) => name)).toEqual(privacy.processors.map(({ name }) => name));
    }
  });

  it("is written in Gujarati and Hindi, not left in English", () => {
    for (const key of Object.keys(PRIVACY_NOTICE.en) as (keyof typeof PRIVACY_NOTICE.en)[]) {
      expect(PRIVACY_NOTICE.gu[key]).toMatch(/[\u0A80-\u0AFF]/);
      expect(PRIVACY_NOTICE.hi[key]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("names the company's address, contact and processors in the page's language", () => {
    const gu = privacyNotice("gu");
    expect(gu.text.who).toContain(companyIn("gu").headOffice.street);
    expect(gu.contact.name).toMatch(/\p{Script=Gujarati}/u);
    expect(gu.processors[0]?.purpose).toMatch(/\p{Script=Gujarati}/u);
    const hi = privacyNotice("hi");
    expect(hi.text.who).toContain(companyIn("hi").headOffice.city);
    expect(hi.processors[0]?.purpose).toMatch(/\p{Script=Devanagari}/u);
  });
});
