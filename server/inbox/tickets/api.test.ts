/**
 * Tickets beside leads in the inbox, through app.inject on a real database (SQLite, and PostgreSQL
 * with TEST_DATABASE_URL): the search (number, name, mobile written any way, building, city) on
 * the page and in the JSON API; the API's shapes, a ticket worked through it, a second move from
 * the same step (409); the CSV export (notice, step times, formulas neutralised); erasing the
 * customer's data from the ticket's page after a tick box. Refusals: access.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SERVICE_STEP_IDS } from "../../../contracts/service/fields.ts";
import { csvDay, csvTime } from "../../leads/export.ts";
import { currentNotice } from "../../privacy/notices.ts";
import { DRIVERS } from "../../testing/databases.ts";
import { FORM_POST, formBody } from "../../testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, submitTicket } from "../../testing/inbox.ts";
import { claimAsSent } from "../../testing/outbox.ts";
import { WORK_MESSAGES } from "../work.ts";
import { TICKET_CSV_COLUMNS } from "./export.ts";

describe.each(DRIVERS)("tickets' search, API, export and erasure on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const get = (url: string, cookie: string) => suite.app.inject({ url, headers: { cookie } });
  const api = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("finds tickets of every view by number, name, mobile written any way, building and city", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const mine = await submitTicket(suite.app, {
      name: "Hetalben Vyas",
      mobileNo: "98795 11122",
      building: "Gokul Dham",
      city: "Navsari",
    });
    const gujarati = await submitTicket(suite.app, { name: "હેતલ પટેલ", building: "શાંતિ નિવાસ", city: "સુરત" });
    const other = await submitTicket(suite.app, { building: "Other Towers" });
    // A completed ticket is found too: the search looks in every view.
    for (const [index, from] of SERVICE_STEP_IDS.slice(0, -1).entries())
      await suite.app.db.tickets.move(mine.id, from, SERVICE_STEP_IDS[index + 1]!, null, new Date());

    const found = async (q: string) => {
      const response = await api("GET", `/api/inbox/tickets?q=${encodeURIComponent(q)}`, cookie);
      expect(response.statusCode).toBe(200);
      return (response.json() as { tickets: { number: string }[] }).tickets.map((ticket) => ticket.number);
    };
    for (const q of [
      mine.number,
      mine.number.toLowerCase(),
      mine.number.slice(-5),
      "hetalBEN",
      "+91 98795-11122",
      "9879511122",
      // Typed on a phone's Gujarati or Hindi keyboard.
      "૯૮૭૯૫ ૧૧૧૨૨",
      "+૯૧ ૯૮૭૯૫-૧૧૧૨૨",
      "९८७९५ १११२२",
      "gokul",
      "NAVSARI",
    ]) {
      expect(await found(q), q).toEqual([mine.number]);
    }
    expect(await found("શાંતિ")).toEqual([gujarati.number]);
    expect(await found("હેતલ")).toEqual([gujarati.number]);
    expect(await found("no such thing")).toEqual([]);
    expect(await found("100%")).toEqual([]);
    expect(await found("Surat")).toContain(other.number);

    const page = await get("/inbox/tickets?view=paused&q=gokul", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Tickets matching “gokul”");
    expect(page.body).toContain(mine.number);
    expect(page.body).not.toContain(other.number);
    expect(page.body).toContain(`href="/inbox/tickets/${mine.id}?view=paused&amp;q=gokul"`);
    const none = await get("/inbox/tickets?q=zzzz", cookie);
    expect(none.body).toContain("No tickets match “zzzz”");
  });

  it("works a ticket through the JSON API: list, open, engineer and visit, each step, a late second tap", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const { id, number } = await submitTicket(suite.app, { building: "API Heights" });
    const engineer = (await suite.app.db.staff.listStaff()).find(
      (member) => member.email === STAFF[1].email,
    )!;

    const list = await api("GET", "/api/inbox/tickets", cookie);
    expect(list.json()).toMatchObject({
      counts: { open: expect.any(Number) },
      month: { reported: expect.any(Number) },
      next: null,
    });
    const card = (list.json() as { tickets: Record<string, unknown>[] }).tickets.find((t) => t.id === id);
    expect(card).toMatchObject({ number, building: "API Heights", step: "call", clock: "running" });
    expect(card).not.toHaveProperty("data");

    const opened = await api("GET", `/api/inbox/tickets/${id}`, cookie);
    expect(opened.json()).toMatchObject({
      ticket: {
        id,
        number,
        step: "call",
        data: { building: "API Heights" },
        noticeVersion: expect.any(String),
      },
      notes: [],
      audit: [{ action: "ticket-view", detail: number }],
    });
    expect(opened.json().ticket).not.toHaveProperty("tokenHash");
    expect(opened.json().ticket).not.toHaveProperty("ipHash");

    const refused = await api("PATCH", `/api/inbox/tickets/${id}`, cookie, {
      engineerId: engineer.id,
      plannedVisitAt: "tomorrow",
    });
    expect(refused.statusCode).toBe(400);
    expect((await suite.app.db.tickets.get(id))?.engineer).toBeNull();
    const nothing = await api("PATCH", `/api/inbox/tickets/${id}`, cookie, { engineer: engineer.id });
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      400,
      "Send engineerId or plannedVisitAt in a JSON body: nothing was changed.",
    ]);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const patched = await api("PATCH", `/api/inbox/tickets/${id}`, cookie, {
      engineerId: engineer.id,
      plannedVisitAt: `${day}T10:30:00+05:30`,
    });
    expect(patched.json()).toMatchObject({
      ticket: {
        engineer: { id: engineer.id, name: engineer.name },
        plannedVisitAt: `${day}T05:00:00.000Z`,
      },
    });

    for (const [index, from] of SERVICE_STEP_IDS.slice(0, -1).entries()) {
      const moved = await api("POST", `/api/inbox/tickets/${id}/step`, cookie, { from });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().ticket.step).toBe(SERVICE_STEP_IDS[index + 1]);
    }
    const late = await api("POST", `/api/inbox/tickets/${id}/step`, cookie, { from: "meet" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("Priya Shah moved this ticket to “Completion of Call”");
    const done = (await api("GET", `/api/inbox/tickets/${id}`, cookie)).json().ticket;
    expect(done.steps.map((step: { step: string }) => step.step)).toEqual([...SERVICE_STEP_IDS]);
    expect(done.completedAt).toEqual(expect.any(String));

    const note = await api("POST", `/api/inbox/tickets/${id}/notes`, cookie, { body: "Rope replaced" });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ notes: [{ body: "Rope replaced", authorName: "Priya Shah" }] });
    const completed = await api("GET", "/api/inbox/tickets?view=completed", cookie);
    expect(completed.json().tickets[0]).toMatchObject({ id, clock: expect.stringMatching(/^(met|missed)$/) });
  });

  it("exports the view or the search as CSV: notice, step times, every field, formulas neutralised", async () => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const { id, number } = await submitTicket(suite.app, {
      name: '=HYPERLINK("http://x")',
      building: "+Formula Towers",
      description: "@SUM(A1) the lift, stopped",
      sourcePage: "/gu/service",
    });
    await suite.app.db.tickets.move(id, "call", "inform", null, new Date());
    const response = await get(`/inbox/tickets/export.csv?q=${encodeURIComponent("+Formula")}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Named by India's date, as its times are written in India's time (the header says so).
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="service-tickets-${csvDay(new Date())}.csv"`,
    );
    expect(response.body.startsWith("\uFEFFnumber,id,created_at_ist,locale,")).toBe(true);
    const lines = response.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(TICKET_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    const row = lines[1]!;
    expect(row.startsWith(`${number},${id},`)).toBe(true);
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain("'+Formula Towers");
    expect(row).toContain(`"'@SUM(A1) the lift, stopped"`);
    const cells = row.split(",");
    const column = (name: string) => cells[TICKET_CSV_COLUMNS.indexOf(name)];
    expect(column("locale")).toBe("gu");
    expect(column("notice_version")).toBe(currentNotice("service", "gu", {}).version);
    const ticket = await suite.app.db.tickets.get(id);
    expect(column("created_at_ist")).toBe(csvTime(ticket!.createdAt));
    expect(column("notice_at_ist")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(column("call_at_ist")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(column("inform_at_ist")).toBe(csvTime(ticket!.steps[1]!.at));
    expect(column("visit_at_ist")).toBe("");

    const viaApi = await get("/api/inbox/tickets/export.csv", cookie);
    expect(viaApi.body).toContain(number);
    const audit = (await suite.app.db.staff.listAudit({})).filter((event) => event.action === "export");
    expect(audit.map((event) => event.detail).sort()).toEqual([
      "service tickets: a search",
      "service tickets: open",
    ]);
  });

  it("erases the customer's data from the ticket's page after a tick box, with an audit record naming no one", async () => {
    const cookie = await signedIn(suite.app, STAFF[1].email);
    const person = { name: "Meera Trivedi", mobileNo: "9825077777", email: "meera.trivedi@example.com" };
    const { id, number } = await submitTicket(suite.app, { ...person, building: "Trivedi House" });
    const second = await submitTicket(suite.app, { ...person, building: "Second Site" });
    await suite.app.inject({
      method: "POST",
      url: `/inbox/tickets/${id}/notes`,
      headers: { ...FORM_POST, cookie },
      payload: formBody({ body: "Meera asked to call after 5" }),
    });
    const page = await get(`/inbox/tickets/${id}`, cookie);
    expect(page.body).toContain(`action="/inbox/tickets/${id}/erase#erase"`);
    expect(page.body).toContain('<input type="checkbox" required="" name="confirm" value="yes"/>');

    const erase = (fields: Record<string, string>) =>
      suite.app.inject({
        method: "POST",
        url: `/inbox/tickets/${id}/erase`,
        headers: { ...FORM_POST, cookie },
        payload: formBody(fields),
      });
    const unconfirmed = await erase({});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain(WORK_MESSAGES.eraseUnconfirmed);
    expect((await suite.app.db.tickets.get(id))?.erasedAt).toBeNull();

    const done = await erase({ confirm: "yes" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/inbox/tickets/${id}?saved=erasure#erase`);
    for (const ticketId of [id, second.id]) {
      expect(await suite.app.db.tickets.get(ticketId)).toMatchObject({
        data: { problem: "stopped" },
        erasedAt: expect.any(Date),
        privacyTokenHash: null,
      });
    }
    expect(await suite.app.db.tickets.listNotes(id)).toEqual([]);
    const staff = await suite.app.db.staff.findStaffByEmail(STAFF[1].email);
    const audit = (await suite.app.db.tickets.listAudit(id, 50)).find((event) => event.action === "erasure");
    expect(audit).toMatchObject({ userId: staff!.id });
    expect(audit!.detail).toContain(`2 service tickets, with 1 note(s)`);
    expect(audit!.detail).toContain(
      `by ${STAFF[1].name} from the inbox (service ticket ${number}), at the person's request made another way`,
    );
    for (const personal of ["Meera", "Trivedi", "9825077777", "meera.trivedi"])
      expect(audit!.detail).not.toContain(personal);
    const confirmation = (await claimAsSent(suite.app, 500, 60_000)).filter((item) => item.ticketId === id);
    for (const item of confirmation) await suite.app.db.outbox.release(item.id);
    expect(confirmation.map((item) => [item.recipient, item.message.to])).toEqual([
      ["visitor", person.email],
    ]);

    const after = await get(`/inbox/tickets/${id}?saved=erasure`, cookie);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("The customer&#x27;s data is erased. If they gave an email");
    expect(after.body).toContain(number);
    expect(after.body).toContain("Arjun Mehta erased the customer&#x27;s data");
    expect(after.body).not.toContain("Meera");
    expect(after.body).not.toContain(`action="/inbox/tickets/${id}/erase#erase"`);
    // The next step mails no one, for the reason that holds: the data is gone, not only the consent.
    expect(after.body).toContain("No email to the customer (their data is erased).");
    expect((await get("/inbox/tickets", cookie)).body).toContain("customer&#x27;s data erased");
    expect((await erase({ confirm: "yes" })).statusCode).toBe(400);
  });
});
