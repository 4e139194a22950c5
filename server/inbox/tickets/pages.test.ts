/**
 * Working a ticket in the inbox's pages, through app.inject on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): the list's marks and order, a ticket through all six steps,
 * a move someone else made first, engineer, visit, pause and resume, notes, the audit trail, and
 * the customer's text shown as text.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../../testing/databases.ts";
import { FORM_POST, formBody } from "../../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn, submitTicket } from "../../testing/inbox.ts";

const SCRIPT = '<script>alert("x")</script>';

describe.each(DRIVERS)("ticket pages on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  const post = (url: string, cookie: string, fields: Record<string, string> = {}) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });
  const get = (url: string, cookie: string) => suite.app.inject({ url, headers: { cookie } });

  it("shows the customer's text as text, never as markup", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id } = await submitTicket(suite.app, {
      name: SCRIPT,
      building: `<img src=x onerror=alert(1)>`,
      city: SCRIPT,
      floor: SCRIPT,
      description: SCRIPT,
      preferredTime: SCRIPT,
    });
    for (const url of ["/inbox/tickets", `/inbox/tickets/${id}`]) {
      const page = await get(url, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("<script>");
      expect(page.body).not.toContain("<img src=x");
      expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    }
    expect((await get(`/inbox/tickets/${id}`, cookie)).body).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
    );
  });

  it("takes a ticket through all six steps with one button each, recording who and when", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id, number } = await submitTicket(suite.app, {
      problem: "trapped",
      building: "Shanti Residency",
    });
    const list = await get("/inbox/tickets", cookie);
    expect(list.body).toContain(number);
    expect(list.body).toContain("Someone is trapped · Shanti Residency, Surat");
    expect(list.body).toMatch(/\d+ min left/);

    const names = [
      "Inform to Engineer",
      "Site Visit &amp; Meet",
      "Work On Site",
      "Meet to Client",
      "Completion of Call",
    ];
    const steps = ["call", "inform", "visit", "work", "meet"];
    for (const [index, from] of steps.entries()) {
      const page = await get(`/inbox/tickets/${id}`, cookie);
      expect(page.body).toContain(`Move to “${names[index]}”`);
      const moved = await post(`/inbox/tickets/${id}/step`, cookie, { from });
      expect(moved.statusCode).toBe(303);
      // Back to the form that was used, not the page's top (nobody was emailed: no address).
      expect(moved.headers.location).toBe(`/inbox/tickets/${id}?saved=step#next-step`);
      expect((await get(String(moved.headers.location), cookie)).body).toContain("Moved to the next step.");
    }
    const done = await get(`/inbox/tickets/${id}`, cookie);
    expect(done.body).not.toContain("Move to");
    expect(done.body).toContain("Completed");
    expect(done.body).toContain("On site within target");
    expect(done.body).toMatch(/done .*? by Priya Shah/);
    expect((await get("/inbox/tickets?view=completed", cookie)).body).toContain(number);
    expect((await get("/inbox/tickets", cookie)).body).toMatch(
      /<strong>[1-9]\d*<\/strong> of \d+ tickets? met the response target/,
    );
    const audit = await suite.app.db.tickets.listAudit(id, 50);
    expect(audit.filter((event) => event.action === "ticket-step")).toHaveLength(5);
    // A completed ticket keeps its engineer and visit.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const late = await post(`/inbox/tickets/${id}/visit`, cookie, { visit: `${tomorrow}T10:00` });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(
      "This ticket is completed: its engineer and planned visit stay as they were.",
    );
    expect((await suite.app.db.tickets.get(id))?.plannedVisitAt).toBeNull();
  });

  it("says who moved the ticket first when a second tap comes from the same step, and changes nothing", async () => {
    const priya = await signedIn(suite.app, "priya@example.com");
    const arjun = await signedIn(suite.app, "arjun@example.com");
    const { id } = await submitTicket(suite.app);
    expect((await post(`/inbox/tickets/${id}/step`, priya, { from: "call" })).statusCode).toBe(303);
    const late = await post(`/inbox/tickets/${id}/step`, arjun, { from: "call" });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain("Nothing was changed: Priya Shah moved this ticket to “Inform to Engineer”");
    expect(late.body).toContain("Move to “Site Visit &amp; Meet”");
    expect((await suite.app.db.tickets.get(id))?.steps.map((step) => step.step)).toEqual(["call", "inform"]);
    // A form without the step it was sent from is refused, never read as "from wherever it is now".
    expect((await post(`/inbox/tickets/${id}/step`, arjun, {})).statusCode).toBe(400);
    expect((await suite.app.db.tickets.get(id))?.step).toBe("inform");
  });

  it("assigns an engineer, who sees the ticket first among their own; plans the visit in IST", async () => {
    const priya = await signedIn(suite.app, "priya@example.com");
    const engineer = await addStaff(suite.app, "ramesh@example.com", "Ramesh Patel");
    const ramesh = await signedIn(suite.app, "ramesh@example.com");
    const { id, number } = await submitTicket(suite.app, { building: "Ramesh's own site" });
    expect((await get("/inbox/tickets", ramesh)).body).not.toContain("My tickets</h3>");

    expect((await post(`/inbox/tickets/${id}/engineer`, priya, { engineer: engineer.id })).statusCode).toBe(
      303,
    );
    expect(
      (await post(`/inbox/tickets/${id}/engineer`, priya, { engineer: "nobody-known" })).statusCode,
    ).toBe(400);
    // A salesperson is no engineer: not offered, and refused if sent anyway.
    const sales = await addStaff(suite.app, "sunil@example.com", "Sunil Sales", "sales");
    const page = (await get(`/inbox/tickets/${id}`, priya)).body;
    const engineers = page.slice(
      page.indexOf('name="engineer"'),
      page.indexOf("</select>", page.indexOf('name="engineer"')),
    );
    expect(engineers).toContain(`value="${engineer.id}"`);
    expect(engineers).not.toContain(`value="${sales.id}"`);
    expect((await post(`/inbox/tickets/${id}/engineer`, priya, { engineer: sales.id })).statusCode).toBe(400);
    const list = (await get("/inbox/tickets", ramesh)).body;
    const mine = list.indexOf("My tickets</h3>");
    expect(mine).toBeGreaterThan(0);
    expect(list.indexOf(number)).toBeGreaterThan(mine);
    expect(list.indexOf(number)).toBeLessThan(list.indexOf("All open tickets"));
    expect((await get("/inbox/tickets?view=mine", ramesh)).body).toContain(number);

    // Two days from now, 15:30 in India (10:00 UTC).
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await post(`/inbox/tickets/${id}/visit`, priya, { visit: `${day}T15:30` })).statusCode).toBe(303);
    expect((await suite.app.db.tickets.get(id))?.plannedVisitAt).toEqual(new Date(`${day}T10:00:00Z`));
    expect((await get(`/inbox/tickets/${id}`, priya)).body).toContain(`value="${day}T15:30"`);
    const bad = await post(`/inbox/tickets/${id}/visit`, priya, { visit: "tomorrow" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("The planned visit must be a date and time");
    // Before the report or beyond a year: a mistake the customer would be shown.
    const nextYear = Number(day.slice(0, 4)) + 2;
    for (const visit of ["2020-01-01T10:00", `${nextYear}${day.slice(4)}T10:00`]) {
      const refused = await post(`/inbox/tickets/${id}/visit`, priya, { visit });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("after the ticket was reported and at most a year from now");
    }
    expect((await suite.app.db.tickets.get(id))?.plannedVisitAt).toEqual(new Date(`${day}T10:00:00Z`));
    const actions = (await suite.app.db.tickets.listAudit(id, 50)).map((event) => event.action);
    expect(actions).toContain("ticket-engineer");
    expect(actions).toContain("ticket-visit");
  });

  it("stops the clock while waiting and restarts it; adds notes; marks overdue tickets in words", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id, number } = await submitTicket(suite.app, { problem: "trapped" });
    expect((await post(`/inbox/tickets/${id}/pause`, cookie, { reason: "parts" })).statusCode).toBe(303);
    const paused = (await get(`/inbox/tickets/${id}?saved=pause`, cookie)).body;
    expect(paused).toContain("The clock is stopped.");
    expect(paused).toContain("Paused, waiting for parts");
    expect((await get("/inbox/tickets?view=paused", cookie)).body).toContain(number);
    expect((await post(`/inbox/tickets/${id}/pause`, cookie, { reason: "client" })).statusCode).toBe(400);
    expect((await post(`/inbox/tickets/${id}/resume`, cookie)).statusCode).toBe(303);
    expect((await get(`/inbox/tickets/${id}`, cookie)).body).not.toContain("Paused, waiting");

    expect(
      (await post(`/inbox/tickets/${id}/notes`, cookie, { body: `Spare ordered ${SCRIPT}` })).statusCode,
    ).toBe(303);
    const withNote = (await get(`/inbox/tickets/${id}?saved=note`, cookie)).body;
    expect(withNote).toContain("Note added.");
    expect(withNote).toContain("Spare ordered &lt;script&gt;");
    expect((await post(`/inbox/tickets/${id}/notes`, cookie, { body: "  " })).statusCode).toBe(400);

    // A ticket reported two hours ago with a one-hour target is overdue, and says so.
    const old = await submitTicket(suite.app, { problem: "trapped" });
    const { sql } = suite.app.db as unknown as {
      sql: { run(sql: string, params: unknown[]): Promise<number> };
    };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await sql.run("UPDATE service_tickets SET created_at = ?, due_at = ? WHERE id = ?", [
      twoHoursAgo,
      new Date(twoHoursAgo.getTime() + 60 * 60 * 1000),
      old.id,
    ]);
    const list = (await get("/inbox/tickets", cookie)).body;
    expect(list).toMatch(/\d+ open tickets? (is|are) overdue/);
    expect(list).toMatch(/⚠ <\/span>Overdue since \d+ \w+, \d\d:\d\d/);
    expect(list.indexOf(old.number)).toBeLessThan(list.indexOf(number));
  });

  /** The list card of ticket `number` on a list page's HTML, its text only. */
  const cardOf = (html: string, number: string) => {
    const card = html.split("<li>").find((item) => item.includes(`card-name">${number}<`)) ?? "";
    return card
      .split("</li>")[0]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  };

  it("marks a 'someone is trapped' ticket urgent in words on its card, and no other", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const trapped = await submitTicket(suite.app, { problem: "trapped", building: "Urgent Heights" });
    const stopped = await submitTicket(suite.app, { problem: "stopped", building: "Calm Heights" });
    for (const url of ["/inbox/tickets", `/inbox/tickets?q=${encodeURIComponent("Heights")}`]) {
      const list = (await get(url, cookie)).body;
      expect(cardOf(list, trapped.number), url).toContain("URGENT: someone is trapped");
      expect(cardOf(list, stopped.number), url).not.toContain("URGENT");
    }
  });

  it("says on the card and at the top of the ticket that the customer withdrew consent, the call buttons disabled", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const withdrawn = await submitTicket(suite.app, { building: "Withdrawn Towers", email: "w@example.com" });
    const other = await submitTicket(suite.app, { building: "Consenting Towers" });
    const link = await suite.app.db.privacy.findTicket(withdrawn.id);
    await suite.app.db.privacy.withdraw(link!, new Date());

    const list = (await get("/inbox/tickets", cookie)).body;
    expect(cardOf(list, withdrawn.number)).toContain("Consent withdrawn: do not contact");
    expect(cardOf(list, other.number)).not.toContain("Consent withdrawn");

    const page = (await get(`/inbox/tickets/${withdrawn.id}`, cookie)).body;
    const top = page.slice(page.indexOf('id="ticket-heading"'), page.indexOf("<h3>"));
    expect(top).toContain("Consent withdrawn");
    expect(top).toContain("do not contact them");
    // No one-tap call or WhatsApp: the buttons are there, disabled, the number readable.
    expect(page).not.toContain('href="tel:');
    expect(page).not.toContain('href="https://wa.me/');
    expect(page).toMatch(
      /<button type="button" class="button secondary" disabled="">Call \+91 98250 12345<\/button>/,
    );
    const consenting = (await get(`/inbox/tickets/${other.id}`, cookie)).body;
    expect(consenting).toContain('href="tel:+919825012345"');
    // (The list beside it marks the other card.)
    expect(consenting.slice(consenting.indexOf('id="ticket-heading"'))).not.toContain("Consent withdrawn");
  });

  it("returns each form to its own section of the page, which takes focus, with the notice or refusal there", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id } = await submitTicket(suite.app);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const engineer = (await suite.app.db.staff.listStaff())[0]!.id;
    const actions: [string, Record<string, string>, string][] = [
      ["engineer", { engineer }, "engineer"],
      ["visit", { visit: `${day}T11:00` }, "visit"],
      ["pause", { reason: "parts" }, "clock"],
      ["resume", {}, "clock"],
      ["notes", { body: "Called the secretary" }, "notes"],
      ["step", { from: "call" }, "next-step"],
    ];
    for (const [action, fields, section] of actions) {
      const page = (await get(`/inbox/tickets/${id}`, cookie)).body;
      // The form posts to an address with its section's fragment (a refusal is shown there too),
      // and the section can take focus (tabindex -1: the browser focuses a fragment's target).
      expect(page, action).toContain(`action="/inbox/tickets/${id}/${action}#${section}"`);
      expect(page, action).toMatch(new RegExp(`id="${section}" tabindex="-1"`));
      const sent = await post(`/inbox/tickets/${id}/${action}`, cookie, fields);
      expect(sent.statusCode, action).toBe(303);
      expect(sent.headers.location, action).toBe(
        `/inbox/tickets/${id}?saved=${action === "notes" ? "note" : action}#${section}`,
      );
      // The notice is in that section, where the page opens.
      const after = (await get(String(sent.headers.location).split("#")[0]!, cookie)).body;
      const start = after.indexOf(`id="${section}"`);
      expect(after.slice(start, start + 400), action).toContain('class="notice" role="status"');
    }
    // A refused planned visit is shown in its section with the value as it was typed, kept.
    const refused = await post(`/inbox/tickets/${id}/visit`, cookie, { visit: "2020-01-01T10:00" });
    expect(refused.statusCode).toBe(400);
    const visitSection = refused.body.slice(refused.body.indexOf('id="visit"'));
    expect(visitSection.slice(0, 600)).toContain("after the ticket was reported and at most a year from now");
    expect(visitSection).toContain('value="2020-01-01T10:00"');
  });

  it("asks before a step move emails the customer, and moves and emails only once confirmed", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id } = await submitTicket(suite.app, { email: "customer@example.com" });
    const { sql } = suite.app.db as unknown as {
      sql: { all(sql: string, params: unknown[]): Promise<unknown[]> };
    };
    const stepEmails = async () =>
      (await sql.all("SELECT id FROM outbox WHERE ticket_id = ? AND recipient = 'visitor'", [id])).length;
    const before = await stepEmails();
    const page = (await get(`/inbox/tickets/${id}`, cookie)).body;
    expect(page).toContain("Move to “Inform to Engineer”");

    const asked = await post(`/inbox/tickets/${id}/step`, cookie, { from: "call" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("emails the customer at customer@example.com");
    expect(asked.body).toMatch(/<input type="hidden" name="confirm" value="yes"\/>/);
    expect(asked.body).toContain(`href="/inbox/tickets/${id}#next-step"`);
    expect((await suite.app.db.tickets.get(id))?.step).toBe("call");
    expect(await stepEmails()).toBe(before);

    const moved = await post(`/inbox/tickets/${id}/step`, cookie, { from: "call", confirm: "yes" });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/inbox/tickets/${id}?saved=step#next-step`);
    expect((await suite.app.db.tickets.get(id))?.step).toBe("inform");
    expect(await stepEmails()).toBe(before + 1);

    // A customer who withdrew consent gets no email: the move is one tap, and the button says so.
    await suite.app.db.privacy.withdraw((await suite.app.db.privacy.findTicket(id))!, new Date());
    expect((await get(`/inbox/tickets/${id}`, cookie)).body).toContain(
      "No email to the customer (consent withdrawn)",
    );
    expect((await post(`/inbox/tickets/${id}/step`, cookie, { from: "inform" })).statusCode).toBe(303);
    expect((await suite.app.db.tickets.get(id))?.step).toBe("visit");
  });
});
