/**
 * The personal link in a privacy request's acknowledgement, on SQLite and PostgreSQL: issued when
 * the request is stored with an email (only its hash kept; none without an email), it reaches the
 * request itself and what was sent with the same email, never what shares only the mobile number
 * typed beside it. Withdrawal withdraws the consent of the same-email leads and tickets (a request
 * gives none of its own); erasure erases them and the request and closes it. An erasure, by link or
 * by staff, also closes the person's open requests to see or correct, saying why.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import { erasedHow } from "../db/privacy-store.ts";
import { DRIVERS } from "../testing/databases.ts";
import { dumpDatabase, queryRows } from "../testing/dump.ts";
import { postLead, submitLead, type VALID, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, staffErase } from "../testing/inbox.ts";
import { messageText } from "../testing/messages.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { hashToken, hashToken as trackingHash } from "./links.ts";
import { PrivacyRequests } from "./requests.ts";

const LINK = /\/privacy\/request\/([A-Za-z0-9_-]{43})/;

/** A see or correct request closed by the person's erasure (`how`: who erased, from where). */
const closedByErasure = (asked: string, how: string) => ({
  status: "done",
  outcomeNote: `The person's data was erased ${how}; this request to ${asked} it was closed with it.`,
  erasedAt: expect.any(Date),
});

