/**
 * The inbox's privacy requests through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): every page and action refused without a valid session or from another site;
 * the list (open first by deadline, overdue said in words), a request with the person's text as
 * text and their leads, closing it with a note, and erasing the person's data from it (no trace
 * of them left in any table, the audit record kept), each act audited.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy-request.ts";
import { DRIVERS } from "../testing/databases.ts";
import { dumpDatabase } from "../testing/dump.ts";
import { postLead } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, submitInquiry } from "../testing/inbox.ts";
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

  it("refuses every page and action without a valid session, changing nothing", async () => {
    const id = await sendRequest({ request: "erase", name: "Refused Person", email: "refused@example.com" });
    const idle = await signedIn(suite.app, STAFF[0].email);
    await suite.app.db.inbox.touchSession(
      hashSessionToken(idle.split("=")[1]!),
      new Date(Date.now() - SESSION_IDLE_MS - 60_000),
    );
    for (const cookie of [undefined, "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", idle]) {
      for (const url of ["/inbox/privacy", `/inbox/privacy/${id}`]) {
        const page = await get(url, cookie);
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('action="/inbox/sign-in"');
        expect(page.body).toContain(`name="next" value="${url}"`);
        expect(page.body).not.toContain("Refused Person");
      }
      const close = await post(
        `/inbox/privacy/${id}/close`,
        { status: "done", note: "x" },
        cookie ? { cookie } : {},
      );
      const erase = await post(`/inbox/privacy/${id}/erase`, { confirm: "yes" }, cookie ? { cookie } : {});
      for (const response of [close, erase]) {
        expect(response.statusCode).toBe(401);
        expect(response.body).toContain('action="/inbox/sign-in"');
        expect(response.body).not.toContain("Refused Person");
      }
    }
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const foreigners: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const foreign of foreigners) {
      const close = await post(
        `/inbox/privacy/${id}/close`,
        { status: "done", note: "x" },
        { cookie, ...foreign },
      );
      const erase = await post(`/inbox/privacy/${id}/erase`, { confirm: "yes" }, { cookie, ...foreign });
      expect([close.statusCode, erase.statusCode]).toEqual([403, 403]);
    }
    const request = await suite.app.db.privacyRequests.get(id);
    expect(request).toMatchObject({ status: "open", name: "Refused Person", erasedAt: null });
    expect(await suite.app.db.privacyRequests.audit(id)).toEqual([]);
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

  it("erases the person's data from an erasure request: no trace in any table, the audit record kept", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const lead = await submitInquiry(suite.app, { ...PERSON, email: PERSON.email.toLowerCase() });
    const id = await sendRequest({ request: "erase", ...PERSON, message: "Please erase Tejal's data" });
    const unconfirmed = await post(`/inbox/privacy/${id}/erase`, {}, { cookie });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain(PRIVACY_REQUEST_MESSAGES.unconfirmed);

    const erased = await post(`/inbox/privacy/${id}/erase`, { confirm: "yes" }, { cookie });
    expect(erased.statusCode).toBe(303);
    expect((await suite.app.db.getLead(lead))?.erasedAt).toBeInstanceOf(Date);
    const request = await suite.app.db.privacyRequests.get(id);
    expect(request).toMatchObject({ status: "done", name: "", email: null, mobile: null, message: null });
    expect(request?.erasedAt).toBeInstanceOf(Date);

    // The confirmation goes to their address once; then its content is erased too.
    const claimed = await suite.app.db.claimOutbox(500, 60_000);
    const confirmation = claimed.find((item) => item.privacyRequestId === id);
    expect(confirmation?.message.to).toBe(PERSON.email);
    for (const item of claimed) await suite.app.db.markOutboxSent(item.id);

    const dump = await dumpDatabase(suite.db);
    for (const trace of ["Tejal", "Mistry", "mistry@example.com", PERSON.mobileNo]) {
      expect(dump, trace).not.toContain(trace);
    }
    const audit = await suite.app.db.privacyRequests.audit(id);
    const erasure = audit.find((event) => event.action === "erasure");
    expect(erasure?.userName).toBe(STAFF[0].name);
    expect(erasure?.detail).toContain("1 lead (webInquiry)");
    const page = await get(`/inbox/privacy/${id}`, cookie);
    expect(page.body).toContain("(erased)");
    expect(page.body).not.toContain("Erase this person");
  });
});
