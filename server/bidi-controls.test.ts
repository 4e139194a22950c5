/**
 * Bidirectional formatting characters (U+202E RIGHT-TO-LEFT OVERRIDE and the rest) in what a
 * visitor types would let a name disguise itself wherever staff read it ("Ravi <U+202E>exe.gnp" shows
 * as "Ravi png.exe"). They are removed at intake (server/leads/sanitize.ts), so no output shows
 * them: each output is checked for a lead, a service ticket and a privacy request — the inbox's
 * page, its CSV export and the queued emails.
 */
import { describe, expect, it } from "vitest";
import { PRIVACY_REQUEST_API_PATH } from "../contracts/privacy/fields.ts";
import { TICKETS_EXPORT_PATH } from "./inbox/tickets/paths.ts";
import { cleanText } from "./leads/sanitize.ts";
import { DRIVERS } from "./testing/databases.ts";
import { postLead } from "./testing/fixtures.ts";
import { inboxPerSuite, STAFF, signedIn, submitInquiry, submitTicket } from "./testing/inbox.ts";
import { claimAsSent } from "./testing/outbox.ts";

/** Every character with the Bidi_Control property. */
const BIDI_CONTROLS = [
  "\u061C",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
const ANY_BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS.join("")}]`, "u");

/** A name that would show as "Ravi png.exe Shah", with every other bidi control beside it. */
const DISGUISED = `Ravi \u202Eexe.gnp\u202C Shah${BIDI_CONTROLS.join("")}`;
const SHOWN = "Ravi exe.gnp Shah";

describe("removing bidi controls from visitors' text", () => {
  it("removes each of them and keeps the joiners Gujarati and Hindi need", () => {
    for (const control of BIDI_CONTROLS) expect(cleanText(`a${control}b`)).toBe("ab");
    expect(cleanText(DISGUISED)).toBe(SHOWN);
    // Zero-width joiner and non-joiner shape Indic letters: kept.
    expect(cleanText("ક્\u200Dષ क्\u200Cष")).toBe("ક્\u200Dષ क्\u200Cष");
  });
});

describe.each(DRIVERS)("bidi controls in what visitors send, on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  const get = async (url: string) => {
    const cookie = await signedIn(suite.app, STAFF[0].email);
    const response = await suite.app.inject({ url, headers: { cookie } });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.body;
  };

  /** The emails queued for a record, as they would go out. */
  async function mailsOf(owner: "leadId" | "ticketId" | "privacyRequestId", id: string) {
    const queued = await claimAsSent(suite.app, 1000, 60_000);
    for (const item of queued) await suite.app.db.outbox.release(item.id);
    const mails = queued.filter((item) => item[owner] === id);
    expect(mails.length).toBeGreaterThan(0);
    return JSON.stringify(mails.map((item) => item.message));
  }

  const expectClean = (where: string, text: string) => {
    expect({ where, shown: text.includes(SHOWN) }).toEqual({ where, shown: true });
    expect({ where, bidi: ANY_BIDI_CONTROL.exec(text)?.[0] }).toEqual({ where, bidi: undefined });
  };

  it("a lead's name: the inbox page, the CSV export and the emails", async () => {
    const id = await submitInquiry(suite.app, { name: DISGUISED, message: `Call ${DISGUISED}` });
    expectClean("lead page", await get(`/inbox/leads/${id}`));
    expectClean("lead list", await get("/inbox"));
    expectClean("lead CSV", await get("/inbox/export.csv"));
    expectClean("lead emails", await mailsOf("leadId", id));
  });

  it("a service ticket's name: the inbox page, the CSV export and the emails", async () => {
    const { id } = await submitTicket(suite.app, { name: DISGUISED, building: `${DISGUISED} Tower` });
    expectClean("ticket page", await get(`/inbox/tickets/${id}`));
    expectClean("ticket CSV", await get(TICKETS_EXPORT_PATH));
    expectClean("ticket emails", await mailsOf("ticketId", id));
  });

  it("a privacy request's name: the inbox page and the emails", async () => {
    const response = await postLead(suite.app, PRIVACY_REQUEST_API_PATH, {
      request: "erase",
      name: DISGUISED,
      mobileNo: "+91 98250 44444",
      email: "bidi@example.com",
      message: `From ${DISGUISED}`,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    expectClean("privacy request page", await get(`/inbox/privacy/${id}`));
    expectClean("privacy request emails", await mailsOf("privacyRequestId", id));
  });
});
