/**
 * Who may use the inbox, through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): every endpoint refused without a valid session or from another origin;
 * sessions replaced at sign-in, ended at sign-out, stored only as a hash.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import {
  addStaff,
  inboxWithLeadPerSuite,
  sessionCookieOf,
  signedIn,
  signInApi,
  tokenOf,
} from "../testing/inbox.ts";
import { hashSessionToken, SESSION_IDLE_MS } from "./sessions.ts";

type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object };

describe.each(DRIVERS)("inbox access on %s", (driver) => {
  const suite = inboxWithLeadPerSuite(driver);

  const api = (): Call[] => [
    { method: "DELETE", url: "/api/inbox/session" },
    { method: "GET", url: "/api/inbox/staff" },
    { method: "GET", url: "/api/inbox/leads" },
    { method: "GET", url: `/api/inbox/leads/${suite.leadId}` },
    { method: "PATCH", url: `/api/inbox/leads/${suite.leadId}`, payload: { status: "contacted" } },
    { method: "POST", url: `/api/inbox/leads/${suite.leadId}/notes`, payload: { body: "hello" } },
    { method: "POST", url: `/api/inbox/leads/${suite.leadId}/mail/${suite.mailId}/resend` },
    { method: "GET", url: "/api/inbox/export.csv" },
  ];
  const pages = (): Call[] => [
    { method: "GET", url: "/inbox" },
    { method: "GET", url: `/inbox/leads/${suite.leadId}` },
    { method: "GET", url: "/inbox/export.csv" },
    { method: "POST", url: `/inbox/leads/${suite.leadId}/status`, payload: { status: "won" } },
    { method: "POST", url: `/inbox/leads/${suite.leadId}/assignee`, payload: { assignee: "" } },
    { method: "POST", url: `/inbox/leads/${suite.leadId}/notes`, payload: { body: "hello" } },
    { method: "POST", url: `/inbox/leads/${suite.leadId}/mail/${suite.mailId}/resend` },
  ];

  const call = (request: Call, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...(request.payload && request.url.startsWith("/inbox/")
          ? { "content-type": "application/x-www-form-urlencoded" }
          : {}),
        ...headers,
      },
      payload:
        request.payload && request.url.startsWith("/inbox/")
          ? new URLSearchParams(request.payload as Record<string, string>).toString()
          : (request.payload as object | undefined),
    });

  /** Every endpoint answers as if nobody were signed in. */
  async function expectRefused(headers: Record<string, string>) {
    for (const request of api()) {
      const response = await call(request, headers);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in." });
    }
    for (const request of pages()) {
      const response = await call(request, headers);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(
        request.method === "GET" && !request.url.endsWith(".csv") ? 200 : 401,
      );
      expect(response.body).toContain('action="/inbox/sign-in"');
      expect(response.body).not.toContain("HYPERLINK");
    }
    const lead = await suite.app.db.inbox.getInboxLead(suite.leadId);
    expect(lead?.status).toBe("new");
    expect(await suite.app.db.inbox.listNotes(suite.leadId)).toEqual([]);
  }

  it("refuses every endpoint without a session, or with a made-up one", async () => {
    await expectRefused({});
    await expectRefused({ cookie: "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
  });

  it("refuses a session idle for too long and deletes it", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const hash = hashSessionToken(tokenOf(cookie));
    await suite.app.db.staff.touchSession(hash, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
    await expectRefused({ cookie });
    expect(await suite.app.db.staff.findSession(hash)).toBeUndefined();
  });

  it("refuses the session of a disabled account", async () => {
    const member = await addStaff(suite.app, "temp@example.com", "Temp");
    const cookie = await signedIn(suite.app, "temp@example.com");
    expect((await call({ method: "GET", url: "/api/inbox/staff" }, { cookie })).statusCode).toBe(200);
    await suite.app.db.staff.disableStaff(member.id, new Date());
    await expectRefused({ cookie });
    expect((await signInApi(suite.app, "temp@example.com")).statusCode).toBe(401);
  });

  it("refuses state changes from another origin or a cross-site fetch, even with a session", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const changes = [...api(), ...pages()].filter((request) => request.method !== "GET");
    const foreignHeaders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const foreign of foreignHeaders) {
      for (const request of changes) {
        const response = await call(request, { cookie, ...foreign });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
      const signIn = await suite.app.inject({
        method: "POST",
        url: "/api/inbox/session",
        headers: foreign,
        payload: { email: "priya@example.com", password: "correct horse battery staple" },
      });
      expect(signIn.statusCode).toBe(403);
    }
    expect((await suite.app.db.inbox.getInboxLead(suite.leadId))?.status).toBe("new");
    const same = await call(api()[4]!, { cookie, origin: "http://localhost" });
    expect(same.statusCode).toBe(200);
    await suite.app.db.inbox.updateLead(
      suite.leadId,
      { status: "new" },
      { at: new Date(), userId: null, action: "status" },
    );
  });

  it("replaces the session at sign-in and ends it at sign-out", async () => {
    const first = await signedIn(suite.app, "priya@example.com");
    const again = await signInApi(suite.app, "priya@example.com", undefined, first);
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect(again.headers["set-cookie"]).toMatch(/HttpOnly; SameSite=Strict/);
    expect((await call({ method: "GET", url: "/api/inbox/staff" }, { cookie: first })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/api/inbox/staff" }, { cookie: second })).statusCode).toBe(200);
    expect((await call({ method: "DELETE", url: "/api/inbox/session" }, { cookie: second })).statusCode).toBe(
      204,
    );
    expect((await call({ method: "GET", url: "/api/inbox/staff" }, { cookie: second })).statusCode).toBe(401);
  });

  it("uses a __Host- Secure cookie over https and stores only the token's hash", async () => {
    const response = await suite.app.inject({
      method: "POST",
      url: "/api/inbox/session",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "10.8.0.1", host: "leads.example.com" },
      payload: { email: "priya@example.com", password: "correct horse battery staple" },
    });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^__Host-inbox=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
    );
    const token = tokenOf(cookie.split(";")[0]!);
    expect(await suite.app.db.staff.findSession(token)).toBeUndefined();
    expect(await suite.app.db.staff.findSession(hashSessionToken(token))).toBeDefined();
  });
});
