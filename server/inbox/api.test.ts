/**
 * Working leads in the inbox, through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): status, assignee and notes round-trip; the list pages; a failed mail is
 * queued again; the export neutralises formulas; the plain forms work without JavaScript.
 */
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { inboxWithLeadPerSuite, sessionCookieOf, signedIn, submitInquiry } from "../testing/inbox.ts";
import { PAGE_SIZE } from "./filters.ts";
import { INBOX_MESSAGES } from "./guard.ts";
import { WORK_MESSAGES } from "./work.ts";

describe.each(DRIVERS)("inbox work on %s", (driver) => {
  const suite = inboxWithLeadPerSuite(driver);

  it("round-trips status, assignee and notes, visible to a second account with the audit trail", async () => {
    const priya = await signedIn(suite.app, "priya@example.com");
    const arjun = (await suite.app.db.staff.listStaff()).find((member) => member.name === "Arjun Mehta")!;
    const patch = (payload: object) =>
      suite.app.inject({
        method: "PATCH",
        url: `/api/inbox/leads/${suite.leadId}`,
        headers: { cookie: priya },
        payload,
      });
    expect((await patch({ status: "qualified" })).json().lead.status).toBe("qualified");
    expect((await patch({ status: "contacted" })).json().lead.status).toBe("contacted");
    expect((await patch({ assigneeId: arjun.id })).json().lead.assigneeId).toBe(arjun.id);
    expect((await patch({ status: "maybe" })).statusCode).toBe(400);
    expect((await patch({ assigneeId: "nobody-like-this" })).statusCode).toBe(400);
    const note = await suite.app.inject({
      method: "POST",
      url: `/api/inbox/leads/${suite.leadId}/notes`,
      headers: { cookie: priya },
      payload: { body: "Called, visiting Tuesday" },
    });
    expect(note.statusCode).toBe(201);

    const other = await signedIn(suite.app, "arjun@example.com");
    const detail = (
      await suite.app.inject({ url: `/api/inbox/leads/${suite.leadId}`, headers: { cookie: other } })
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
      await suite.app.inject({ url: "/api/inbox/leads?status=contacted", headers: { cookie: other } })
    ).json();
    expect(list.leads.map((lead: { id: string }) => lead.id)).toEqual([suite.leadId]);
    expect(list.counts.contacted).toBe(1);
  });

  it("applies an update all or nothing: a refused assignee leaves the status as it was", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const patch = (payload: object) =>
      suite.app.inject({ method: "PATCH", url: `/api/inbox/leads/${leadId}`, headers: { cookie }, payload });
    const refused = await patch({ status: "won", assigneeId: "nobody-such" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WORK_MESSAGES.assignee);
    expect((await patch({ status: "maybe", assigneeId: "" })).statusCode).toBe(400);
    // A body that names nothing to change, or one sent as plain text, is refused, not answered 200.
    for (const sent of [
      { payload: {} },
      { payload: "status=won", headers: { cookie, "content-type": "text/plain" } },
    ]) {
      const nothing = await suite.app.inject({
        method: "PATCH",
        url: `/api/inbox/leads/${leadId}`,
        headers: { cookie },
        ...sent,
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe("Send status or assigneeId in a JSON body: nothing was changed.");
    }
    expect(await suite.app.db.inbox.getInboxLead(leadId)).toMatchObject({ status: "new", assigneeId: null });
    expect(await suite.app.db.staff.listAudit({ leadId, limit: 10 })).toEqual([]);
    const arjun = (await suite.app.db.staff.listStaff()).find((member) => member.name === "Arjun Mehta")!;
    const both = await patch({ status: "won", assigneeId: arjun.id });
    expect(both.json().lead).toMatchObject({ status: "won", assigneeId: arjun.id });
    const actions = (await suite.app.db.staff.listAudit({ leadId, limit: 10 })).map((event) => event.action);
    expect(actions.sort()).toEqual(["assignee", "status"]);
  });

  it("refuses control characters in every query and form field with a clear 400", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const form = { "content-type": "application/x-www-form-urlencoded", cookie };
    const refused: InjectOptions[] = [
      { url: "/inbox?q=%00abc", headers: { cookie } },
      { url: "/api/inbox/leads?q=%00abc", headers: { cookie } },
      { url: "/inbox/export.csv?q=abc%00", headers: { cookie } },
      { url: "/api/inbox/export.csv?q=%1b%5b2J", headers: { cookie } },
      { url: `/inbox/leads/${leadId}?kind=%00`, headers: { cookie } },
      { method: "POST", url: `/inbox/leads/${leadId}/notes`, headers: form, payload: "body=a%00b" },
      {
        method: "POST",
        url: `/api/inbox/leads/${leadId}/notes`,
        headers: { cookie },
        payload: { body: "\u001b[2J" },
      },
      {
        method: "PATCH",
        url: `/api/inbox/leads/${leadId}`,
        headers: { cookie },
        payload: { status: "won\u0000" },
      },
      {
        method: "POST",
        url: "/inbox/sign-in",
        headers: form,
        payload: "email=priya%40example.com%00&password=x",
      },
    ];
    for (const request of refused) {
      const response = await suite.app.inject(request);
      expect(response.statusCode, String(request.url)).toBe(400);
      expect(response.body, String(request.url)).toContain(INBOX_MESSAGES.controlCharacters);
    }
    expect(await suite.app.db.inbox.listNotes(leadId)).toEqual([]);
    expect((await suite.app.db.inbox.getInboxLead(leadId))?.status).toBe("new");
    const lines = await suite.app.inject({
      method: "POST",
      url: `/api/inbox/leads/${leadId}/notes`,
      headers: { cookie },
      payload: { body: "Line one\n\tLine two\r\nLine three" },
    });
    expect(lines.statusCode).toBe(201);
    expect(lines.json().notes.at(-1).body).toBe("Line one\n\tLine two\nLine three");
  });

  it("pages the list newest first with a cursor to older leads", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const ids: string[] = [];
    for (let index = 0; index < PAGE_SIZE + 1; index++) {
      ids.push(await submitInquiry(suite.app, { subject: `Page ${index}` }));
      // Leads of the same millisecond are ordered by id; a distinct time keeps submission order.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = (await suite.app.inject({ url: "/api/inbox/leads?q=page", headers: { cookie } })).json();
    expect(first.leads.map((lead: { id: string }) => lead.id)).toEqual(ids.slice(1).reverse());
    expect(first.next).toEqual(expect.any(String));
    const second = (
      await suite.app.inject({
        url: `/api/inbox/leads?q=page&before=${encodeURIComponent(first.next)}`,
        headers: { cookie },
      })
    ).json();
    expect(second).toMatchObject({ leads: [{ id: ids[0] }], next: null });
    const page = await suite.app.inject({ url: "/inbox?q=page", headers: { cookie } });
    const older = new URLSearchParams({ q: "page", before: first.next }).toString().replace("&", "&amp;");
    expect(page.body).toContain(`href="/inbox?${older}">Older leads</a>`);
  });

  it("queues a failed email again", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const url = `/api/inbox/leads/${suite.leadId}/mail/${suite.mailId}/resend`;
    expect((await suite.app.inject({ method: "POST", url, headers: { cookie } })).statusCode).toBe(400);
    await suite.app.db.outbox.markFailed(suite.mailId, "550 mailbox unavailable", null);
    const response = await suite.app.inject({ method: "POST", url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().mail[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "550 mailbox unavailable",
    });
  });

  it("exports the filtered view as CSV with formula cells neutralised", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const response = await suite.app.inject({ url: "/inbox/export.csv?q=hyperlink", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.rawPayload.subarray(0, 6)).toEqual(Buffer.from([0xef, 0xbb, 0xbf, 0x69, 0x64, 0x2c]));
    const lines = response.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("'+91 call me @ noon");
    expect(lines[1]).not.toMatch(/,[=+\-@]/);
    const audit = await suite.app.db.staff.listAudit({ limit: 1 });
    expect(audit[0]).toMatchObject({ action: "export", userName: "Priya Shah" });
  });

  it("works through the plain forms: sign in, change status, add a note, sign out", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.7.0.1" };
    const signIn = await suite.app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: form,
      payload: "email=Arjun%40example.com&password=correct+horse+battery+staple",
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe("/inbox");
    const cookie = sessionCookieOf(signIn);
    const post = (url: string, payload: string) =>
      suite.app.inject({ method: "POST", url, headers: { ...form, cookie }, payload });
    const status = await post(`/inbox/leads/${suite.leadId}/status?kind=webInquiry`, "status=won");
    expect(status.statusCode).toBe(303);
    expect(status.headers.location).toBe(`/inbox/leads/${suite.leadId}?kind=webInquiry&saved=status`);
    await post(`/inbox/leads/${suite.leadId}/notes`, "body=Order+signed");
    const page = await suite.app.inject({
      url: `/inbox/leads/${suite.leadId}?saved=note`,
      headers: { cookie },
    });
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain("Order signed");
    expect(page.body).toContain("Note added.");
    expect(page.body).toMatch(/aria-pressed="true"[^>]*>Won</);
    const missing = await suite.app.inject({ url: "/inbox/leads/no-such-lead", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(missing.body).toContain("There is no such lead.");
    const foreign = await suite.app.inject({
      method: "POST",
      url: `/inbox/leads/${suite.leadId}/notes`,
      headers: { ...form, cookie, origin: "https://evil.example" },
      payload: "body=x",
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain("This request must come from the inbox itself.");
    const out = await post("/inbox/sign-out", "");
    expect(out.statusCode).toBe(303);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await suite.app.inject({ url: "/inbox", headers: { cookie } })).body).toContain(
      'action="/inbox/sign-in"',
    );
  });
});
