/**
 * Consent records: each lead stores the language of the page it was sent from and the version of
 * the privacy notice its form showed there, with the time; the public payloads need no new field.
 * The inbox and the export (CSV, JSON) show both. SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */

import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { formNotice } from "../../contracts/privacy/notices.ts";
import { CSV_COLUMNS, csvTime, leadToCsv, leadToJson } from "../leads/export.ts";
import { currentNotice } from "../privacy/notices.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, VALID } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn } from "../testing/inbox.ts";

describe.each(DRIVERS)("consent records on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  async function submit<K extends keyof typeof VALID>(kind: K, sourcePage?: string) {
    const body = sourcePage ? { ...VALID[kind].body, sourcePage } : VALID[kind].body;
    const response = await postLead(suite.app, VALID[kind].path, body);
    expect(response.statusCode).toBe(201);
    const lead = await suite.app.db.leads.get(response.json().id);
    if (!lead) throw new Error("not stored");
    return lead;
  }

  it("store the page's language and the version of the notice its form showed, from the public payload alone", async () => {
    const before = Date.now();
    const english = await submit("webInquiry");
    expect(english.locale).toBe("en");
    expect(english.noticeVersion).toBe(currentNotice("webInquiry", "en", {}).version);
    expect(english.noticeAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const gujarati = await submit("question", "/gu/faq");
    expect(gujarati.locale).toBe("gu");
    expect(gujarati.noticeVersion).toBe(currentNotice("question", "gu", {}).version);

    const hindi = await submit("newsletter", "/hi/about-us");
    expect([hindi.locale, hindi.noticeVersion]).toEqual([
      "hi",
      currentNotice("newsletter", "hi", {}).version,
    ]);

    const booking = await submit("appointment", "/gu/lift-planner?type=home");
    expect(booking.noticeVersion).toBe(currentNotice("plannerBooking", "gu", {}).version);
  });

  it("keep the text each version names, shown with the lead in the inbox", async () => {
    const lead = await submit("question", "/hi/faq");
    expect(await suite.app.db.privacy.noticeText(lead.noticeVersion!)).toBe(
      formNotice("question", "hi", company.privacy.retentionMonths),
    );
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/leads/${lead.id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<dd>Hindi</dd>");
    expect(page.body).toContain(`<code>${lead.noticeVersion}</code>`);
    expect(page.body).toContain(formNotice("question", "hi", company.privacy.retentionMonths));
    const api = await suite.app.inject({ url: `/api/inbox/leads/${lead.id}`, headers: { cookie } });
    expect(api.json()).toMatchObject({
      lead: { locale: "hi", noticeVersion: lead.noticeVersion },
      notice: formNotice("question", "hi", company.privacy.retentionMonths),
    });
  });

  it("are in the CSV and JSON export", async () => {
    const lead = await submit("webInquiry", "/gu/contact-us");
    const exported = [];
    for await (const each of suite.app.db.leads.export()) if (each.id === lead.id) exported.push(each);
    const csv = leadToCsv(exported[0]!).trimEnd().split(",");
    expect(csv[CSV_COLUMNS.indexOf("locale")]).toBe("gu");
    expect(csv[CSV_COLUMNS.indexOf("notice_version")]).toBe(lead.noticeVersion);
    expect(csv[CSV_COLUMNS.indexOf("notice_at_ist")]).toBe(csvTime(lead.noticeAt));
    expect(leadToJson(exported[0]!)).toMatchObject({
      locale: "gu",
      noticeVersion: lead.noticeVersion,
      noticeAt: lead.noticeAt!.toISOString(),
    });
  });
});
