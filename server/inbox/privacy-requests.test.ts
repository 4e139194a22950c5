/**
 * The inbox's privacy requests through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): every page and action refused without a valid session, every action from
 * another site; the list (open first by deadline, overdue said in words), a request with the
 * person's text as text and their leads, closing it with a note, and erasing the person's data
 * from it (db.privacy.erase, whose "no trace in any table" server/privacy/erasure.test.ts proves),
 * each act audited.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, submitInquiry, submitTicket } from "../testing/inbox.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { PRIVACY_REQUEST_MESSAGES } from "./privacy-pages.ts";
import { hashSessionToken, SESSION_IDLE_MS } from "./sessions.ts";

const PERSON = { name: "Tejal Mistry", mobileNo: "9825077777", email: "Tejal.Mistry@Example.com" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe.each(DRIVERS)("privacy requests in the inbox on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  async function sendRequest(fields: Record<string, string>): Promise<string> {
    const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, fields);
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }
  const get = (url: string, cookie?: string) => suite.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: "POST",
      url,
      headers: { ...FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Every privacy request route of the inbox, for a request `id`. */
  const routes = (id: string): { method: "GET" | "POST"; url: string; fields?: Record<string, string> }[] => [
    { method: "GET", url: "/inbox/privacy" },
    { method: "GET", url: `/inbox/privacy/${id}` },
    { method: "POST", url: `/inbox/privacy/${id}/close`, fields: { status: "done", note: "x" } },
    { method: "POST", url: `/inbox/privacy/${id}/erase`, fields: { confirm: "yes" } },
  ];
  const call = (route: ReturnType<typeof routes>[number], headers: Record<string, string> = {}) =>
    route.method === "GET"
      ? suite.app.inject({ url: route.url, headers })
      : post(route.url, route.fields ?? {}, headers);

  /** Nothing of the request was seen or changed: still open, unerased, no audit record. */
  async function expectUntouched(id: string) {
    const request = await suite.app.db.privacyRequests.get(id);
    expect(request).toMatchObject({ status: "open", name: "Refused Person", erasedAt: null });
    expect(await suite.app.db.privacyRequests.audit(id)).toEqual([]);
  }

  it("refuses every page and action without a session, with a made-up or an idle one, changing nothing", async () => {
    const id = await sendRequest({ request: "erase", name: "Refused Person", email: "refused@example.com" });
    const idle = await signedIn(suite.app, STAFF[0].email);
    await suite.app.db.staff.touchSession(
      hashSessionToken(idle.split("=")[1]!),
      new Date(Date.now() - SESSION_IDLE_MS - 60_000),
    );
    for (const cookie of [undefined, "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", idle]) {
      for (const route of routes(id)) {
        const response = await call(route, cookie ? { cookie } : {});
        const what = `${route.method} ${route.url} (${cookie ? "bad session" : "no session"})`;
        // A page shows the sign-in form (returning to it); an action is refused (401) the same way.
        expect(response.statusCode, what).toBe(route.method === "GET" ? 200 : 401);
        expect(response.body, what).toContain('action="/inbox/sign-in"');
        expect(response.body, what).toContain(
          `name="next" value="${route.url.replace(/\/(close|erase)$/, "")}"`,
        );
        expect(response.body, what).not.toContain("Refused Person");
        expect(response.body, what).not.toContain("refused@example.com");
        expect(response.headers["cache-control"], what).toBe("no-store");
        expect(response.headers["x-robots-tag"], what).toBe("noindex, nofollow");
      }
      // An action's address opened as a page only leads to its request's page (which asks to sign in).
      for (const action of ["close", "erase"]) {
        const opened = await get(`/inbox/privacy/${id}/${action}`, cookie);
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toBe(`/inbox/privacy/${id}`);
      }
    }
    await expectUntouched(id);
  });

  it("refuses every action from another site or a cross-site fetch, even with a session, changing nothing", async () => {
    const id = await sendRequest({ request: "erase", name: "Refused Person", email: "refused@example.com" });
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const foreigners: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const foreign of foreigners) {
      for (const route of routes(id).filter((each) => each.method === "POST")) {
        const response = await call(route, { cookie, ...foreign });
        expect(response.statusCode, `${route.url} ${JSON.stringify(foreign)}`).toBe(403);
        expect(response.body).not.toContain("Refused Person");
      }
    }
    await expectUntouched(id);
    // The same action from the inbox's own origin is carried out.
    const same = await post(
      `/inbox/privacy/${id}/close`,
      { status: "refused", note: "Not the person's own data." },
      { cookie, origin: "http://localhost" },
    );
    expect(same.statusCode).toBe(303);
    expect((await suite.app.db.privacyRequests.get(id))?.status).toBe("refused");
  });

  it("lists open requests first by deadline, says overdue in words, shows a request's text as text", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const id = await sendRequest({
      request: "correct",
      name: "Script <img src=x onerror=alert(1)>",
      mobileNo: "9825088888",
      correction: "<b>new</b> address",
    });
    await submitInquiry(suite.app, { name: "Lead Of Script", mobileNo: "9825088888" });
    // A request that is past its deadline.
    const late = await sendRequest({ request: "see", name: "Late Request", mobileNo: "9825099999" });
    const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await (
      suite.app.db as unknown as { sql: { run(sql: string, params: unknown[]): Promise<number> } }
    ).sql.run("UPDATE privacy_requests SET deadline_at = ? WHERE id = ?", [past, late]);

    const list = await get("/inbox/privacy", cookie);
    expect(list.statusCode).toBe(200);
    const lateAt = list.body.indexOf("Late Request");
    expect(lateAt).toBeGreaterThan(-1);
    expect(lateAt).toBeLessThan(list.body.indexOf("Script &lt;img"));
    expect(list.body.slice(lateAt, lateAt + 200)).toContain("OVERDUE");

    const page = await get(`/inbox/privacy/${id}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("<img src=x");
    expect(page.body).toContain("Script &lt;img src=x onerror=alert(1)&gt;");
    expect(page.body).toContain("&lt;b&gt;new&lt;/b&gt; address");
    expect(page.body).toContain("Lead Of Script");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).not.toContain("Erase this person");
    const audit = await suite.app.db.privacyRequests.audit(id);
    expect(audit).toEqual([expect.objectContaining({ action: "request-view", userName: STAFF[0].name })]);
    expect((await get("/inbox/privacy/no-such-request", cookie)).statusCode).toBe(404);
  });

  it("closes a request as done or refused with a note, once, audited; a missing note is refused", async () => {
    const cookie = await signedIn(suite.app, STAFF[1].email);
    const id = await sendRequest({ request: "see", name: "Closing Person", email: "closing@example.com" });
    const empty = await post(`/inbox/privacy/${id}/close`, { status: "done", note: " " }, { cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(PRIVACY_REQUEST_MESSAGES.noteEmpty);
    const done = await post(
      `/inbox/privacy/${id}/close`,
      { status: "done", note: "Sent them their data." },
      { cookie },
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/inbox/privacy/${id}?done=closed`);
    expect(await suite.app.db.privacyRequests.get(id)).toMatchObject({
      status: "done",
      outcomeNote: "Sent them their data.",
      closedBy: { name: STAFF[1].name },
    });
    const again = await post(`/inbox/privacy/${id}/close`, { status: "refused", note: "again" }, { cookie });
    expect(again.statusCode).toBe(400);
    const actions = (await suite.app.db.privacyRequests.audit(id)).map((event) => event.action);
    expect(actions.filter((action) => action === "request-done")).toHaveLength(1);
    expect(actions).not.toContain("request-refused");
    expect((await get(`/inbox/privacy/${id}/close`, cookie)).headers.location).toBe(`/inbox/privacy/${id}`);
  });

  // That no trace is left in any table is proven with the erasure by a personal link, the same
  // erasure (server/privacy/erasure.test.ts).
  it("marks a lead that shares only the mobile number, so staff check it is the same person before erasing", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const own = await submitInquiry(suite.app, { name: "Mallory Mehta", email: "mallory@example.com" });
    const victim = await submitInquiry(suite.app, {
      name: "Victim Vora",
      mobileNo: "9876511111",
      email: "victim@example.com",
    });
    const id = await sendRequest({
      request: "erase",
      name: "Mallory Mehta",
      email: "Mallory@Example.com",
      mobileNo: "9876511111",
    });
    const text = (await get(`/inbox/privacy/${id}`, cookie)).body.replaceAll("<!-- -->", "");
    const line = (lead: string) => text.slice(text.indexOf(`/inbox/leads/${lead}`)).split("</li>")[0];
    expect(line(victim)).toContain("same mobile only: check it is the same person");
    expect(line(own)).not.toContain("same mobile only");
  });

  it("lists every kind of record the person has: leads by their names, service tickets, other privacy requests", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const mobileNo = "9825066661";
    const ticket = await submitTicket(suite.app, {
      name: "Ticket Person",
      mobileNo,
      building: "Kiran Towers",
    });
    const lead = await submitInquiry(suite.app, {
      name: "Lead Person",
      mobileNo,
      email: "lead.person@example.com",
    });
    const earlier = await sendRequest({
      request: "correct",
      name: "Ticket Person",
      mobileNo,
      correction: "My name",
    });
    // A "see my data" request by the mobile number alone: the ticket is theirs too.
    const id = await sendRequest({ request: "see", name: "Ticket Person", mobileNo });
    const page = (await get(`/inbox/privacy/${id}`, cookie)).body.replaceAll("<!-- -->", "");
    expect(page).not.toContain("No lead has this email or mobile number");
    expect(page).toContain(`href="/inbox/tickets/${ticket.id}"`);
    expect(page).toContain(`${ticket.number} · Lift stopped`);
    expect(page).toContain(`href="/inbox/leads/${lead}"`);
    expect(page).toContain(`href="/inbox/privacy/${earlier}"`);
    // A lead's kind by the name the inbox uses elsewhere, never its code.
    expect(page).toContain("Lead Person · Inquiry");
    expect(page).not.toContain("webInquiry");

    const nobody = await sendRequest({ request: "see", name: "Nobody", mobileNo: "9825066669" });
    const empty = (await get(`/inbox/privacy/${nobody}`, cookie)).body;
    expect(empty).toContain(
      "No lead, service ticket or other privacy request has this email or mobile number.",
    );
  });

  it("erases by a request with a mobile number alone, saying truly what was erased and that no email goes", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const mobileNo = "9825066662";
    const ticket = await submitTicket(suite.app, {
      name: "Mobile Only",
      mobileNo,
      email: "mobile.only@example.com",
    });
    const lead = await submitInquiry(suite.app, {
      name: "Mobile Only",
      mobileNo,
      email: "other.box@example.com",
    });
    const id = await sendRequest({ request: "erase", name: "Mobile Only", mobileNo });
    const before = (await get(`/inbox/privacy/${id}`, cookie)).body.replaceAll("<!-- -->", "");
    expect(before).toContain("from every lead, service ticket and privacy request listed above");
    expect(before).toContain("No email confirms it: the request gave no email address.");

    const erased = await post(`/inbox/privacy/${id}/erase`, { confirm: "yes" }, { cookie });
    expect(erased.statusCode).toBe(303);
    expect((await suite.app.db.tickets.get(ticket.id))?.erasedAt).toBeInstanceOf(Date);
    expect((await suite.app.db.leads.get(lead))?.erasedAt).toBeInstanceOf(Date);
    const claimed = await claimAsSent(suite.app, 500, 60_000);
    expect(claimed.filter((item) => item.privacyRequestId === id)).toEqual([]);
    for (const item of claimed) await suite.app.db.outbox.markSent(item.id);

    const page = (await get(String(erased.headers.location), cookie)).body.replaceAll("<!-- -->", "");
    expect(page).not.toContain("queued");
    expect(page).toContain("No email confirms it: the request gave no email address");
    // What the erasure reached, as its audit record says: the ticket too, not "their leads" alone.
    expect(page).toMatch(
      /Erased<\/dt><dd>[^<]*1 lead \(Inquiry\) and 1 service ticket and 1 privacy request/,
    );
    expect(page).not.toContain("No lead has this email or mobile number");
  });

  it("erases the person's data from an erasure request after a tick box, confirms it, keeps the audit record", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const lead = await submitInquiry(suite.app, { ...PERSON, email: PERSON.email.toLowerCase() });
    const id = await sendRequest({ request: "erase", ...PERSON, message: "Please erase Tejal's data" });
    const unconfirmed = await post(`/inbox/privacy/${id}/erase`, {}, { cookie });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain(PRIVACY_REQUEST_MESSAGES.unconfirmed);

    const erased = await post(`/inbox/privacy/${id}/erase`, { confirm: "yes" }, { cookie });
    expect(erased.statusCode).toBe(303);
    expect((await get(String(erased.headers.location), cookie)).body).toContain(
      "The email confirming it to Tejal.Mistry@Example.com is queued.",
    );
    expect((await suite.app.db.leads.get(lead))?.erasedAt).toBeInstanceOf(Date);
    const request = await suite.app.db.privacyRequests.get(id);
    expect(request).toMatchObject({ status: "done", name: "", email: null, mobile: null, message: null });
    expect(request?.erasedAt).toBeInstanceOf(Date);

    // The confirmation goes to their address once; then its content is erased too.
    const claimed = await claimAsSent(suite.app, 500, 60_000);
    const confirmation = claimed.find((item) => item.privacyRequestId === id);
    expect(confirmation?.message.to).toBe(PERSON.email);
    for (const item of claimed) await suite.app.db.outbox.markSent(item.id);

    const audit = await suite.app.db.privacyRequests.audit(id);
    const erasure = audit.find((event) => event.action === "erasure");
    expect(erasure?.userName).toBe(STAFF[0].name);
    expect(erasure?.detail).toContain("1 lead (webInquiry)");
    const page = await get(`/inbox/privacy/${id}`, cookie);
    expect(page.body).toContain("(erased)");
    expect(page.body).not.toContain("Erase this person");
  });
});
