/**
 * The company's facts the server itself names, after a publish (needs the site build): the privacy
 * facts (the notice's pages, a form's short notice and the version recorded with a lead, a privacy
 * request's deadline and emails, the personal link's page, an erasure's confirmation, the daily
 * retention), the working hours the service desk's clock counts on (a ticket's due time in the
 * inbox and on its tracking page) and the sales number an unavailable database's answer names.
 * Each as published, in each language, never as content/company.ts holds it.
 */
import { describe, expect, it } from "vitest";
import { type Company, company } from "../../content/company.ts";
import { privacyNotice } from "../../content/privacy-notice.ts";
import { clockSettings, dueAt } from "../../content/service-clock.ts";
import { serviceDesk } from "../../content/service-desk.ts";
import { formNotice } from "../../contracts/privacy/notices.ts";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH, trackTokenOf } from "../../contracts/service/schema.ts";
import { unavailableMessage } from "../plugins/errors.ts";
import { hashToken } from "../privacy/links.ts";
import { versionOf } from "../privacy/notices.ts";
import { monthsBefore } from "../privacy/retention.ts";
import { formatTime } from "../service/tracking.ts";
import { publishEdited } from "../testing/content.ts";
import { DRIVERS } from "../testing/databases.ts";
import {
  FORM_POST,
  formBody,
  newLead,
  nextClient,
  postLead,
  VALID,
  VALID_SERVICE_REQUEST,
} from "../testing/fixtures.ts";
import { addStaff, signedIn } from "../testing/inbox.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { hasSiteBuild, SITE_BUILD_DIR } from "../testing/page-form.ts";
import { appPerSuite } from "../testing/suites.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK = /\/privacy\/request\/([A-Za-z0-9_-]{43})/;

/** The privacy facts as the company publishes them: none as content/company.ts holds them. */
const PRIVACY: Company["privacy"] = {
  contact: { name: "Grievance Officer Meera Shah", email: "dpo@example.org" },
  grievanceResponseDays: 21,
  retentionMonths: { leads: 6, closedTickets: 9, securityLogs: 7, audit: 8 },
  processors: [{ name: "Sample Mail Services (sample)", purpose: "delivers our emails and keeps no copy" }],
};
const GUJARATI_CONTACT = "ફરિયાદ અધિકારી મીરા શાહ";

