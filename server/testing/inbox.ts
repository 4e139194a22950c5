/** Test support for the lead inbox: staff accounts, signing in through the API, cookies. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll } from "vitest";
import type { Locale } from "../../contracts/locales.ts";
import type { StaffUser } from "../db/staff.ts";
import { hashPassword } from "../inbox/passwords.ts";
import type { StaffRole } from "../inbox/roles.ts";
import type { Driver } from "./databases.ts";
import { nextClient, postLead, VALID, VALID_SERVICE_REQUEST } from "./fixtures.ts";
import { type AppSuite, appPerSuite } from "./suites.ts";

export const PASSWORD = "correct horse battery staple";

/** The staff accounts an inbox suite starts with, all with PASSWORD and the admin role. */
export const STAFF = [
  { email: "priya@example.com", name: "Priya Shah" },
  { email: "arjun@example.com", name: "Arjun Mehta" },
] as const;

/** A thirty-second of the production scrypt cost: the suites sign in hundreds of times. */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

/** A staff account with PASSWORD; an admin unless the test is about roles (a translator's `languages`). */
export async function addStaff(
  app: FastifyInstance,
  email: string,
  name: string,
  role: StaffRole = "admin",
  languages: readonly Locale[] = [],
): Promise<StaffUser> {
  return app.db.staff.addStaff(
    { email, name, role, languages, passwordHash: await hashPassword(PASSWORD, TEST_COST) },
    new Date(),
  );
}

/** The app on a fresh `driver` database for the suite, with the STAFF accounts added. */
export function inboxPerSuite(driver: Driver): AppSuite {
  const suite = appPerSuite(driver);
  beforeAll(async () => {
    for (const member of STAFF) await addStaff(suite.app, member.email, member.name);
  });
  return suite;
}

/** The `name=value` part of the response's session cookie. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header[0] : header) ?? "";
  return cookie.split(";")[0]!;
}

export const tokenOf = (cookie: string) => cookie.split("=")[1]!;

export async function signInApi(app: FastifyInstance, email: string, password = PASSWORD, cookie?: string) {
  return app.inject({
    method: "POST",
    url: "/api/inbox/session",
    headers: { "x-forwarded-for": nextClient(), ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

export async function signedIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await signInApi(app, email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** Submits a web inquiry through the public API; resolves with the new lead's id. */
export async function submitInquiry(app: FastifyInstance, fields: Partial<Record<string, string>> = {}) {
  const response = await postLead(app, VALID.webInquiry.path, { ...VALID.webInquiry.body, ...fields });
  if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}

export interface InboxWithLeadSuite extends AppSuite {
  /** A lead whose name and message a spreadsheet would read as formulas, and its first mail. */
  readonly leadId: string;
  readonly mailId: string;
}

/** inboxPerSuite with one lead submitted through the public API (see InboxWithLeadSuite). */
export function inboxWithLeadPerSuite(driver: Driver): InboxWithLeadSuite {
  const suite = inboxPerSuite(driver);
  beforeAll(async () => {
    const leadId = await submitInquiry(suite.app, {
      name: '=HYPERLINK("http://x")',
      message: "+91 call me @ noon",
    });
    const mailId = (await suite.app.db.inbox.leadMail(leadId))[0]!.id;
    Object.assign(suite, { leadId, mailId });
  });
  return suite as InboxWithLeadSuite;
}

/** Reports a breakdown through the public service API; resolves with the new ticket's id and number. */
export async function submitTicket(app: FastifyInstance, fields: Partial<Record<string, string>> = {}) {
  const response = await postLead(app, "/api/service/insert", { ...VALID_SERVICE_REQUEST, ...fields });
  if (response.statusCode !== 201) throw new Error(`service request failed: ${response.body}`);
  const { ticket } = response.json() as { ticket: string };
  const id = (await app.db.tickets.list({ view: "open", offset: 0, limit: 10_000 })).find(
    (row) => row.number === ticket,
  )?.id;
  if (!id) throw new Error(`ticket ${ticket} not listed`);
  return { id, number: ticket };
}

/** Staff confirm an erasure from the inbox (`path`: a lead's or a privacy request's erase action). */
export function staffErase(app: FastifyInstance, path: string, cookie: string) {
  return app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    payload: "confirm=yes",
  });
}