describe.each(DRIVERS)("a privacy request's personal link on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const requests = () => new PrivacyRequests({ repo: suite.app.db, log: { info: () => undefined } });

  const submit = (kind: keyof typeof VALID, fields: Record<string, string>) =>
    submitLead(suite.app, kind, fields);

  async function ticket(fields: Record<string, string>) {
    const response = await postLead(suite.app, SERVICE_API_PATH, { ...VALID_SERVICE_REQUEST, ...fields });
    expect(response.statusCode).toBe(201);
    const tracking = (response.json().trackPath as string).split("/").pop()!;
    return (await suite.app.db.tickets.findByTokenHash(trackingHash(tracking)))!.id;
  }

  /** A privacy request through the public API: its id and its acknowledgement's text (if any). */
  async function privacyRequest(fields: Record<string, string>, page = "/privacy") {
    const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, { sourcePage: page, ...fields });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    const ack = queued.find((item) => item.privacyRequestId === id && item.recipient === "visitor");
    return { id, ack: ack?.message.text, token: LINK.exec(ack?.message.text ?? "")?.[1] };
  }

  const storedHash = async (id: string) =>
    (await queryRows(suite.db, "SELECT privacy_token_hash FROM privacy_requests WHERE id = ?", [id]))[0]
      ?.privacy_token_hash;

  it("is in the acknowledgement, in the request's language; only its hash is stored; no email, no link", async () => {
    for (const locale of ["en", "gu", "hi"] as const) {
      const page = locale === "en" ? "/privacy" : `/${locale}/privacy`;
      const { id, ack, token } = await privacyRequest(
        { request: "see", name: "Ack Link", email: `ack.${locale}@example.com` },
        page,
      );
      expect(ack).toContain(messageText(locale, "email_privacy_link_line").split("{link}")[0]);
      expect(ack).toContain(`${locale === "en" ? "" : `/${locale}`}/privacy/request/${token}`);
      expect(await storedHash(id)).toBe(hashToken(token!));
      expect(await requests().find(token!)).toEqual({
        locale,
        consentWithdrawnAt: null,
        nothingToWithdraw: true,
      });
    }
    const mobileOnly = await privacyRequest({ request: "see", name: "No Mail", mobileNo: "9825000001" });
    expect(mobileOnly.ack).toBeUndefined();
    expect(await storedHash(mobileOnly.id)).toBeNull();
    const trap = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
      request: "see",
      name: "Bot",
      email: "bot@example.com",
      website: "http://spam",
    });
    expect(await storedHash(trap.json().id)).toBeNull();
  });

  it("withdraws the consent of what was sent with its email only, recorded on the request", async () => {
    const person = { name: "Manisha Rana", mobileNo: "9825000002", email: "manisha.rana@example.com" };
    const lead = await submit("webInquiry", { ...person, email: "Manisha.Rana@Example.com" });
    const theirTicket = await ticket({ ...person });
    // Someone who shares only the mobile number typed in the request: not reached by its link.
    const sameMobile = await submit("question", { mobileNo: person.mobileNo, email: "other@example.net" });
    const { id, token } = await privacyRequest({ request: "correct", ...person, correction: "New flat" });
    expect(await requests().find(token!)).toEqual({ locale: "en", consentWithdrawnAt: null });

    const first = await requests().withdraw(token!);
    expect(first).toMatchObject({ alreadyWithdrawn: false, consentWithdrawnAt: expect.any(String) });
    expect((await suite.app.db.leads.get(lead))?.consentWithdrawnAt).toBeInstanceOf(Date);
    expect((await suite.app.db.tickets.get(theirTicket))?.consentWithdrawnAt).toBeInstanceOf(Date);
    expect((await suite.app.db.leads.get(sameMobile))?.consentWithdrawnAt).toBeNull();
    // The request stays open: answering it is not a matter of consent.
    expect(await suite.app.db.privacyRequests.get(id)).toMatchObject({ status: "open", name: person.name });
    const audit = await suite.app.db.privacyRequests.audit(id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "withdrawal",
        userName: null,
        detail: "consent withdrawn by the person's link for 1 lead (webInquiry) and 1 service ticket",
      }),
    ]);
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/privacy/${id}`, headers: { cookie } });
    expect(page.body.replaceAll("<!-- -->", "")).toContain(
      "The person withdrew consent by their personal link",
    );

    // Pressed again: nothing changes or is recorded, and the link's page says since when.
    const second = await requests().withdraw(token!);
    expect(second).toMatchObject({ alreadyWithdrawn: true, consentWithdrawnAt: expect.any(String) });
    expect(await suite.app.db.privacyRequests.audit(id)).toHaveLength(2); // the view above and the withdrawal
    expect((await requests().find(token!))?.consentWithdrawnAt).toEqual(expect.any(String));
  });

  it("has nothing to withdraw when its email sent us nothing else: it changes and records nothing", async () => {
    const { id, token } = await privacyRequest({
      request: "see",
      name: "Only Asked",
      email: "only@example.com",
    });
    expect(await requests().withdraw(token!)).toEqual({
      locale: "en",
      consentWithdrawnAt: null,
      nothingToWithdraw: true,
      alreadyWithdrawn: true,
    });
    expect(await suite.app.db.privacyRequests.audit(id)).toEqual([]);
  });

  it("erases the request and what was sent with its email, closes its open requests, confirms and is used up", async () => {
    const person = { name: "Tejal Vyas", mobileNo: "9825000003", email: "tejal.vyas@example.com" };
    const lead = await submit("appointment", { ...person, email: "TEJAL.VYAS@example.com" });
    const sameMobile = await submit("question", {
      name: "Someone Else",
      mobileNo: person.mobileNo,
      email: "someone.else@example.net",
    });
    const see = await privacyRequest({ request: "see", ...person }, "/hi/privacy");
    const correct = await privacyRequest({ request: "correct", ...person, correction: "Tejal V. Vyas" });

    expect(await requests().erase(see.token!)).toEqual({ locale: "hi", consentWithdrawnAt: null });

    const how = erasedHow({ via: "link" });
    for (const [request, asked] of [[see, "see"] as const, [correct, "correct"] as const]) {
      expect(await suite.app.db.privacyRequests.get(request.id)).toMatchObject({
        ...closedByErasure(asked, how),
        closedBy: null,
        name: "",
        email: null,
        mobile: null,
      });
      expect(await storedHash(request.id)).toBeNull();
    }
    expect((await suite.app.db.leads.get(lead))?.erasedAt).toBeInstanceOf(Date);
    expect(await suite.app.db.leads.get(sameMobile)).toMatchObject({
      erasedAt: null,
      data: expect.objectContaining({ name: "Someone Else" }),
    });
    const erasure = (await suite.app.db.privacyRequests.audit(see.id)).find((e) => e.action === "erasure");
    expect(erasure?.detail).toContain("1 lead (appointment) and 2 privacy requests");

    // The confirmation, in the request's language, owned by the request; its content goes once sent.
    const claimed = await claimAsSent(suite.app, 500, 60_000);
    const theirs = claimed.filter((item) => [see.id, correct.id].includes(item.privacyRequestId ?? ""));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.message).toMatchObject({ to: person.email });
    expect(theirs[0]!.message.subject).toContain("आपकी जानकारी");
    for (const item of claimed) await suite.app.db.outbox.markSent(item.id);
    const dump = await dumpDatabase(suite.db);
    for (const trace of ["Tejal", "Vyas", "tejal.vyas", "TEJAL"]) expect(dump, trace).not.toContain(trace);

    const cookie = await signedIn(suite.app, STAFF[0].email);
    const page = await suite.app.inject({ url: `/inbox/privacy/${correct.id}`, headers: { cookie } });
    expect(page.body.replaceAll("<!-- -->", "")).toContain(
      "The person had their data erased by their personal link, which closes this request",
    );
    expect(await requests().find(see.token!)).toBeUndefined();
    expect(await requests().erase(see.token!)).toBeUndefined();
    expect(await requests().find(correct.token!)).toBeUndefined();
  });

  it("is closed with a note when staff erase the person's data: requests to see and to correct alike", async () => {
    const person = { name: "Dhruv Parekh", mobileNo: "9825000004", email: "dhruv.parekh@example.com" };
    const lead = await submit("webInquiry", person);
    // Asked with the mobile number alone: staff, who checked who asks, reach it by the mobile.
    const see = await privacyRequest({ request: "see", name: person.name, mobileNo: person.mobileNo });
    const correct = await privacyRequest({ request: "correct", ...person, correction: "D. Parekh" });
    const other = await privacyRequest({
      request: "see",
      name: "Another Person",
      email: "another@example.com",
    });
    const cookie = await signedIn(suite.app, STAFF[1].email);
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[1].email);
    const erased = await staffErase(suite.app, `/inbox/leads/${lead}/erase`, cookie);
    expect(erased.statusCode).toBe(303);
    const how = erasedHow({ via: "lead", user: { id: staff!.id, name: STAFF[1].name }, leadId: lead });
    for (const [request, asked] of [[see, "see"] as const, [correct, "correct"] as const]) {
      expect(await suite.app.db.privacyRequests.get(request.id)).toMatchObject({
        ...closedByErasure(asked, how),
        closedBy: expect.objectContaining({ id: staff!.id }),
      });
      const page = await suite.app.inject({ url: `/inbox/privacy/${request.id}`, headers: { cookie } });
      const text = page.body.replaceAll("<!-- -->", "");
      expect(text).toMatch(/<dt>Status<\/dt><dd>Done/);
      expect(text).toContain(
        `${STAFF[1].name} marked the privacy request done: The person&#x27;s data was erased by ${STAFF[1].name} from the inbox`,
      );
      expect(text).toContain(`this request to ${asked} it was closed with it.`);
      expect(text).not.toContain("Dhruv");
    }
    expect(await suite.app.db.privacyRequests.get(other.id)).toMatchObject({
      status: "open",
      name: "Another Person",
    });
  });
});
