/**
 * Who may use the inbox's ticket pages and the tickets' JSON API, through app.inject on a real
 * database (SQLite, and PostgreSQL with TEST_DATABASE_URL): every page, action, search, export,
 * erasure and API route refused without a valid session, with a made-up or expired one, or (for
 * changes) from another site; nothing changed by a refusal.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../../testing/databases.ts";
import { FORM_POST, formBody } from "../../testing/fixtures.ts";
import { inboxPerSuite, signedIn, submitTicket, tokenOf } from "../../testing/inbox.ts";
import { hashSessionToken, SESSION_IDLE_MS } from "../sessions.ts";

type Call = {
  method: "GET" | "POST";
  url: string;
  payload?: Record<string, string>;
  /** Without a session: 200 for a page (the sign-in form), 401 for a change and the export. */
  refused?: number;
};

type ApiCall = { method: "GET" | "POST" | "PATCH"; url: string; payload?: Record<string, unknown> };

describe.each(DRIVERS)("ticket pages' access on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  let ticketId = "";
  let engineerId = "";

  const pages = (): Call[] => [
    { method: "GET", url: "/inbox/tickets" },
    { method: "GET", url: "/inbox/tickets?view=completed" },
    { method: "GET", url: `/inbox/tickets/${ticketId}` },
    { method: "POST", url: `/inbox/tickets/${ticketId}/step`, payload: { from: "call" } },
    { method: "POST", url: `/inbox/tickets/${ticketId}/engineer`, payload: { engineer: engineerId } },
    { method: "POST", url: `/inbox/tickets/${ticketId}/visit`, payload: { visit: "2026-12-01T10:30" } },
    { method: "POST", url: `/inbox/tickets/${ticketId}/pause`, payload: { reason: "parts" } },
    { method: "POST", url: `/inbox/tickets/${ticketId}/resume` },
    { method: "POST", url: `/inbox/tickets/${ticketId}/notes`, payload: { body: "hello" } },
    { method: "POST", url: `/inbox/tickets/${ticketId}/erase`, payload: { confirm: "yes" } },
    { method: "GET", url: "/inbox/tickets?q=Secret" },
    { method: "GET", url: "/inbox/tickets/export.csv?q=Secret", refused: 401 },
    { method: "GET", url: "/inbox/tickets/export.csv?view=completed", refused: 401 },
  ];

  /** The tickets' JSON API: every route. */
  const apiCalls = (): ApiCall[] => [
    { method: "GET", url: "/api/inbox/tickets" },
    { method: "GET", url: "/api/inbox/tickets?q=Secret" },
    { method: "GET", url: `/api/inbox/tickets/${ticketId}` },
    { method: "GET", url: "/api/inbox/tickets/export.csv" },
    { method: "PATCH", url: `/api/inbox/tickets/${ticketId}`, payload: { engineerId: engineerId } },
    {
      method: "PATCH",
      url: `/api/inbox/tickets/${ticketId}`,
      payload: { plannedVisitAt: "2026-12-01T05:00:00Z" },
    },
    { method: "POST", url: `/api/inbox/tickets/${ticketId}/step`, payload: { from: "call" } },
    { method: "POST", url: `/api/inbox/tickets/${ticketId}/pause`, payload: { reason: "parts" } },
    { method: "POST", url: `/api/inbox/tickets/${ticketId}/resume`, payload: {} },
    { method: "POST", url: `/api/inbox/tickets/${ticketId}/notes`, payload: { body: "hello" } },
  ];

  const callApi = (request: ApiCall, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload ? { payload: request.payload } : {}),
    });

  const call = (request: Call, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...(request.method === "POST" ? FORM_POST : {}), ...headers },
      ...(request.method === "POST" ? { payload: formBody(request.payload ?? {}) } : {}),
    });

  it("has a ticket to protect", async () => {
    ({ id: ticketId } = await submitTicket(suite.app, { building: "Secret Towers" }));
    engineerId = (await suite.app.db.staff.listStaff())[0]!.id;
  });

  /** Every page answers with the sign-in form and shows nothing of the ticket; nothing changes. */
  async function expectRefused(headers: Record<string, string>) {
    for (const request of pages()) {
      const response = await call(request, headers);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(
        request.refused ?? (request.method === "GET" ? 200 : 401),
      );
      expect(response.body).toContain('action="/inbox/sign-in"');
      expect(response.body).not.toContain("Secret Towers");
      expect(response.body).not.toContain("SR-");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    for (const request of apiCalls()) {
      const response = await callApi(request, headers);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in." });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    await expectUnchanged();
  }

  async function expectUnchanged() {
    const ticket = await suite.app.db.tickets.get(ticketId);
    expect(ticket).toMatchObject({
      step: "call",
      engineer: null,
      plannedVisitAt: null,
      pauses: [],
      erasedAt: null,
      data: { building: "Secret Towers" },
    });
    expect(await suite.app.db.tickets.listNotes(ticketId)).toEqual([]);
    const exports = (await suite.app.db.staff.listAudit({})).filter((event) => event.action === "export");
    expect(exports).toEqual([]);
  }

  it("refuses every ticket page and action without a session, or with a made-up one", async () => {
    await expectRefused({});
    await expectRefused({ cookie: "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
  });

  it("refuses them with a session idle for too long", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    await suite.app.db.staff.touchSession(
      hashSessionToken(tokenOf(cookie)),
      new Date(Date.now() - SESSION_IDLE_MS - 60_000),
    );
    await expectRefused({ cookie });
  });

  it("says a change sent after the session ended was not saved, and keeps a typed note on the sign-in form", async () => {
    const late = await call(pages()[3]!);
    expect(late.body).toContain("that change was not saved");
    expect(late.body).toContain(`name="next" value="/inbox/tickets/${ticketId}"`);
    const note = await call({
      method: "POST",
      url: `/inbox/tickets/${ticketId}/notes`,
      payload: { body: "Lift oiled" },
    });
    expect(note.body).toContain("Lift oiled");
    // The form says where the note goes: this ticket, not "the lead".
    expect(note.body).toContain("it is added to the ticket when you sign in");
    expect(note.body).not.toContain("lead");
  });

  it("refuses every ticket action from another site or a cross-site fetch, even with a session", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const foreignHeaders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const foreign of foreignHeaders) {
      for (const request of pages().filter((each) => each.method === "POST")) {
        const response = await call(request, { cookie, ...foreign });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.body).not.toContain("Secret Towers");
      }
      for (const request of apiCalls().filter((each) => each.method !== "GET")) {
        const response = await callApi(request, { cookie, ...foreign });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: "This request must come from the inbox itself." });
      }
    }
    await expectUnchanged();
    // A JSON change from the inbox's own origin is made (the pause), as is the form's.
    const own = await callApi(apiCalls()[7]!, { cookie, origin: "http://localhost" });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ ticket: { pausedAt: expect.any(String) } });
    await callApi(apiCalls()[8]!, { cookie, origin: "http://localhost" });
    const same = await call(pages()[6]!, { cookie, origin: "http://localhost" });
    expect(same.statusCode).toBe(303);
    expect((await suite.app.db.tickets.get(ticketId))?.pausedAt).not.toBeNull();
  });

  it("refuses control characters, and answers an unknown ticket with the inbox's 404", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const control = await call(
      { method: "POST", url: `/inbox/tickets/${ticketId}/notes`, payload: { body: "a\u001b[2Jb" } },
      { cookie },
    );
    expect(control.statusCode).toBe(400);
    const missing = await call({ method: "GET", url: "/inbox/tickets/no-such-ticket" }, { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("There is no such ticket.");
    const reload = await call({ method: "GET", url: `/inbox/tickets/${ticketId}/step` }, { cookie });
    expect(reload.statusCode).toBe(303);
    expect(reload.headers.location).toBe(`/inbox/tickets/${ticketId}`);
    const erase = await call({ method: "GET", url: `/inbox/tickets/${ticketId}/erase` }, { cookie });
    expect(erase.headers.location).toBe(`/inbox/tickets/${ticketId}`);
    const search = await call({ method: "GET", url: "/inbox/tickets?q=a%1B[2J" }, { cookie });
    expect(search.statusCode).toBe(400);
    const apiSearch = await callApi({ method: "GET", url: "/api/inbox/tickets?q=%00" }, { cookie });
    expect(apiSearch.statusCode).toBe(400);
    const apiNote = await callApi(
      { method: "POST", url: `/api/inbox/tickets/${ticketId}/notes`, payload: { body: "a\u001bb" } },
      { cookie },
    );
    expect(apiNote.statusCode).toBe(400);
    const apiMissing = await callApi({ method: "GET", url: "/api/inbox/tickets/no-such-ticket" }, { cookie });
    expect(apiMissing.statusCode).toBe(404);
    expect(apiMissing.json()).toEqual({ message: "There is no such ticket." });
  });
});
