/**
 * The inbox pages' plain forms, through app.inject on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): what a staff member sees after each action, and the pages' answers to
 * addresses a browser may reload or be sent to.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { runSql } from "../testing/dump.ts";
import { FORM_POST, formBody } from "../testing/fixtures.ts";
import {
  addStaff,
  inboxPerSuite,
  PASSWORD,
  sessionCookieOf,
  signedIn,
  submitInquiry,
} from "../testing/inbox.ts";
import { INBOX_MESSAGES } from "./guard.ts";
import { MAX_NOTE_LENGTH, WORK_MESSAGES } from "./work.ts";

describe.each(DRIVERS)("inbox pages on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });

  it("shows a disabled assignee as disabled and keeps it when the form is sent unchanged", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const leaving = await addStaff(suite.app, "leaving@example.com", "Ravi Patel");
    await suite.app.db.inbox.updateLead(
      leadId,
      { assigneeId: leaving.id },
      { at: new Date(), userId: null, action: "assignee" },
    );
    await suite.app.db.staff.disableStaff(leaving.id, new Date());

    const page = await suite.app.inject({ url: `/inbox/leads/${leadId}`, headers: { cookie } });
    expect(page.body).toContain(`<option value="${leaving.id}" selected="">Ravi Patel (disabled)</option>`);
    const unchanged = await post(`/inbox/leads/${leadId}/assignee`, cookie, { assignee: leaving.id });
    expect(unchanged.statusCode).toBe(303);
    expect((await suite.app.db.inbox.getInboxLead(leadId))?.assigneeId).toBe(leaving.id);

    const other = await submitInquiry(suite.app);
    expect((await post(`/inbox/leads/${other}/assignee`, cookie, { assignee: leaving.id })).statusCode).toBe(
      400,
    );
    expect((await suite.app.db.inbox.getInboxLead(other))?.assigneeId).toBeNull();
  });

  it("offers a lead only to those who work leads: a service engineer is not offered, and refused", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const engineer = await addStaff(suite.app, "ramesh.service@example.com", "Ramesh Service", "service");
    const page = (await suite.app.inject({ url: `/inbox/leads/${leadId}`, headers: { cookie } })).body;
    const form = page.indexOf(`/inbox/leads/${leadId}/assignee`);
    const assigneeForm = page.slice(form, page.indexOf("</select>", form));
    expect(assigneeForm).toContain("<option");
    expect(assigneeForm).not.toContain(`value="${engineer.id}"`);
    expect(
      (await post(`/inbox/leads/${leadId}/assignee`, cookie, { assignee: engineer.id })).statusCode,
    ).toBe(400);
  });

  it("shows the bidirectional formatting characters of a visitor's text as escapes, so they reorder nothing", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    // Intake strips them now (sanitize.ts); a lead stored before that still holds them.
    const leadId = await submitInquiry(suite.app, { name: "Asha Patel" });
    const disguised = "Asha \u202eevil\u2066 Patel";
    await runSql(
      suite.db,
      driver === "sqlite"
        ? "UPDATE leads SET data = json_set(data, '$.name', ?) WHERE id = ?"
        : "UPDATE leads SET data = jsonb_set(data, '{name}', to_jsonb(?::text)) WHERE id = ?",
      [disguised, leadId],
    );
    for (const url of ["/inbox", `/inbox/leads/${leadId}`]) {
      const page = await suite.app.inject({ url, headers: { cookie } });
      expect(page.body, url).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      expect(page.body, url).toContain("Asha \\u202eevil\\u2066 Patel");
    }
  });

  it("says on the card and at the top of the lead that the person withdrew consent, the contact buttons disabled", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const withdrawn = await submitInquiry(suite.app, { name: "Withdrawn Wadia", email: "wadia@example.com" });
    const other = await submitInquiry(suite.app, { name: "Consenting Contractor", email: "cc@example.com" });
    await suite.app.db.privacy.withdraw((await suite.app.db.privacy.findLead(withdrawn))!, new Date());

    const list = (await suite.app.inject({ url: "/inbox", headers: { cookie } })).body;
    const card = (name: string) =>
      (list.split("<li>").find((item) => item.includes(name)) ?? "")
        .split("</li>")[0]!
        .replace(/<[^>]+>/g, " ");
    expect(card("Withdrawn Wadia")).toContain("Consent withdrawn: do not contact");
    expect(card("Consenting Contractor")).not.toContain("Consent withdrawn");

    const page = (await suite.app.inject({ url: `/inbox/leads/${withdrawn}`, headers: { cookie } })).body;
    const top = page.slice(page.indexOf('id="lead-heading"'), page.indexOf('class="status-form"'));
    expect(top).toContain("Consent withdrawn");
    expect(top).toContain("do not contact them");
    expect(page).not.toContain('href="tel:');
    expect(page).not.toContain('href="mailto:');
    expect(page).toContain(
      '<button type="button" class="button secondary" disabled="">Email wadia@example.com</button>',
    );
    const consenting = (await suite.app.inject({ url: `/inbox/leads/${other}`, headers: { cookie } })).body;
    expect(consenting).toContain('href="mailto:cc@example.com"');
    // (The list beside it marks the other card.)
    expect(consenting.slice(consenting.indexOf('id="lead-heading"'))).not.toContain("Consent withdrawn");
  });

  it("says a status change sent after the session ended was not saved", async () => {
    const leadId = await submitInquiry(suite.app);
    const late = await post(`/inbox/leads/${leadId}/status`, "", { status: "won" });
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain(INBOX_MESSAGES.changeNotSaved);
    expect((await suite.app.db.inbox.getInboxLead(leadId))?.status).toBe("new");
  });

  it("refuses a status or assignee form without its field instead of reading it as nobody", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const ravi = await addStaff(suite.app, "ravi.field@example.com", "Ravi Field");
    expect((await post(`/inbox/leads/${leadId}/assignee`, cookie, { assignee: ravi.id })).statusCode).toBe(
      303,
    );
    const missing = await post(`/inbox/leads/${leadId}/assignee`, cookie, { assigneeId: ravi.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(WORK_MESSAGES.assignee);
    expect((await post(`/inbox/leads/${leadId}/status`, cookie, {})).statusCode).toBe(400);
    const lead = await suite.app.db.inbox.getInboxLead(leadId);
    expect(lead).toMatchObject({ assigneeId: ravi.id, status: "new" });
  });

  it("shows a run of one person's views as one line, and no line for the page a change returned to", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const arjun = await signedIn(suite.app, "arjun@example.com");
    const leadId = await submitInquiry(suite.app);
    const open = (as = cookie) =>
      suite.app.inject({ url: `/inbox/leads/${leadId}`, headers: { cookie: as } });
    await open();
    await open();
    // The browser follows the form's 303 to the lead's page: a view, as every page load.
    const changed = await post(`/inbox/leads/${leadId}/status`, cookie, { status: "contacted" });
    expect(changed.statusCode).toBe(303);
    await suite.app.inject({ url: String(changed.headers.location), headers: { cookie } });
    await post(`/inbox/leads/${leadId}/status`, cookie, { status: "qualified" });
    await open(arjun);
    await open();
    const page = await open();
    const lines = [...page.body.matchAll(/<ol class="audit">([\s\S]*?)<\/ol>/g)][0]![1]!.split("</li>");
    const texts = lines
      .map((line) =>
        line
          .replace(/<[^>]+>/g, "")
          .replace(/^\S+ \S+ /, "")
          .trim(),
      )
      .filter(Boolean);
    expect(texts.slice(0, 5)).toEqual([
      expect.stringMatching(/Priya Shah viewed the lead \(2 times, the last shown\)$/),
      expect.stringMatching(/Arjun Mehta viewed the lead$/),
      expect.stringMatching(/Priya Shah changed the status \(contacted → qualified\)$/),
      expect.stringMatching(/Priya Shah changed the status \(new → contacted\)$/),
      expect.stringMatching(/Priya Shah viewed the lead \(2 times, the last shown\)$/),
    ]);
    expect((await auditOf(leadId)).filter((action) => action === "view")).toHaveLength(6);
  });

  const auditOf = async (leadId: string) =>
    (await suite.app.db.staff.listAudit({ leadId, limit: 50 })).map((event) => event.action);

  it("records every view and shows a notice only right after the change it names", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    for (const saved of ["status", "note", "assignee", "resend"]) {
      const page = await suite.app.inject({
        url: `/inbox/leads/${leadId}?saved=${saved}`,
        headers: { cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('role="status"');
    }
    expect(await auditOf(leadId)).toEqual(["view", "view", "view", "view"]);

    const changed = await post(`/inbox/leads/${leadId}/status`, cookie, { status: "won" });
    expect(changed.headers.location).toBe(`/inbox/leads/${leadId}?saved=status`);
    const after = await suite.app.inject({ url: changed.headers.location!, headers: { cookie } });
    expect(after.body).toContain("Status saved.");
    const again = await suite.app.inject({ url: changed.headers.location!, headers: { cookie } });
    expect(again.body).not.toContain("Status saved.");
    expect(await auditOf(leadId)).toEqual(["view", "view", "status", "view", "view", "view", "view"]);
    const unchanged = await post(`/inbox/leads/${leadId}/status`, cookie, { status: "won" });
    expect(unchanged.headers.location).toBe(`/inbox/leads/${leadId}`);
  });

  it("sends every action URL opened with GET to its page, and unknown inbox paths to a 404", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const lead = `/inbox/leads/${leadId}`;
    const redirects = {
      "/inbox/sign-in": "/inbox",
      "/inbox/sign-in?next=https://evil.example/": "/inbox",
      "/inbox/sign-out": "/inbox",
      [`${lead}/notes?q=lift`]: `${lead}?q=lift`,
      [`${lead}/status`]: lead,
      [`${lead}/assignee`]: lead,
      [`${lead}/mail/1/resend`]: lead,
    };
    for (const [url, location] of Object.entries(redirects)) {
      for (const headers of [{}, { cookie }]) {
        const response = await suite.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(303);
        expect(response.headers.location, url).toBe(location);
      }
    }
    const unknown = await suite.app.inject({ url: "/inbox/nowhere", headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("There is no such page in the inbox.");
  });

  it("shows a refused note on the lead's page with the note kept", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const leadId = await submitInquiry(suite.app);
    const refused = await post(`/inbox/leads/${leadId}/notes?q=lift`, cookie, { body: "   " });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(WORK_MESSAGES.noteEmpty);
    expect(refused.body).toContain('<h2 id="lead-heading">');
    expect(refused.body).toContain(`action="/inbox/leads/${leadId}/notes?q=lift"`);
    expect(refused.body).toMatch(/<textarea name="body"[^>]*>\n? {3}<\/textarea>/);
    // The longest note in Gujarati is about 36 KB once form-encoded: read, not refused as too large.
    const gujarati = "લિફ્ટ".repeat(MAX_NOTE_LENGTH / 5);
    expect((await post(`/inbox/leads/${leadId}/notes`, cookie, { body: gujarati })).statusCode).toBe(303);
    const long = "x".repeat(MAX_NOTE_LENGTH + 1);
    const tooLong = await post(`/inbox/leads/${leadId}/notes`, cookie, { body: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(WORK_MESSAGES.noteLong);
    expect(tooLong.body).toContain(`>${long}</textarea>`);
    const wrongStatus = await post(`/inbox/leads/${leadId}/status`, cookie, { status: "maybe" });
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.body).toContain(WORK_MESSAGES.status);
    expect(wrongStatus.body).toContain('<h2 id="lead-heading">');
  });

  it("returns to the page that asked for sign-in, adding the note typed before the session ended", async () => {
    const leadId = await submitInquiry(suite.app);
    const lead = `/inbox/leads/${leadId}`;
    const signedOut = await suite.app.inject({ url: `${lead}?q=lift&saved=note` });
    expect(signedOut.body).toContain(`<input type="hidden" name="next" value="${lead}?q=lift"/>`);

    const expired = await suite.app.inject({
      method: "POST",
      url: `${lead}/notes?q=lift`,
      headers: FORM_POST,
      payload: formBody({ body: "Call after 6 pm" }),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain(`<input type="hidden" name="next" value="${lead}?q=lift"/>`);
    expect(expired.body).toContain(">Call after 6 pm</textarea>");
    expect(expired.body).toContain("it is added to the lead when you sign in");

    const wrong = await suite.app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: { ...FORM_POST, "x-forwarded-for": "10.8.0.1" },
      payload: formBody({
        email: "priya@example.com",
        password: "not it at all",
        next: `${lead}?q=lift`,
        note: "Call after 6 pm",
      }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(`value="${lead}?q=lift"`);
    expect(wrong.body).toContain(">Call after 6 pm</textarea>");

    const signIn = await suite.app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: { ...FORM_POST, "x-forwarded-for": "10.8.0.2" },
      payload: formBody({
        email: "priya@example.com",
        password: PASSWORD,
        next: `${lead}?q=lift`,
        note: "Call after 6 pm",
      }),
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe(`${lead}?q=lift&saved=note`);
    expect((await suite.app.db.inbox.listNotes(leadId)).map((note) => note.body)).toEqual([
      "Call after 6 pm",
    ]);

    const page = await suite.app.inject({
      url: signIn.headers.location!,
      headers: { cookie: sessionCookieOf(signIn) },
    });
    expect(page.body).toContain("Note added.");
  });

  it("returns after sign-in only to an inbox page of this site", async () => {
    const targets = {
      "https://evil.example/inbox": "/inbox",
      "//evil.example/inbox": "/inbox",
      "/\\evil.example/inbox": "/inbox",
      "/inbox/../admin": "/inbox",
      "/inbox/leads/x/../../../": "/inbox",
      "/inbox/export.csv": "/inbox",
      "/inbox/export.csv?q=abc&kind=question": "/inbox?kind=question&q=abc",
      "/inbox/leads/abc-1?kind=webInquiry&saved=note&evil=1": "/inbox/leads/abc-1?kind=webInquiry",
      "/inbox/leads/abc-1/notes": "/inbox/leads/abc-1",
      "/inbox?q=a%26b": "/inbox?q=a%26b",
      "javascript:alert(1)": "/inbox",
    };
    for (const [next, location] of Object.entries(targets)) {
      const response = await suite.app.inject({
        method: "POST",
        url: "/inbox/sign-in",
        headers: { ...FORM_POST, "x-forwarded-for": "10.8.1.1" },
        payload: formBody({ email: "arjun@example.com", password: PASSWORD, next }),
      });
      expect(response.headers.location, next).toBe(location);
    }
  });
});
