/**
 * The privacy request API through app.inject against a real database (SQLite always, PostgreSQL
 * too when TEST_DATABASE_URL is set): what it stores (with its deadline) and mails, and what it
 * refuses or replays.
 */
import { describe, expect, it } from "vitest";
import { company, companyIn } from "../../content/company.ts";

import { fieldMessage } from "../../contracts/leads/errors.ts";
import { LEAD_FORMS } from "../../contracts/leads/forms.ts";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { privacyDate } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody, VALID as LEAD_VALID, nextClient, postLead } from "../testing/fixtures.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { appPerSuite } from "../testing/suites.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const VALID = {
  request: "erase",
  name: "Heena Patel",
  mobileNo: "+91 98250 33333",
  email: "heena@example.com",
};

describe.each(DRIVERS)("privacy request API on %s", (driver) => {
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "2" });
  const post = (payload: unknown, headers: Record<string, string> = {}, path = PRIVACY_REQUEST_API_PATH) =>
    postLead(suite.app, path, payload, headers);

  /** The emails queued for a request (claimed and handed back unsent). */
  async function mailsOf(id: string) {
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    return queued.filter((item) => item.privacyRequestId === id);
  }

  it("stores the request with its deadline before answering 201, and queues both emails", async () => {
    const before = Date.now();
    const response = await post({ ...VALID, sourcePage: "/gu/privacy" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const stored = await suite.app.db.privacyRequests.get(body.id);
    expect(stored).toMatchObject({
      request: "erase",
      name: "Heena Patel",
      mobile: "9825033333",
      email: "heena@example.com",
      locale: "gu",
      status: "open",
      noticeVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    const days = company.privacy.grievanceResponseDays;
    expect(stored!.deadlineAt.getTime() - stored!.receivedAt.getTime()).toBe(days * DAY_MS);
    expect(stored!.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.message).toBe(
      m.privacyform_success({ date: privacyDate(stored!.deadlineAt, "gu") }, { locale: "gu" }),
    );
    expect(body.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const mails = await mailsOf(body.id);
    const ack = mails.find((mail) => mail.recipient === "visitor")!;
    expect(ack.message.to).toBe("heena@example.com");
    expect(ack.message.text).toContain(privacyDate(stored!.deadlineAt, "gu"));
    expect(ack.message.text).toMatch(/[\u0A80-\u0AFF]/);
    expect(ack.message.text).not.toContain("Heena");
    // The personal link, as in every email to a visitor (it reaches only what was sent with this email).
    expect(ack.message.text).toMatch(/\/gu\/privacy\/request\/[A-Za-z0-9_-]{43}\n/);
    // The data contact is named as the config writes it in Gujarati.
    expect(ack.message.text).toContain(companyIn("gu").privacy.contact.name);
    expect(ack.message.text).not.toContain(company.privacy.contact.name);
    const notice = mails.find((mail) => mail.recipient === "company")!;
    expect(notice.message.to).toBe(company.privacy.contact.email);
    expect(notice.message.replyTo).toBe("heena@example.com");
    expect(notice.message.text).toContain("Name: Heena Patel");
    // The company dials and writes from its email: the mobile is a tel: link, the address a mailto: one.
    expect(notice.message.text).toContain("Mobile: 9825033333 (tel:+919825033333)");
    expect(notice.message.html).toContain('<a href="tel:+919825033333">9825033333</a>');
    expect(notice.message.html).toContain('<a href="mailto:heena@example.com">heena@example.com</a>');
    expect(notice.message.text).toContain(`/inbox/privacy/${body.id}`);
    expect(await suite.app.db.privacyRequests.list()).toContainEqual(
      expect.objectContaining({ id: body.id }),
    );
  });

  it("refuses a request without a mobile or email, or a correction without what to correct, in the page's language", async () => {
    const none = await post({ request: "see", name: "A", sourcePage: "/hi/privacy" });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      mobileNo: m.privacyform_error_contact_required({}, { locale: "hi" }),
    });
    const correct = await post({ request: "correct", name: "A", email: "a@example.com" });
    expect(correct.json().errors).toEqual({
      correction: m.privacyform_error_correction_required({}, { locale: "en" }),
    });
    const bad = await post({ request: "sell", name: "", mobileNo: "12", sourcePage: "/gu/privacy" });
    expect(bad.json().errors).toEqual({
      request: m.privacyform_error_request_required({}, { locale: "gu" }),
      name: fieldMessage("nameRequired", "gu"),
      mobileNo: fieldMessage("mobileInvalid", "gu"),
    });
  });

  it("refuses an email in another script, in the page's language, rather than store it and never write", async () => {
    for (const [path, body] of [
      [PRIVACY_REQUEST_API_PATH, { ...VALID, email: "हीना@example.com", sourcePage: "/hi/privacy" }],
      [
        LEAD_FORMS.question.path,
        { ...LEAD_VALID.question.body, email: "हीना@example.com", sourcePage: "/hi/faq" },
      ],
    ] as const) {
      const response = await post(body, {}, path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors.email).toBe(fieldMessage("emailAscii", "hi"));
    }
  });

  it("needs no email: a request with a mobile alone is stored and mails only the data contact", async () => {
    const response = await post({ request: "see", name: "Mobile Only", mobileNo: "9825044444" });
    expect(response.statusCode).toBe(201);
    const mails = await mailsOf(response.json().id);
    expect(mails.map((mail) => mail.recipient)).toEqual(["company"]);
    expect(mails[0]!.message.text).toContain("Email: (not given)");
  });

  it("stores a honeypot request flagged: same answer, never listed or mailed", async () => {
    const response = await post({ ...VALID, name: "Bot", website: "http://spam" });
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    expect(await suite.app.db.privacyRequests.get(id)).toBeUndefined();
    expect(await mailsOf(id)).toEqual([]);
  });

  it("answers a repeated Idempotency-Key as the first, storing one request", async () => {
    const headers = { "idempotency-key": "privacy-repeat-1", "x-forwarded-for": nextClient() };
    const first = await post({ ...VALID, name: "Repeat" }, headers);
    const second = await post({ ...VALID, name: "Repeat" }, headers);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().id).toBe(first.json().id);
    const repeats = (await suite.app.db.privacyRequests.list()).filter((item) => item.name === "Repeat");
    expect(repeats).toHaveLength(1);
  });

  it("limits one sender's requests, refuses other sites, sends form posts on to the send page", async () => {
    const client = { "x-forwarded-for": nextClient() };
    expect((await post(VALID, client)).statusCode).toBe(201);
    expect((await post(VALID, client)).statusCode).toBe(201);
    const limited = await post(VALID, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    const foreign = await post(VALID, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(ERROR_MESSAGES.crossOrigin);
    const form = await post(formBody(VALID), { ...FORM_POST, referer: "http://localhost/gu/privacy" });
    expect([form.statusCode, form.headers.location]).toEqual([307, "/gu/privacy/send"]);
    expect((await post("name=Asha", { "content-type": "text/plain" })).statusCode).toBe(415);
  });
});
