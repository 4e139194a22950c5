/**
 * The inbox through app.inject on a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL):
 * every endpoint refused without a valid session or from another origin; sessions replaced at
 * sign-in; status, assignee and notes round-trip; the export neutralises formulas.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { addStaff, sessionCookieOf, signedIn, signInApi, submitInquiry, tokenOf } from "../testing/inbox.ts";
import { PAGE_SIZE } from "./filters.ts";
import { hashSessionToken, SESSION_IDLE_MS } from "./sessions.ts";

type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object };

describe.each(DRIVERS)("inbox on %s", (driver) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let leadId: string;
  let mailId: string;

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    app = await buildApp(testConfig(db), { logger: false });
    await addStaff(app, "priya@example.com", "Priya Shah");
    await addStaff(app, "arjun@example.com", "Arjun Mehta");
    leadId = await submitInquiry(app, { name: '=HYPERLINK("http://x")', message: "+91 call me @ noon" });
    mailId = (await app.db.inbox.leadMail(leadId))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  const api = (): Call[] => [
    { method: "DELETE", url: "/api/inbox/session" },
    { method: "GET", url: "/api/inbox/staff" },
    { method: "GET", url: "/api/inbox/leads" },
    { method: "GET", url: `/api/inbox/leads/${leadId}` },
    { method: "PATCH", url: `/api/inbox/leads/${leadId}`, payload: { status: "contacted" } },
    { method: "POST", url: `/api/inbox/leads/${leadId}/notes`, payload: { body: "hello" } },
    { method: "POST", url: `/api/inbox/leads/${leadId}/mail/${mailId}/resend` },
    { method: "GET", url: "/api/inbox/export.csv" },
  ];
  const pages = (): Call[] => [
    { method: "GET", url: "/inbox" },
    { method: "GET", url: `/inbox/leads/${leadId}` },
    { method: "GET", url: "/inbox/export.csv" },
    { method: "POST", url: `/inbox/leads/${leadId}/status`, payload: { status: "won" } },
    { method: "POST", url: `/inbox/leads/${leadId}/assignee`, payload: { assignee: "" } },
    { method: "POST", url: `/inbox/leads/${leadId}/notes`, payload: { body: "hello" } },
    { method: "POST", url: `/inbox/leads/${leadId}/mail/${mailId}/resend` },
  ];

  const call = (request: Call, headers: Record<string, string> = {}) =>
    app.inject({
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
    const lead = await app.db.inbox.getInboxLead(leadId);
    expect(lead?.status).toBe("new");
    expect(await app.db.inbox.listNotes(leadId)).toEqual([]);
  }

  it("refuses every endpoint without a session, or with a made-up one", async () => {
    await expectRefused({});
    await expectRefused({ cookie: "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
  });

  it("refuses a session idle for too long and deletes it", async () => {
    const cookie = await signedIn(app, "priya@example.com");
    const hash = hashSessionToken(tokenOf(cookie));
    await app.db.inbox.touchSession(hash, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
    await expectRefused({ cookie });
    expect(await app.db.inbox.findSession(hash)).toBeUndefined();
  });

  it("refuses the session of a disabled account", async () => {
    const member = await addStaff(app, "temp@example.com", "Temp");
    const cookie = await signedIn(app, "temp@example.com");
    expect((await call({ method: "GET", url: "/api/inbox/staff" }, { cookie })).statusCode).toBe(200);
    await app.db.inbox.disableStaff(member.id, new Date());
    await expectRefused({ cookie });
    expect((await signInApi(app, "temp@example.com")).statusCode).toBe(401);
  });

  it("refuses state changes from another origin or a cross-site fetch, even with a session", async () => {
    const cookie = await signedIn(app, "priya@example.com");
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
      const signIn = await app.inject({
        method: "POST",
        url: "/api/inbox/session",
        headers: foreign,
        payload: { email: "priya@example.com", password: "correct horse battery staple" },
      });
      expect(signIn.statusCode).toBe(403);
    }
    expect((await app.db.inbox.getInboxLead(leadId))?.status).toBe("new");
    const same = await call(api()[4]!, { cookie, origin: "http://localhost" });
    expect(same.statusCode).toBe(200);
    await app.db.inbox.updateLead(
      leadId,
      { status: "new" },
      { at: new Date(), userId: null, action: "status" },
    );
  });

  it("replaces the session at sign-in and ends it at sign-out", async () => {
    const first = await signedIn(app, "priya@example.com");
    const again = await signInApi(app, "priya@example.com", undefined, first);
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
    const response = await app.inject({
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
    expect(await app.db.inbox.findSession(token)).toBeUndefined();
    expect(await app.db.inbox.findSession(hashSessionToken(token))).toBeDefined();
  });

  it("round-trips status, assignee and notes, visible to a second account with the audit trail", async () => {
    const priya = await signedIn(app, "priya@example.com");
    const arjun = (await app.db.inbox.listStaff()).find((member) => member.name === "Arjun Mehta")!;
    const patch = (payload: object) =>
      app.inject({ method: "PATCH", url: `/api/inbox/leads/${leadId}`, headers: { cookie: priya }, payload });
    expect((await patch({ status: "qualified" })).json().lead.status).toBe("qualified");
    expect((await patch({ status: "contacted" })).json().lead.status).toBe("contacted");
    expect((await patch({ assigneeId: arjun.id })).json().lead.assigneeId).toBe(arjun.id);
    expect((await patch({ status: "maybe" })).statusCode).toBe(400);
    expect((await patch({ assigneeId: "nobody-like-this" })).statusCode).toBe(400);
    const note = await app.inject({
      method: "POST",
      url: `/api/inbox/leads/${leadId}/notes`,
      headers: { cookie: priya },
      payload: { body: "Called, visiting Tuesday" },
    });
    expect(note.statusCode).toBe(201);

    const other = await signedIn(app, "arjun@example.com");
    const detail = (
      await app.inject({ url: `/api/inbox/leads/${leadId}`, headers: { cookie: other } })
    ).json();
    expect(detail.lead).toMatchObject({ status: "contacted", assigneeId: arjun.id });
    expect(detail.notes).toMatchObject([{ authorName: "Priya Shah", body: "Called, visiting Tuesday" }]);
    const actions = detail.audit.map(
      (event: { action: string; userName: string }) => `${event.userName} ${event.action}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "Priya Shah status",
        "Priya Shah assignee",
        "Priya Shah note",
        "Arjun Mehta view",
      ]),
    );
    const list = (
      await app.inject({ url: "/api/inbox/leads?status=contacted", headers: { cookie: other } })
    ).json();
    expect(list.leads.map((lead: { id: string }) => lead.id)).toEqual([leadId]);
    expect(list.counts.contacted).toBe(1);
  });

  it("pages the list newest first with a cursor to older leads", async () => {
    const cookie = await signedIn(app, "priya@example.com");
    const ids: string[] = [];
    for (let index = 0; index < PAGE_SIZE + 1; index++) {
      ids.push(await submitInquiry(app, { subject: `Page ${index}` }));
      // Leads of the same millisecond are ordered by id; a distinct time keeps submission order.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = (await app.inject({ url: "/api/inbox/leads?q=page", headers: { cookie } })).json();
    expect(first.leads.map((lead: { id: string }) => lead.id)).toEqual(ids.slice(1).reverse());
    expect(first.next).toEqual(expect.any(String));
    const second = (
      await app.inject({
        url: `/api/inbox/leads?q=page&before=${encodeURIComponent(first.next)}`,
        headers: { cookie },
      })
    ).json();
    expect(second).toMatchObject({ leads: [{ id: ids[0] }], next: null });
    const page = await app.inject({ url: "/inbox?q=page", headers: { cookie } });
    const older = new URLSearchParams({ q: "page", before: first.next }).toString().replace("&", "&amp;");
    expect(page.body).toContain(`href="/inbox?${older}">Older leads</a>`);
  });

  it("queues a failed email again", async () => {
    const cookie = await signedIn(app, "priya@example.com");
    const url = `/api/inbox/leads/${leadId}/mail/${mailId}/resend`;
    expect((await app.inject({ method: "POST", url, headers: { cookie } })).statusCode).toBe(400);
    await app.db.markOutboxFailed(mailId, "550 mailbox unavailable", null);
    const response = await app.inject({ method: "POST", url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().mail[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "550 mailbox unavailable",
    });
  });

  it("exports the filtered view as CSV with formula cells neutralised", async () => {
    const cookie = await signedIn(app, "priya@example.com");
    const response = await app.inject({ url: "/inbox/export.csv?q=hyperlink", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = response.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("'+91 call me @ noon");
    expect(lines[1]).not.toMatch(/,[=+\-@]/);
    const audit = await app.db.inbox.listAudit({ limit: 1 });
    expect(audit[0]).toMatchObject({ action: "export", userName: "Priya Shah" });
  });

  it("works through the plain forms: sign in, change status, add a note, sign out", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.7.0.1" };
    const signIn = await app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: form,
      payload: "email=Arjun%40example.com&password=correct+horse+battery+staple",
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe("/inbox");
    const cookie = sessionCookieOf(signIn);
    const post = (url: string, payload: string) =>
      app.inject({ method: "POST", url, headers: { ...form, cookie }, payload });
    const status = await post(`/inbox/leads/${leadId}/status?kind=webInquiry`, "status=won");
    expect(status.statusCode).toBe(303);
    expect(status.headers.location).toBe(`/inbox/leads/${leadId}?kind=webInquiry&saved=status`);
    await post(`/inbox/leads/${leadId}/notes`, "body=Order+signed");
    const page = await app.inject({ url: `/inbox/leads/${leadId}?saved=note`, headers: { cookie } });
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain("Order signed");
    expect(page.body).toContain("Note added.");
    expect(page.body).toMatch(/aria-pressed="true"[^>]*>Won</);
    const missing = await app.inject({ url: "/inbox/leads/no-such-lead", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(missing.body).toContain("There is no such lead.");
    const foreign = await app.inject({
      method: "POST",
      url: `/inbox/leads/${leadId}/notes`,
      headers: { ...form, cookie, origin: "https://evil.example" },
      payload: "body=x",
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain("This request must come from the inbox itself.");
    const out = await post("/inbox/sign-out", "");
    expect(out.statusCode).toBe(303);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await app.inject({ url: "/inbox", headers: { cookie } })).body).toContain(
      'action="/inbox/sign-in"',
    );
  });
});
