import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { LOCALES } from "../../contracts/locales.ts";
import { formNotice, NOTICE_FORMS } from "../../contracts/privacy/notices.ts";
import { currentNotice, versionOf } from "./notices.ts";

describe("notice versions", () => {
  it("are a short hash of the text itself: one per form and language", () => {
    const versions = new Set<string>();
    for (const form of NOTICE_FORMS) {
      for (const locale of LOCALES) {
        const notice = currentNotice(form, locale, {});
        expect(notice.text).toBe(formNotice(form, locale, company.privacy.retentionMonths));
        expect(notice.version).toMatch(/^[0-9a-f]{12}$/);
        expect(notice.version).toBe(versionOf(notice.text));
        versions.add(notice.version);
      }
    }
    expect(versions.size).toBe(NOTICE_FORMS.length * LOCALES.length);
  });

  it("change with any change of the text", () => {
    const text = formNotice("question", "en", company.privacy.retentionMonths);
    expect(versionOf(text.replace("24", "12"))).not.toBe(versionOf(text));
    expect(versionOf("abc")).toBe("ba7816bf8f01");
  });
});
