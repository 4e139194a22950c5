import crypto from "node:crypto";
/**
 * Withdrawal and erasure by a personal link, on SQLite and PostgreSQL: the link in the visitor's
 * email finds their leads (same email or mobile); withdrawal stops their emails and ends their
 * subscription; erasure leaves none of their name, mobile or email in any table (a dump of every
 * row), keeps an audit record without them, confirms by email, and uses the link up. The same
 * for the personal link in a service ticket's emails, and erasure reaches the person's tickets and
 * privacy requests; staff erasing from the person's erasure request in the inbox erase the same.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import { WORK_MESSAGES } from "../inbox/work.ts";
import { serviceClock } from "../service/clock.ts";
import { moveTicketWithMail, ticketMailSettings } from "../service/ticket-mail.ts";
import { findTrackedTicket } from "../service/tracking.ts";
import { DRIVERS } from "../testing/databases.ts";
import { dumpDatabase, runSql } from "../testing/dump.ts";
import {
  FORM_POST,
  formBody,
  postLead,
  submitLead,
  VALID,
  VALID_SERVICE_REQUEST,
} from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, staffErase } from "../testing/inbox.ts";
import { messageText } from "../testing/messages.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { hashToken } from "./links.ts";
import { PrivacyRequests } from "./requests.ts";

const PERSON = { name: "Kavya Desai", mobile: "9825011111", email: "Kavya.Desai@Example.com" };
const OTHER = { name: "Nirav Shah", mobile: "9825022222", email: "nirav.shah@example.com" };

describe.each(DRIVERS)("a personal privacy link on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const requests = () => new PrivacyRequests({ repo: suite.app.db, log: { info: () => undefined } });

  const submit = (kind: keyof typeof VALID, fields: Record<string, string>) =>
    submitLead(suite.app, kind, fields);

  /** The text of the lead's acknowledgement email, as queued (claimed and handed back unsent). */
  async function acknowledgement(leadId: string): Promise<string | undefined> {
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    return queued.find((item) => item.leadId === leadId && item.recipient === "visitor")?.message.text;
  }

  /** The token in the link of the lead's acknowledgement email. */
  async function tokenOf(leadId: string): Promise<string> {
    const text = await acknowledgement(leadId);
    const match = /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(text ?? "");
    if (!match) throw new Error(`no privacy link in: ${text}`);
    return match[1]!;
  }

  it("is in every acknowledgement, in the visitor's language; only its hash is stored", async () => {
    const id = await submit("question", { email: "meera.link@example.com", sourcePage: "/hi/faq" });
    expect(await acknowledgement(id)).toContain(
      messageText("hi", "email_privacy_link_line").split("{link}")[0],
    );
    const token = await tokenOf(id);
    const lead = await suite.app.db.leads.get(id);
    expect(lead?.privacyTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead?.privacyTokenHash).not.toContain(token);
    expect(await requests().find(token)).toEqual({ locale: "hi", consentWithdrawnAt: null });
  });

  it("finds nothing for an unknown, altered or malformed token", async () => {
    const id = await submit("question", { email: "altered@example.com" });
    const token = await tokenOf(id);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [
      crypto.randomBytes(32).toString("base64url"),
      altered,
      `${token}x`,
      "",
      "../../etc",
      token.toUpperCase(),
    ]) {
      if (wrong === token) continue;
      expect(await requests().find(wrong)).toBeUndefined();
      expect(await requests().withdraw(wrong)).toBeUndefined();
      expect(await requests().erase(wrong)).toBeUndefined();
    }
    expect(await requests().find(token)).toBeDefined();
  });

  it("withdraws consent: no more emails, the subscription ends and the daily retention removes it", async () => {
    const subscription = await submit("newsletter", { email: "withdraw.me@example.com" });
    const question = await submit("question", { email: "Withdraw.Me@example.com" });
    const token = await tokenOf(subscription);
    const questionToken = await tokenOf(question);
    const view = await requests().withdraw(token);
    expect(view?.consentWithdrawnAt).toEqual(expect.any(String));
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/leads/${question}`, headers: { cookie } });
    expect(page.body).toContain("<dt>Consent withdrawn</dt>");
    for (const id of [subscription, question]) {
      expect((await suite.app.db.leads.get(id))?.consentWithdrawnAt).toBeInstanceOf(Date);
      expect((await suite.app.db.inbox.leadMail(id)).map((mail) => mail.recipient)).toEqual(["company"]);
    }
    const audit = await suite.app.db.staff.listAudit({ leadId: subscription });
    expect(audit[0]).toMatchObject({ action: "withdrawal", userId: null });
    expect(audit[0]!.detail).not.toContain("withdraw.me");
    // The address may subscribe again: a new consent, which the link's page offers to withdraw.
    expect(
      (await postLead(suite.app, VALID.newsletter.path, { email: "withdraw.me@example.com" })).statusCode,
    ).toBe(201);
    expect(await requests().find(token)).toMatchObject({ consentWithdrawnAt: null });
    const report = await suite.app.db.privacy.applyRetention({
      leads: new Date(0),
      closedTickets: new Date(0),
      audit: new Date(0),
      securityLogs: new Date(0),
    });
    expect(report["withdrawn subscriptions"]).toBe(1);
    expect(await suite.app.db.leads.get(subscription)).toBeUndefined();
    expect(await suite.app.db.leads.get(question)).toBeDefined();
    // The subscription's link went with it (the page after withdrawing promises no more); the
    // question's own link still reaches the person's data.
    expect(await requests().find(token)).toBeUndefined();
    expect(await requests().find(questionToken)).toBeDefined();
  });

  it("leaves no search entry behind: a later lead is found under its own words only", async () => {
    // The newest lead erased: its search entry's number is the next one the index gives out.
    const erased = await submit("question", { email: "newest.erased@example.com" });
    await requests().erase(await tokenOf(erased));
    const later = await submit("webInquiry", {
      ...OTHER,
      mobileNo: OTHER.mobile,
      message: "Zebracorn lobby",
    });
    const found = await suite.app.db.inbox.listInbox({ search: "Zebracorn", limit: 10 });
    expect(found.map((lead) => lead.id)).toEqual([later]);
  });

  it("erases the person's name, mobile and email from every table, keeps the audit record and confirms", async () => {
    const inquiry = await submit("webInquiry", {
      ...PERSON,
      mobileNo: PERSON.mobile,
      sourcePage: "/gu/contact-us",
    });
    await submit("newsletter", { email: PERSON.email.toLowerCase() });
    // The same email (other letters' case), another mobile: the same person.
    await submit("appointment", {
      name: "K. Desai",
      mobileNo: "9825033333",
      email: "KAVYA.DESAI@example.com",
    });
    const kept = await submit("webInquiry", { ...OTHER, mobileNo: OTHER.mobile });
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[0].email);
    await suite.app.db.inbox.addNote(
      inquiry,
      staff!.id,
      `Called ${PERSON.name} on ${PERSON.mobile}`,
      new Date(),
    );
    await suite.app.db.inbox.addNote(kept, staff!.id, `Called ${OTHER.name}`, new Date());
    const token = await tokenOf(inquiry);

    expect(await requests().erase(token)).toEqual({ locale: "gu", consentWithdrawnAt: null });

    // The confirmation, in their language, to their address; its content is erased once sent.
    const [confirmation] = (await suite.app.db.inbox.leadMail(inquiry)).filter(
      (mail) => mail.status === "pending",
    );
    expect(confirmation).toMatchObject({ recipient: "visitor", to: PERSON.email });
    expect(confirmation!.subject).toContain("તમારી માહિતી ભૂંસાઈ ગઈ છે");
    const claimed = await claimAsSent(suite.app, 50, 60_000);
    for (const item of claimed) await suite.app.db.outbox.markSent(item.id);
    expect(claimed.map((item) => item.id)).toContain(confirmation!.id);

    const dump = await dumpDatabase(suite.db);
    for (const trace of ["Kavya", "kavya", "Desai", PERSON.mobile, "98250 11111", "9825033333"]) {
      expect(dump, trace).not.toContain(trace);
    }
    for (const trace of [OTHER.name, OTHER.mobile, OTHER.email, `Called ${OTHER.name}`]) {
      expect(dump).toContain(trace);
    }
    const audit = (await suite.app.db.staff.listAudit({ leadId: inquiry })).find(
      (e) => e.action === "erasure",
    );
    expect(audit?.detail).toContain("3 leads (webInquiry, newsletter, appointment), with 1 note(s)");
    const lead = await suite.app.db.leads.get(inquiry);
    expect(lead).toMatchObject({ kind: "webInquiry", locale: "gu", data: {}, privacyTokenHash: null });
    expect(lead?.erasedAt).toBeInstanceOf(Date);

    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/leads/${inquiry}`, headers: { cookie } });
    expect(page.body).toContain("Erased at the person&#x27;s request");
    expect(page.body).toContain("The visitor had their data erased by their personal link");
    expect(page.body).not.toContain("Kavya");
    // Its emails keep their state; the address they went to is said to be erased, not left blank.
    expect(page.body).toContain("To the visitor (address erased): <strong");
    expect(page.body).not.toContain("To the visitor ()");

    // The link is used up: every use of it finds nothing, as an unknown one.
    expect(await requests().find(token)).toBeUndefined();
    expect(await requests().erase(token)).toBeUndefined();
  });

  /** A service ticket through the public API: its id, number, tracking token and privacy token. */
  async function ticket(fields: Record<string, string>) {
    const response = await postLead(suite.app, SERVICE_API_PATH, { ...VALID_SERVICE_REQUEST, ...fields });
    expect(response.statusCode).toBe(201);
    const tracking = (response.json().trackPath as string).split("/").pop()!;
    const stored = await suite.app.db.tickets.findByTokenHash(hashToken(tracking));
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    const ack = queued.find((item) => item.ticketId === stored!.id && item.recipient === "visitor");
    const privacy = /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(ack?.message.text ?? "")?.[1];
    return { id: stored!.id, number: stored!.number, tracking, privacy };
  }

  /** A privacy request through the public API (privacy page, Hindi): its id. */
  async function privacyRequest(fields: Record<string, string>): Promise<string> {
    const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
      sourcePage: "/hi/privacy",
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it.each(["the ticket's personal link", "the person's erasure request in the inbox"])(
    "works from a service ticket's email too; erasure reaches the person's tickets, their notes and emails, and their privacy requests (by %s)",
    async (way) => {
      const person = {
        name: "Jignesh Trivedi",
        mobileNo: "9825044444",
        email: "Jignesh.Trivedi@Example.com",
      };
      const lead = await submit("webInquiry", { ...person, email: "JT.SITE@example.org" });
      const first = await ticket({
        ...person,
        email: "jt.site@example.org",
        sourcePage: "/hi/service",
        building: "Trivedi Towers",
        description: "Jignesh Trivedi is waiting on the 4th floor",
      });
      // The same email as the link's ticket, another mobile: the same person.
      const second = await ticket({
        name: "J. Trivedi",
        mobileNo: "9825055555",
        email: "JT.Site@example.org",
      });
      const other = await ticket({ name: OTHER.name, mobileNo: OTHER.mobile, email: OTHER.email });
      expect(first.privacy).toBeDefined();
      expect(await requests().find(first.privacy!)).toEqual({ locale: "hi", consentWithdrawnAt: null });
      const staff = await suite.app.db.staff.findStaffByEmail(STAFF[0].email);
      for (const [id, body] of [
        [first.id, `Called Jignesh on ${person.mobileNo}`],
        [other.id, `Called ${OTHER.name}`],
      ] as const) {
        await runSql(
          suite.db,
          "INSERT INTO service_ticket_notes (ticket_id, author_id, body, created_at) VALUES (?, ?, ?, ?)",
          [id, staff!.id, body, new Date().toISOString()],
        );
      }
      const settings = ticketMailSettings(suite.app.config);
      const move = { from: "call", to: "inform", userId: staff!.id, at: new Date() };
      expect(await moveTicketWithMail(suite.app.db, settings, { id: first.id, ...move })).toBe(true);
      expect(await moveTicketWithMail(suite.app.db, settings, { id: other.id, ...move })).toBe(true);
      // The person asked to see their data (answered with a note naming them), then to erase it.
      const seen = await privacyRequest({
        request: "see",
        name: "Jignesh Trivedi",
        mobileNo: person.mobileNo,
        email: "jt.site@example.org",
        message: "Jignesh Trivedi asks what you keep",
      });
      const cookie = await signedIn(suite.app, STAFF[0].email);
      const close = { status: "done", note: "Sent Jignesh Trivedi his data by post" };
      const closed = await suite.app.inject({
        method: "POST",
        url: `/inbox/privacy/${seen}/close`,
        headers: { ...FORM_POST, cookie },
        payload: formBody(close),
      });
      expect(closed.statusCode).toBe(303);
      const erasure = await privacyRequest({
        request: "erase",
        name: "Jignesh Trivedi",
        mobileNo: person.mobileNo,
        email: "JT.Site@example.org",
        message: "Please erase everything about Jignesh",
      });
      const otherRequest = await privacyRequest({ request: "see", name: OTHER.name, email: OTHER.email });

      if (way === "the ticket's personal link") {
        expect(await requests().erase(first.privacy!)).toEqual({ locale: "hi", consentWithdrawnAt: null });
      } else {
        const erased = await staffErase(suite.app, `/inbox/privacy/${erasure}/erase`, cookie);
        expect(erased.statusCode).toBe(303);
      }

      // One email is left of the person's: the confirmation, owned by the record the erasure came from.
      const claimed = await claimAsSent(suite.app, 100, 60_000);
      const byLink = way === "the ticket's personal link";
      const theirs = claimed.filter((item) =>
        byLink ? item.ticketId === first.id : [seen, erasure].includes(item.privacyRequestId ?? ""),
      );
      expect(theirs).toHaveLength(1);
      expect(theirs[0]!.message.to).toBe(byLink ? "jt.site@example.org" : "JT.Site@example.org");
      expect(theirs[0]!.message.subject).toContain("आपकी जानकारी");
      // It says what was reached: by the link, what was sent with the email; by staff, the mobile's too.
      expect(theirs[0]!.message.text).toContain(
        byLink ? "इस ईमेल पते के साथ हमें जो भेजा गया था" : "इस ईमेल पते या आपके मोबाइल नंबर के साथ",
      );
      expect(claimed.filter((item) => item.privacyRequestId === otherRequest)).toHaveLength(2);
      for (const item of claimed) await suite.app.db.outbox.markSent(item.id);

      const dump = await dumpDatabase(suite.db);
      for (const trace of [
        "Jignesh",
        "Trivedi",
        person.mobileNo,
        "9825055555",
        "jt.site",
        "JT.Site",
        "Trivedi Towers",
      ]) {
        expect(dump, trace).not.toContain(trace);
      }
      for (const trace of [OTHER.name, OTHER.mobile, OTHER.email, `Called ${OTHER.name}`]) {
        expect(dump).toContain(trace);
      }
      for (const { id, number } of [first, second]) {
        expect(await suite.app.db.tickets.get(id)).toMatchObject({
          number,
          data: {},
          privacyTokenHash: null,
          erasedAt: expect.any(Date),
        });
      }
      expect((await suite.app.db.leads.get(lead))?.erasedAt).toBeInstanceOf(Date);
      const how = byLink
        ? "at the person's request by their personal link"
        : `by ${STAFF[0].name} for privacy request ${erasure.slice(0, 8).toUpperCase()}`;
      for (const id of [seen, erasure]) {
        expect(await suite.app.db.privacyRequests.get(id)).toMatchObject({
          name: "",
          email: null,
          mobile: null,
          message: null,
          outcomeNote: id === erasure ? `The person's data was erased ${how}.` : null,
          erasedAt: expect.any(Date),
        });
      }
      // The erasure request is done by the erasure, whichever way it came (the one to see was closed before).
      expect((await suite.app.db.privacyRequests.get(erasure))?.status).toBe("done");
      expect(await suite.app.db.privacyRequests.get(otherRequest)).toMatchObject({ name: OTHER.name });
      const audit = (await suite.app.db.staff.listAudit({})).find((event) => event.action === "erasure");
      expect(audit?.detail).toContain(
        "1 lead (webInquiry) and 2 service tickets and 2 privacy requests, with 1 note(s)",
      );
      expect(audit?.userName).toBe(byLink ? null : STAFF[0].name);

      // Both links are dead: the privacy link as an unknown one, the tracking page a 404.
      expect(await requests().find(first.privacy!)).toBeUndefined();
      expect(await suite.app.db.tickets.findByTokenHash(hashToken(first.tracking))).toBeUndefined();
      expect(
        await findTrackedTicket(suite.app.db, first.tracking, "a-sender", serviceClock({})),
      ).toBeUndefined();
    },
  );

  it("withdraws consent from a ticket's link: the customer's pending emails go and no step email follows", async () => {
    const mine = await ticket({ mobileNo: "9825066666", email: "withdraw.ticket@example.com" });
    expect(await requests().withdraw(mine.privacy!)).toMatchObject({
      consentWithdrawnAt: expect.any(String),
    });
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[0].email);
    const settings = ticketMailSettings(suite.app.config);
    const move = { id: mine.id, from: "call", to: "inform", userId: staff!.id, at: new Date() };
    expect(await moveTicketWithMail(suite.app.db, settings, move)).toBe(true);
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    expect(queued.filter((item) => item.ticketId === mine.id).map((item) => item.recipient)).toEqual([
      "company",
    ]);
    const stored = await suite.app.db.tickets.get(mine.id);
    expect(stored?.consentWithdrawnAt).toBeInstanceOf(Date);
    // Its page in the inbox says so, as a lead's does, beside the notice the form showed.
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/tickets/${mine.id}`, headers: { cookie } });
    const text = page.body.replaceAll("<!-- -->", "");
    expect(text).toContain("<dt>Consent withdrawn</dt>");
    expect(text).toContain("by their personal link: do not contact them");
    expect(text).toContain(`version <code>${stored!.noticeVersion}</code>, sent with the form`);
  });

  it("takes no more notes on an erased lead or ticket: a note would keep what was erased", async () => {
    const lead = await submit("webInquiry", { name: "Neha Desai", mobileNo: "9000011111" });
    const { id: ticketId } = await ticket({ mobileNo: "9000022222", email: "neha.t@example.com" });
    const cookie = await signedIn(suite.app, STAFF[1].email);
    for (const page of [`/inbox/leads/${lead}`, `/inbox/tickets/${ticketId}`]) {
      expect((await staffErase(suite.app, `${page}/erase`, cookie)).statusCode).toBe(303);
      const note = await suite.app.inject({
        method: "POST",
        url: `${page}/notes`,
        headers: { ...FORM_POST, cookie },
        payload: formBody({ body: "Neha Desai called again from 9000011111" }),
      });
      expect(note.statusCode, page).toBe(400);
      expect(note.body).toContain("so none can be added");
      const shown = await suite.app.inject({ url: page, headers: { cookie } });
      expect(shown.body, page).not.toContain("Add note");
    }
    expect(await suite.app.db.inbox.listNotes(lead)).toEqual([]);
    expect(await suite.app.db.tickets.listNotes(ticketId)).toEqual([]);
  });

  it("is carried out by staff from the inbox when the person asks another way, after a tick box", async () => {
    const person = { name: "Hetal Joshi", mobileNo: "9825033333", email: "hetal.joshi@example.com" };
    const id = await submit("webInquiry", person);
    const cookie = await signedIn(suite.app, STAFF[1].email);
    const erase = (fields: Record<string, string>) =>
      suite.app.inject({
        method: "POST",
        url: `/inbox/leads/${id}/erase`,
        headers: { ...FORM_POST, cookie },
        payload: formBody(fields),
      });
    const unconfirmed = await erase({});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain(WORK_MESSAGES.eraseUnconfirmed);
    expect((await suite.app.db.leads.get(id))?.erasedAt).toBeNull();

    const done = await erase({ confirm: "yes" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain("saved=erasure");
    const lead = await suite.app.db.leads.get(id);
    expect(lead).toMatchObject({ data: {}, privacyTokenHash: null });
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[1].email);
    const audit = (await suite.app.db.staff.listAudit({ leadId: id })).find(
      (event) => event.action === "erasure",
    );
    expect(audit).toMatchObject({ userId: staff!.id });
    // It says who erased, and from where: staff from the lead's page, not the person's link.
    expect(audit!.detail).toContain(
      `by ${STAFF[1].name} from the inbox (lead ${id.slice(0, 8).toUpperCase()}), at the person's request made another way`,
    );
    expect(audit!.detail).not.toContain("link");
    expect(audit!.detail).not.toContain("Hetal");
    const page = await suite.app.inject({ url: `/inbox/leads/${id}`, headers: { cookie } });
    expect(page.body).toContain(`${STAFF[1].name} erased the person&#x27;s data`);
    expect(page.body).not.toContain("personal link");
    expect(page.body).not.toContain("Hetal");
    const mail = await suite.app.db.inbox.leadMail(id);
    expect(mail).toEqual([
      expect.objectContaining({ recipient: "visitor", to: person.email, status: "pending" }),
    ]);
    expect((await erase({ confirm: "yes" })).statusCode).toBe(400);
  });
  it("by a link reaches only what was sent with its email: a stranger who typed the person's mobile erases nothing of theirs; staff reach both", async () => {
    const person = { name: "Rina Kapadia", mobileNo: "9825088888", email: "rina.kapadia@example.com" };
    const theirs = await submit("webInquiry", person);
    // Someone else sends a lead with Rina's mobile and their own email, and gets its link.
    const stranger = await submit("webInquiry", {
      name: "Not Rina",
      mobileNo: person.mobileNo,
      email: "x@example.net",
    });
    const token = await tokenOf(stranger);
    await requests().withdraw(token);
    await requests().erase(token);
    expect((await suite.app.db.leads.get(stranger))?.erasedAt).toBeInstanceOf(Date);
    expect(await suite.app.db.leads.get(theirs)).toMatchObject({
      erasedAt: null,
      consentWithdrawnAt: null,
      data: expect.objectContaining({ name: person.name }),
    });

    // Staff, who checked who is asking, erase from a lead's page: the same mobile is the same person.
    const another = await submit("webInquiry", {
      name: "Rina K.",
      mobileNo: person.mobileNo,
      email: "rk@example.org",
    });
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const erased = await staffErase(suite.app, `/inbox/leads/${theirs}/erase`, cookie);
    expect(erased.statusCode).toBe(303);
    expect((await suite.app.db.leads.get(another))?.erasedAt).toBeInstanceOf(Date);
  });

  it("withdraws once: pressed again, it changes nothing, records nothing and says it was withdrawn", async () => {
    const id = await submit("question", { email: "twice.withdrawn@example.com" });
    const token = await tokenOf(id);
    const first = await requests().withdraw(token);
    expect(first).toMatchObject({ alreadyWithdrawn: false, consentWithdrawnAt: expect.any(String) });
    const second = await requests().withdraw(token);
    expect(second).toEqual({
      locale: "en",
      consentWithdrawnAt: first!.consentWithdrawnAt,
      alreadyWithdrawn: true,
    });
    const withdrawals = (await suite.app.db.staff.listAudit({ leadId: id })).filter(
      (event) => event.action === "withdrawal",
    );
    expect(withdrawals).toHaveLength(1);
    // A new lead of the same person (a new consent): the link's page offers to withdraw again, and
    // the same link withdraws it.
    const again = await submit("question", { email: "Twice.Withdrawn@example.com" });
    expect(await requests().find(token)).toEqual({ locale: "en", consentWithdrawnAt: null });
    expect(await requests().withdraw(token)).toMatchObject({ alreadyWithdrawn: false });
    expect((await requests().find(token))?.consentWithdrawnAt).toEqual(expect.any(String));
    expect((await suite.app.db.leads.get(again))?.consentWithdrawnAt).toBeInstanceOf(Date);
  });

  it.each(["their personal link", "a lead's page in the inbox"])(
    "closes the person's open erasure request when their data is erased by %s",
    async (way) => {
      const person = { name: "Pooja Mehta", mobileNo: "9825077777", email: "pooja.mehta@example.com" };
      const lead = await submit("webInquiry", person);
      const requestId = await privacyRequest({
        request: "erase",
        name: person.name,
        email: "Pooja.Mehta@example.com",
      });
      const seeId = await privacyRequest({
        request: "see",
        name: person.name,
        mobileNo: person.mobileNo,
        email: person.email,
      });
      const cookie = await signedIn(suite.app, STAFF[1].email);
      const staff = await suite.app.db.staff.findStaffByEmail(STAFF[1].email);
      if (way === "their personal link") {
        expect(await requests().erase(await tokenOf(lead))).toBeDefined();
      } else {
        const erased = await staffErase(suite.app, `/inbox/leads/${lead}/erase`, cookie);
        expect(erased.statusCode).toBe(303);
      }
      const byLink = way === "their personal link";
      const how = byLink
        ? "at the person's request by their personal link"
        : `by ${STAFF[1].name} from the inbox (lead ${lead.slice(0, 8).toUpperCase()}), at the person's request made another way`;
      expect(await suite.app.db.privacyRequests.get(requestId)).toMatchObject({
        status: "done",
        closedAt: expect.any(Date),
        closedBy: byLink ? null : expect.objectContaining({ id: staff!.id }),
        outcomeNote: `The person's data was erased ${how}.`,
        erasedAt: expect.any(Date),
      });
      // A request to see is closed by it too, saying why; its details are erased all the same.
      expect(await suite.app.db.privacyRequests.get(seeId)).toMatchObject({
        status: "done",
        name: "",
        outcomeNote: `The person's data was erased ${how}; this request to see it was closed with it.`,
      });

      // Its page says so coherently: done, no erase button, and its activity says how.
      const page = await suite.app.inject({ url: `/inbox/privacy/${requestId}`, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      const text = page.body.replaceAll("<!-- -->", "");
      expect(text).toMatch(/<dt>Status<\/dt><dd>Done/);
      expect(text).not.toContain(`action="/inbox/privacy/${requestId}/erase"`);
      expect(text).not.toContain("Pooja");
      expect(text).toContain(
        byLink
          ? "The person had their data erased by their personal link, which closes this request"
          : `${STAFF[1].name} marked the privacy request done: The person&#x27;s data was erased by`,
      );
      const list = (await suite.app.inject({ url: "/inbox/privacy", headers: { cookie } })).body;
      const entry = list.replaceAll("<!-- -->", "").split(`/inbox/privacy/${requestId}"`)[1] ?? "";
      expect(entry.slice(0, entry.indexOf("</li>"))).toMatch(
        /Erase their data<\/a><span class="muted"> Done/,
      );
      // Pressing the old page's button again is refused as closed, not as an error.
      const again = await staffErase(suite.app, `/inbox/privacy/${requestId}/erase`, cookie);
      expect(again.statusCode).toBe(400);
    },
  );
});
