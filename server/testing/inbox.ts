/** Test support for the lead inbox: staff accounts, signing in through the API, cookies. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { StaffUser } from "../db/inbox.ts";
import { hashPassword } from "../inbox/passwords.ts";
import { VALID } from "./fixtures.ts";

export const PASSWORD = "correct horse battery staple";

export async function addStaff(app: FastifyInstance, email: string, name: string): Promise<StaffUser> {
  return app.db.inbox.addStaff({ email, name, passwordHash: await hashPassword(PASSWORD) }, new Date());
}

/** The `name=value` part of the response's session cookie. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header[0] : header) ?? "";
  return cookie.split(";")[0]!;
}

export const tokenOf = (cookie: string) => cookie.split("=")[1]!;

let clientCounter = 0;
/** A distinct client address per call, so per-client sign-in limits do not interfere. */
export const nextClient = () => `10.9.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

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
  const response = await app.inject({
    method: "POST",
    url: VALID.webInquiry.path,
    headers: { "x-forwarded-for": nextClient() },
    payload: { ...VALID.webInquiry.body, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}
