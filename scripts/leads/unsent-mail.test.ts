/**
 * `npm run leads -- mail <reference>` on SQLite and PostgreSQL: with no SMTP every email stays
 * queued, and this is where the visitor's acknowledgement, with their personal link, is read, for
 * a lead, a privacy request or a service ticket; sent emails and other records' are not printed.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../../contracts/privacy/schema.ts";
import { SERVICE_API_PATH } from "../../contracts/service/schema.ts";
import { loadIpSalt } from "../../server/leads/ip-hash.ts";
import { hashToken } from "../../server/privacy/links.ts";
import { DRIVERS } from "../../server/testing/databases.ts";
import { postLead, VALID, VALID_SERVICE_REQUEST } from "../../server/testing/fixtures.ts";
import { claimAsSent } from "../../server/testing/outbox.ts";
import { appPerSuite } from "../../server/testing/suites.ts";
import { UsageError } from "../leads.ts";
import { capturedRun } from "./captured-run.ts";

const LINK = /\/privacy\/request\/[A-Za-z0-9_-]{43}\n/g;

describe.each(DRIVERS)("leads CLI mail on %s", (driver) => {
  const suite = appPerSuite(driver);
  const secret = () => loadIpSalt(suite.app.config.DATA_DIR, suite.app.config.LEADS_IP_SALT);
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await postLead(suite.app, path, body);
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it("prints a lead's queued emails whole, the visitor's personal link included, by its reference", async () => {
    const { id } = await post(VALID.question.path, {
      ...VALID.question.body,
      email: "cli.mail@example.com",
      sourcePage: "/gu/faq",
    });
    await post(VALID.question.path, { ...VALID.question.body, email: "someone.else@example.com" });
    const reference = id.slice(0, 8).toUpperCase();
    const { out, errors } = await capturedRun(["mail", reference], suite.app.db, secret());
    expect(out).toMatch(
      new RegExp(`^Email \\d+ to the company \\(queued, not sent yet\\) of lead ${reference}\\n`),
    );
    expect(out).toContain("To: cli.mail@example.com\nSubject: ");
    expect(out.match(LINK)).toHaveLength(1);
    expect(out).toContain("/gu/privacy/request/");
    // The printed link is the one the email will carry: its hash is the lead's.
    const token = /\/privacy\/request\/([A-Za-z0-9_-]{43})/.exec(out)![1]!;
    expect((await suite.app.db.leads.get(id))?.privacyTokenHash).toBe(hashToken(token));
    expect(out).not.toContain("someone.else@example.com");
    expect(errors).toEqual(["2 emails not sent yet."]);
    // The whole id finds the same; a sent email is no longer printed.
    expect((await capturedRun(["mail", id], suite.app.db, secret())).out).toBe(out);
    const queued = await claimAsSent(suite.app, 500, 60_000);
    for (const item of queued) {
      if (item.leadId === id && item.recipient === "visitor") await suite.app.db.outbox.markSent(item.id);
      else await suite.app.db.outbox.release(item.id);
    }
    const after = await capturedRun(["mail", reference], suite.app.db, secret());
    expect(after.out).not.toMatch(LINK);
    expect(after.errors).toEqual(["1 email not sent yet."]);
  });

  it("prints a privacy request's and a service ticket's, by reference and by number", async () => {
    const request = await post(PRIVACY_REQUEST_API_PATH, {
      request: "see",
      name: "Cli Person",
      email: "cli.request@example.com",
      sourcePage: "/hi/privacy",
    });
    const byRequest = await capturedRun(["mail", request.id.slice(0, 8)], suite.app.db, secret());
    expect(byRequest.out).toContain(`of privacy request ${request.id.slice(0, 8).toUpperCase()}`);
    expect(byRequest.out).toContain("/hi/privacy/request/");
    const ticket = await post(SERVICE_API_PATH, {
      ...VALID_SERVICE_REQUEST,
      email: "cli.ticket@example.com",
    });
    const number = ticket.ticket as string;
    const byTicket = await capturedRun(["mail", number.toLowerCase()], suite.app.db, secret());
    expect(byTicket.out).toContain(`of service ticket ${number}`);
    expect(byTicket.out.match(LINK)).toHaveLength(1);
  });

  it("finds nothing for an unknown reference or a pattern, and needs exactly one reference", async () => {
    for (const reference of ["00000000", "%", "________", "SR-0000-00000"]) {
      const { out, errors } = await capturedRun(["mail", reference], suite.app.db, secret());
      expect(out).toBe("");
      expect(errors).toEqual([`No email waiting to be sent for ${reference}.`]);
    }
    for (const argv of [["mail"], ["mail", "--all"], ["mail", "00000000", "extra"]]) {
      await expect(capturedRun(argv, suite.app.db)).rejects.toThrow(UsageError);
    }
  });
});
