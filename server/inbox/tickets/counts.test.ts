/**
 * The ticket list's counts, through app.inject on a fresh database per suite (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL): every view has its count, Completed too, and this month's
 * response targets count only the tickets whose outcome is known.
 */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../../testing/databases.ts";
import { FORM_POST, formBody } from "../../testing/fixtures.ts";
import { inboxPerSuite, signedIn, submitTicket } from "../../testing/inbox.ts";

const STEPS = ["call", "inform", "visit", "work", "meet"];

describe.each(DRIVERS)("the ticket list's counts on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const post = (url: string, cookie: string, fields: Record<string, string> = {}) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("counts the completed tickets beside the others, and only known outcomes against the target", async () => {
    const cookie = await signedIn(suite.app, "priya@example.com");
    const empty = await suite.app.inject({ url: "/inbox/tickets", headers: { cookie } });
    expect(text(empty.body)).toContain("no tickets reported yet.");

    // Running: one within its time (and later one paused) is not counted against the target.
    await submitTicket(suite.app, { problem: "doors" });
    const first = await suite.app.inject({ url: "/inbox/tickets", headers: { cookie } });
    expect(text(first.body)).toMatch(
      /\w+: 1 ticket reported this month, none with a known outcome against the response target yet/,
    );

    // Met: the engineer on site at once (then completed). Missed: its due time has passed.
    const met = await submitTicket(suite.app, { problem: "trapped" });
    for (const from of STEPS) await post(`/inbox/tickets/${met.id}/step`, cookie, { from });
    const missed = await submitTicket(suite.app, { problem: "stopped" });
    const { sql } = suite.app.db as unknown as {
      sql: { run(sql: string, params: unknown[]): Promise<number> };
    };
    await sql.run("UPDATE service_tickets SET due_at = ? WHERE id = ?", [
      new Date(Date.now() - 60_000),
      missed.id,
    ]);
    const paused = await submitTicket(suite.app, { problem: "noise" });
    await post(`/inbox/tickets/${paused.id}/pause`, cookie, { reason: "client" });

    const list = await suite.app.inject({ url: "/inbox/tickets", headers: { cookie } });
    const views = /<nav aria-label="Ticket views">([\s\S]*?)<\/nav>/.exec(list.body)?.[1] ?? "";
    expect(text(views).trim()).toBe("3 Open 0 My tickets 1 Paused 1 Completed");
    expect(text(list.body)).toMatch(
      /\w+, tickets reported this month whose outcome is known: 1 of 2 tickets met the response target, 1 missed it\. Not counted yet: 2 tickets still running \(within their time, or paused\)\./,
    );

    const api = await suite.app.inject({ url: "/api/inbox/tickets", headers: { cookie } });
    expect(api.json()).toMatchObject({
      counts: { open: 3, mine: 0, paused: 1, overdue: 1, completed: 1 },
      month: { reported: 4, met: 1, missed: 1, running: 2 },
    });
  });
});
