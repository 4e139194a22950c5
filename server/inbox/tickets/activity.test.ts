/**
 * A ticket's activity list as staff read it, through app.inject on a real database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): no line for the page a change returned to, runs of views as
 * one line (as on a lead's page), step names rather than codes, the clock's pause and resume in
 * words, and the year of a time in another year.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../../testing/databases.ts";
import { FORM_POST, formBody } from "../../testing/fixtures.ts";
import { inboxPerSuite, signedIn, submitTicket } from "../../testing/inbox.ts";

/** The activity list's lines as text, newest first, each without its time. */
function activityOf(body: string): { time: string; text: string }[] {
  const list = /<ol class="audit">([\s\S]*?)<\/ol>/.exec(body)?.[1] ?? "";
  return list
    .split("</li>")
    .map((line) => {
      const time = /<time[^>]*>([^<]*)<\/time>/.exec(line)?.[1] ?? "";
      const text = line
        .replace(/<time[^>]*>[^<]*<\/time>/, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .trim();
      return { time, text };
    })
    .filter((line) => line.text !== "");
}

describe.each(DRIVERS)("a ticket's activity on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const post = (url: string, cookie: string, fields: Record<string, string> = {}) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });
  const get = (url: string, cookie: string) => suite.app.inject({ url, headers: { cookie } });

  it("groups one person's views, names the steps and says the clock's pause and resume in words", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const arjun = await signedIn(suite.app, "arjun@example.com");
    const { id, number } = await submitTicket(suite.app);
    // As a browser does: each form's 303 is followed to the ticket's page, which records a view.
    const act = async (action: string, fields: Record<string, string> = {}) => {
      const response = await post(`/inbox/tickets/${id}/${action}`, cookie, fields);
      expect(response.statusCode).toBe(303);
      return get(String(response.headers.location), cookie);
    };
    await get(`/inbox/tickets/${id}`, cookie);
    await get(`/inbox/tickets/${id}`, cookie);
    await act("step", { from: "call" });
    await act("pause", { reason: "parts" });
    await get(`/inbox/tickets/${id}`, arjun);
    const page = await act("resume");

    expect(activityOf(page.body).map((line) => line.text)).toEqual([
      "Priya Shah resumed the clock",
      "Arjun Mehta viewed the ticket",
      "Priya Shah paused the clock: waiting for parts",
      "Priya Shah moved the ticket from “Call from Customer” to “Inform to Engineer”",
      "Priya Shah viewed the ticket (2 times, the last shown)",
    ]);
    // Every view is still recorded, one audit event each.
    const views = (await suite.app.db.tickets.listAudit(id, 50)).filter((e) => e.action === "ticket-view");
    expect(views).toHaveLength(6);
    expect(activityOf(page.body).some((line) => line.text.includes(number))).toBe(false);
  });

  it("names the engineer and the planned visit in words, and clearing them", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const arjun = (await suite.app.db.staff.listStaff()).find((member) => member.name === "Arjun Mehta")!;
    const { id } = await submitTicket(suite.app);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await post(`/inbox/tickets/${id}/engineer`, cookie, { engineer: arjun.id });
    await post(`/inbox/tickets/${id}/visit`, cookie, { visit: `${day}T15:30` });
    await post(`/inbox/tickets/${id}/visit`, cookie, { visit: "" });
    await post(`/inbox/tickets/${id}/engineer`, cookie, { engineer: "" });
    // The page after the last change records a view of its own, which the activity leaves out.
    const lines = activityOf((await get(`/inbox/tickets/${id}`, cookie)).body).map((line) => line.text);
    expect(lines.slice(0, 4)).toEqual([
      "Priya Shah took the engineer off the ticket",
      "Priya Shah cleared the planned visit",
      expect.stringMatching(/^Priya Shah set the planned visit to \d{1,2} \w{3}( \d{4})?, 15:30 IST$/),
      "Priya Shah made Arjun Mehta the engineer",
    ]);
  });

  it("writes the year of a time in another year, and only then", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const { id } = await submitTicket(suite.app);
    const lastYear = new Date().getUTCFullYear() - 1;
    const user = (await suite.app.db.staff.listStaff()).find((member) => member.name === "Priya Shah")!;
    // An event of last year (a ticket worked across the new year), recorded before today's views.
    await suite.app.db.tickets.recordAudit({
      at: new Date(`${lastYear}-06-15T06:30:00Z`),
      userId: user.id,
      action: "ticket-note",
      ticketId: id,
      detail: null,
    });
    const lines = activityOf((await get(`/inbox/tickets/${id}`, cookie)).body);
    expect(lines[0]?.time).not.toMatch(/\d{4}/);
    expect(lines[1]).toEqual({ time: `15 Jun ${lastYear}, 12:00`, text: "Priya Shah added a note" });
  });
});