/** Open for half an hour each day: any working-hours target falls due days later than on the written hours. */
const HOURS: Company["hours"] = [
  {
    days: "Every day",
    opens: "09:00",
    closes: "09:30",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
];

describe.skipIf(!hasSiteBuild)(
  "the company's published facts in the server's answers (needs the site build)",
  () => {
    describe.each(DRIVERS)("on %s", (driver) => {
      const suite = appPerSuite(driver, { BUILD_DIR: SITE_BUILD_DIR });
      const get = (url: string) => suite.app.inject({ url, headers: { host: "localhost" } });

      /** The emails queued so far, claimed as the worker would and handed back unsent. */
      async function queuedMails() {
        const queued = await claimAsSent(suite.app, 500, 60_000);
        for (const item of queued) await suite.app.db.outbox.release(item.id);
        return queued;
      }

      it("names the published privacy facts on the notice, by the forms, in a request and its emails", async () => {
        await publishEdited<Company>(suite.app, "company", (draft) => {
          draft.privacy = PRIVACY;
        });
        await publishEdited<{ privacy: { contact: { name: string } } }>(
          suite.app,
          "company",
          (texts) => {
            texts.privacy.contact.name = GUJARATI_CONTACT;
          },
          "gu",
        );

        // The full notice, in English and Gujarati.
        const english = (await get("/privacy")).body;
        for (const value of [
          PRIVACY.contact.name,
          PRIVACY.contact.email,
          "delivers our emails and keeps no copy",
        ])
          expect(english).toContain(value);
        const notice = privacyNotice("en", { ...company, privacy: PRIVACY }).text;
        expect(english).toContain(notice.retentionLeadsPeriod);
        expect(english).toContain(notice.retentionTicketsPeriod);
        expect(english).not.toContain(company.privacy.contact.name);
        const gujarati = (await get("/gu/privacy")).body;
        expect(gujarati).toContain(GUJARATI_CONTACT);
        expect(gujarati).toContain(PRIVACY.contact.email);
        expect(gujarati).not.toContain(company.privacy.contact.email);

        // A form's short notice names the published periods, and a lead records that notice's version.
        const shown = formNotice("webInquiry", "en", PRIVACY.retentionMonths);
        expect((await get("/contact-us")).body).toContain(shown);
        const lead = await postLead(suite.app, VALID.webInquiry.path, VALID.webInquiry.body);
        expect(lead.statusCode).toBe(201);
        const stored = await suite.app.db.leads.get(lead.json().id);
        expect(stored?.noticeVersion).toBe(versionOf(shown));
        expect(await suite.app.db.privacy.noticeText(versionOf(shown))).toBe(shown);

        // A privacy request: due in the published days, its emails name the published contact.
        const asked = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
          request: "erase",
          name: "Heena Patel",
          email: "heena@example.com",
          sourcePage: "/gu/privacy",
        });
        expect(asked.statusCode).toBe(201);
        const request = await suite.app.db.privacyRequests.get(asked.json().id);
        expect(request!.deadlineAt.getTime() - request!.receivedAt.getTime()).toBe(
          PRIVACY.grievanceResponseDays * DAY_MS,
        );
        const mails = (await queuedMails()).filter((mail) => mail.privacyRequestId === request!.id);
        const ack = mails.find((mail) => mail.recipient === "visitor")!;
        expect(ack.message.text).toContain(GUJARATI_CONTACT);
        expect(ack.message.text).toContain(PRIVACY.contact.email);
        expect(ack.message.replyTo).toBe(PRIVACY.contact.email);
        expect(mails.find((mail) => mail.recipient === "company")?.message.to).toBe(PRIVACY.contact.email);

        // The personal link's page, then the erasure's confirmation.
        const token = LINK.exec(ack.message.text)![1]!;
        const page = (await get(`/gu/privacy/request/${token}`)).body;
        expect(page).toContain(GUJARATI_CONTACT);
        expect(page).toContain(PRIVACY.contact.email);
        expect(page).toContain(String(PRIVACY.grievanceResponseDays));
        expect(page).not.toContain(company.privacy.contact.email);
        const erased = await suite.app.inject({
          method: "POST",
          url: `/gu/privacy/request/${token}`,
          payload: formBody({ intent: "erase" }),
          headers: { ...FORM_POST, host: "localhost", origin: "http://localhost" },
        });
        expect(erased.statusCode).toBe(303);
        const confirmation = (await queuedMails()).find((mail) => mail.message.to === "heena@example.com");
        expect(confirmation?.message.replyTo).toBe(PRIVACY.contact.email);
      });

      it("keeps records for the published retention periods", async () => {
        // Published above: leads are kept 6 months, where content/company.ts keeps them 24.
        const now = new Date();
        const old = newLead({
          createdAt: new Date(monthsBefore(now, PRIVACY.retentionMonths.leads).getTime() - DAY_MS),
        });
        const recent = newLead({ createdAt: new Date(now.getTime() - DAY_MS) });
        for (const lead of [old, recent]) await suite.app.db.leads.insert(lead, []);
        const report = await suite.app.retention.runIfDue(now);
        expect(report).toBeDefined();
        expect(await suite.app.db.leads.get(old.id)).toBeUndefined();
        expect(await suite.app.db.leads.get(recent.id)).toBeDefined();
      });

      it("counts a ticket's response target on the published working hours, in the inbox and on its page", async () => {
        await publishEdited<Company>(suite.app, "company", (draft) => {
          draft.hours = HOURS;
        });
        const reported = await postLead(suite.app, SERVICE_API_PATH, VALID_SERVICE_REQUEST);
        expect(reported.statusCode).toBe(201);
        const { trackPath } = reported.json() as { trackPath: string };
        const ticket = (await suite.app.db.tickets.findByTokenHash(hashToken(trackTokenOf(trackPath)!)))!;
        const target = serviceDesk.responseTargets[ticket.data.problem];
        const due = dueAt(target, ticket.createdAt, [], clockSettings(HOURS))!;
        expect(due.getTime()).not.toBe(
          dueAt(target, ticket.createdAt, [], clockSettings(company.hours))!.getTime(),
        );

        // The inbox's list and the ticket's own page read the same due time.
        const email = `service-${driver}@example.com`;
        await addStaff(suite.app, email, "Service Desk", "service");
        const cookie = await signedIn(suite.app, email);
        const list = await suite.app.inject({ url: "/api/inbox/tickets", headers: { cookie } });
        const listed = (list.json().tickets as { id: string; dueAt: string }[]).find(
          (item) => item.id === ticket.id,
        );
        expect(listed?.dueAt).toBe(due.toISOString());
        const page = await suite.app.inject({ url: trackPath, headers: { "x-forwarded-for": nextClient() } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(formatTime(due, ticket.locale));
      });
    });
  },
);

describe.each(DRIVERS)("an unavailable database's answer on %s", (driver) => {
  const suite = appPerSuite(driver);

  it("names the published sales number, in the language of the page", async () => {
    const sales = { display: "+91 90000 00077", tel: "+919000000077" };
    await publishEdited<Company>(suite.app, "company", (draft) => {
      draft.phones.sales = { ...draft.phones.sales, ...sales };
    });
    await suite.app.db.close();
    for (const locale of ["en", "hi"] as const) {
      const answer = await postLead(suite.app, VALID.webInquiry.path, {
        ...VALID.webInquiry.body,
        sourcePage: locale === "en" ? "/contact-us" : "/hi/contact-us",
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: unavailableMessage(locale, sales.display) });
      expect(answer.body).not.toContain(company.phones.sales.display);
    }
  });
});
