/**
 * The service desk's emails through app.inject on SQLite and PostgreSQL: what a new ticket queues
 * (the company's notification, URGENT for someone trapped; the customer's acknowledgement in the
 * ticket's language with the number, tracking link and personal privacy link) and what each step
 * move queues (once, only when the move is made).
 */
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { LAST_STEP, SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import type { OutboxItem } from "../db/outbox.ts";
import { hashToken } from "../privacy/links.ts";
import { PrivacyRequests } from "../privacy/requests.ts";
import { DRIVERS } from "../testing/databases.ts";
import { postLead, VALID_SERVICE_REQUEST } from "../testing/fixtures.ts";
import { inboxPerSuite, STAFF } from "../testing/inbox.ts";
import { messageText } from "../testing/messages.ts";
import { claimAsSent } from "../testing/outbox.ts";
import { moveTicketWithMail, ticketMailSettings } from "./ticket-mail.ts";
import { stepName } from "./tracking.ts";

const textBefore = (text: string) => text.split("{")[0]!;

describe.each(DRIVERS)("service ticket emails on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  async function report(fields: Record<string, string> = {}) {
    const response = await postLead(suite.app, SERVICE_API_PATH, { ...VALID_SERVICE_REQUEST, ...fields });
    expect(response.statusCode).toBe(201);
    const { ticket: number, trackPath } = response.json() as { ticket: string; trackPath: string };
    const ticket = await suite.app.db.tickets.findByTokenHash(hashToken(trackPath.split("/").pop()!));
    return { number, trackPath, id: ticket!.id };
  }

  /** The ticket's queued emails (claimed and handed back unsent), oldest first. */
  async function queued(ticketId: string): Promise<OutboxItem[]> {
    const items = await claimAsSent(suite.app, 500, 60_000);
    for (const item of items) await suite.app.db.outbox.release(item.id);
    return items.filter((item) => item.ticketId === ticketId).sort((a, b) => Number(a.id) - Number(b.id));
  }

  it("queues the company's notification and the customer's acknowledgement with the ticket", async () => {
    const { number, trackPath, id } = await report({ email: "kiran@example.com", sourcePage: "/gu/service" });
    const [toCompany, toCustomer, ...rest] = await queued(id);
    expect(rest).toEqual([]);
    expect(toCompany).toMatchObject({ recipient: "company", leadId: null, ticketId: id });
    expect(toCompany!.message.subject).toBe(
      `New service request ${number}: Lift stopped - Shanti Residency, Surat`,
    );
    expect(toCompany!.message.text).toContain("Mobile number: 9825012345 (tel:+919825012345)");
    expect(toCompany!.message.text).toContain(VALID_SERVICE_REQUEST.description);
    expect(toCompany!.message.replyTo).toBe("kiran@example.com");

    expect(toCustomer).toMatchObject({ recipient: "visitor", message: { to: "kiran@example.com" } });
    const { text, subject } = toCustomer!.message;
    expect(subject).toBe(`ફરિયાદ ${number} નોંધાઈ ગઈ છે - ${company.name}`);
    expect(text).toContain(number);
    expect(text).toContain(`${company.siteUrl}${trackPath}`);
    expect(text).toContain(textBefore(messageText("gu", "email_privacy_link_line")));
    // Nothing the customer typed goes to the address they gave.
    expect(text).not.toContain(VALID_SERVICE_REQUEST.description);
    expect(text).not.toContain(VALID_SERVICE_REQUEST.building);
    const token = /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const stored = await suite.app.db.tickets.get(id);
    expect(stored?.privacyTokenHash).toBe(hashToken(token));
    const requests = new PrivacyRequests({ repo: suite.app.db, log: { info: () => undefined } });
    expect(await requests.find(token)).toEqual({ locale: "gu", consentWithdrawnAt: null });
  });

  it("marks someone trapped URGENT for the company and tells the customer to call the 24/7 number", async () => {
    const { number, id } = await report({
      problem: "trapped",
      email: "trapped@example.com",
      sourcePage: "/hi/service",
    });
    const [toCompany, toCustomer] = await queued(id);
    expect(toCompany!.message.subject).toBe(`URGENT: someone trapped - ${number} - Shanti Residency, Surat`);
    expect(toCustomer!.message.text).toContain(company.phones.support.display);
    expect(toCustomer!.message.text).toContain(textBefore(messageText("hi", "email_service_ack_trapped")));
    // On a phone the number is a tap away: a tel: link in the HTML.
    const { display, tel } = company.phones.support;
    expect(toCustomer!.message.html).toContain(`<a href="tel:${tel}">${display}</a>`);
  });

  it("mails only the company when the customer gave no email, and nobody for a honeypot", async () => {
    const plain = await report();
    expect((await queued(plain.id)).map((item) => item.recipient)).toEqual(["company"]);
    expect((await suite.app.db.tickets.get(plain.id))?.privacyTokenHash).toBeNull();
    const trap = await report({ email: "bot@example.com", website: "http://spam.example" });
    expect(await queued(trap.id)).toEqual([]);
  });

  it("emails the customer each step once, with the engineer's first name and the planned visit", async () => {
    const { number, id } = await report({ email: "steps@example.com", sourcePage: "/hi/service" });
    for (const item of await queued(id)) await suite.app.db.outbox.markSent(item.id);
    const engineer = await suite.app.db.staff.findStaffByEmail(STAFF[1].email);
    await suite.app.db.tickets.assign(id, engineer!.id, new Date("2026-12-01T06:30:00Z"));
    const settings = ticketMailSettings(suite.app.config);
    const move = { id, from: "call", to: "inform", userId: engineer!.id, at: new Date() };
    // Two people move the same ticket at once: one move, one email.
    const moves = await Promise.all([
      moveTicketWithMail(suite.app.db, settings, move),
      moveTicketWithMail(suite.app.db, settings, move),
    ]);
    expect(moves.sort()).toEqual([false, true]);
    const [step, ...more] = await queued(id);
    expect(more).toEqual([]);
    expect(step).toMatchObject({ recipient: "visitor", message: { to: "steps@example.com" } });
    expect(step!.message.subject).toBe(`${number}: ${stepName("inform", "hi")} - ${company.name}`);
    expect(step!.message.text).toContain(
      `${textBefore(messageText("hi", "email_service_step_engineer"))}Arjun`,
    );
    expect(step!.message.text).not.toContain("Mehta");
    expect(step!.message.text).toContain(textBefore(messageText("hi", "email_service_step_planned_visit")));
    expect(step!.message.text).toContain(textBefore(messageText("hi", "email_privacy_link_line")));
    await suite.app.db.outbox.markSent(step!.id);

    // A move from a step the ticket has left changes nothing and mails nobody.
    expect(await moveTicketWithMail(suite.app.db, settings, { ...move, to: "visit" })).toBe(false);
    expect(await queued(id)).toEqual([]);

    const last = { ...move, from: "inform", to: LAST_STEP };
    expect(await moveTicketWithMail(suite.app.db, settings, last)).toBe(true);
    const [done] = await queued(id);
    expect(done!.message.text).toContain(messageText("hi", "email_service_step_completed"));
    expect((await suite.app.db.tickets.get(id))?.completedAt).toBeInstanceOf(Date);
  });
});
