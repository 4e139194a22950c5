/**
 * Signing in and out, and finding the session of a request. Failed sign-ins are counted in the
 * database per account (by a hash of the email, known or not) and per client (by its IP hash), so
 * the limits hold across restarts and replicas: from a few failures on, every further failure is
 * answered slowly; at the limit, sign-in is refused until a stated time.
 */
import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffSession, StaffStore, StaffUser } from "../db/staff.ts";
import { decoyHash, normaliseEmail, verifyPassword } from "./passwords.ts";
import {
  clearedSessionCookie,
  hashSessionToken,
  isExpired,
  needsTouch,
  newSessionToken,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookie,
} from "./sessions.ts";

/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long sign-in stays refused once a limit is reached. */
export const LOCK_MS = 15 * 60 * 1000;
/** The extra wait before answering a failed sign-in once failures pile up. */
export const SLOW_DOWN_MS = 1000;

export const LIMITS = {
  account: { slowAfter: 2, lockAt: 5 },
  client: { slowAfter: 10, lockAt: 30 },
} as const;

const accountKey = (email: string) =>
  `account:${crypto.createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;
const clientKey = (ipHash: string) => `client:${ipHash}`;

export type SignInResult =
  | { outcome: "signed-in"; user: StaffUser; token: string }
  | { outcome: "refused"; slowDownMs: number }
  | { outcome: "locked"; until: Date };

export interface SignInAttempt {
  email: string;
  password: string;
  ipHash: string;
  /** The session token the browser already holds: replaced by the new one. */
  previousToken?: string | undefined;
}

export async function signIn(
  repo: StaffStore,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<SignInResult> {
  const keys = { account: accountKey(attempt.email), client: clientKey(attempt.ipHash) };
  const failures = await repo.signInFailures([keys.account, keys.client]);
  const lockedUntil = [...failures.values()]
    .map((entry) => entry.lockedUntil)
    .filter((until): until is Date => until !== null && until > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lockedUntil) return { outcome: "locked", until: lockedUntil };

  const account = await repo.findStaffByEmail(normaliseEmail(attempt.email));
  const usable = account && account.disabledAt === null;
  const matches = await verifyPassword(attempt.password, usable ? account.passwordHash : await decoyHash());
  if (usable && matches) {
    const { token, tokenHash } = newSessionToken();
    await repo.createSession(
      tokenHash,
      account.id,
      now,
      attempt.previousToken ? hashSessionToken(attempt.previousToken) : undefined,
    );
    await repo.clearSignInFailures(keys.account);
    await repo.recordAudit({ at: now, userId: account.id, action: "sign-in" });
    await repo.deleteExpired({
      idleBefore: new Date(now.getTime() - SESSION_IDLE_MS),
      createdBefore: new Date(now.getTime() - SESSION_ABSOLUTE_MS),
      failuresBefore: new Date(now.getTime() - FAILURE_WINDOW_MS),
    });
    const { passwordHash: _, ...user } = account;
    return { outcome: "signed-in", user, token };
  }

  await repo.recordAudit({ at: now, userId: account?.id ?? null, action: "sign-in-failed" });
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  let slowDownMs = 0;
  let lock: Date | undefined;
  for (const [kind, key] of Object.entries(keys) as [keyof typeof LIMITS, string][]) {
    const count = await repo.recordSignInFailure(key, now, windowStart);
    if (count >= LIMITS[kind].lockAt) {
      lock = new Date(now.getTime() + LOCK_MS);
      await repo.lockSignIn(key, lock);
    } else if (count > LIMITS[kind].slowAfter) slowDownMs = SLOW_DOWN_MS;
  }
  return lock ? { outcome: "locked", until: lock } : { outcome: "refused", slowDownMs };
}

/** The live session for a token: expired sessions are deleted, live ones kept fresh. */
export async function findSession(
  repo: StaffStore,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession | undefined> {
  if (!token) return undefined;
  const tokenHash = hashSessionToken(token);
  const session = await repo.findSession(tokenHash);
  if (!session) return undefined;
  if (isExpired(session, now)) {
    await repo.deleteSession(tokenHash);
    return undefined;
  }
  if (needsTouch(session, now)) await repo.touchSession(tokenHash, now);
  return session;
}

export async function signOut(repo: StaffStore, token: string, user: StaffUser, now = new Date()) {
  await repo.deleteSession(hashSessionToken(token));
  await repo.recordAudit({ at: now, userId: user.id, action: "sign-out" });
}

/** A lock-out's `Retry-After`: whole seconds until `until`, at least one. */
export function retryAfterSeconds(until: Date, now = Date.now()): string {
  return String(Math.max(1, Math.ceil((until.getTime() - now) / 1000)));
}

/** "Too many failed sign-ins…" with the time in India, for the sign-in form and the API. */
export function lockedMessage(until: Date): string {
  const time = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(until);
  return `Too many failed sign-ins. Please try again after ${time} IST.`;
}

export const WRONG_CREDENTIALS = "The email or password is not right.";

/**
 * The sign-in `request` sends (the page's form or the API): a refusal is answered only after its
 * slow-down (SLOW_DOWN_MS once failures pile up); a success sets its session cookie on `reply`.
 */
export async function signInFrom(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
) {
  const previousToken = request.sessionToken ?? undefined;
  const result = await signIn(request.server.db.staff, {
    email,
    password,
    ipHash: request.ipHash,
    previousToken,
  });
  if (result.outcome === "refused") await new Promise((resolve) => setTimeout(resolve, result.slowDownMs));
  if (result.outcome === "signed-in") reply.header("set-cookie", sessionCookie(request, result.token));
  return result;
}

/** Ends the request's session, if any, and clears its cookie on `reply`. */
export async function signOutFrom(request: FastifyRequest, reply: FastifyReply) {
  if (request.staff) await signOut(request.server.db.staff, request.sessionToken ?? "", request.staff);
  reply.header("set-cookie", clearedSessionCookie(request));
}
