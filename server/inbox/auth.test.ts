/**
 * Sign-in limits and session expiry on a real database: failures counted per account and per
 * client in the database (so a restarted server still refuses), slowed, then refused until a time.
 */
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { DRIVERS, testConfig } from "../testing/databases.ts";
import { inboxPerSuite, PASSWORD } from "../testing/inbox.ts";
import { FAILURE_WINDOW_MS, LIMITS, LOCK_MS, SLOW_DOWN_MS, signIn } from "./auth.ts";
import { hashSessionToken, isExpired, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./sessions.ts";

describe.each(DRIVERS)("sign-in limits on %s", (driver) => {
  const suite = inboxPerSuite(driver);

  const attempt = (target: FastifyInstance, password: string, ip = "10.5.0.1") =>
    target.inject({
      method: "POST",
      url: "/api/inbox/session",
      headers: { "x-forwarded-for": ip },
      payload: { email: "priya@example.com", password },
    });

  it("slows, then locks an account after repeated failures, also after a restart", async () => {
    const answers: { status: number; ms: number }[] = [];
    for (let failure = 1; failure <= LIMITS.account.lockAt; failure++) {
      const started = Date.now();
      const response = await attempt(suite.app, "wrong password!!", `10.5.0.${failure}`);
      answers.push({ status: response.statusCode, ms: Date.now() - started });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
    expect(answers[LIMITS.account.slowAfter]!.ms).toBeGreaterThanOrEqual(SLOW_DOWN_MS);
    expect(answers[0]!.ms).toBeLessThan(SLOW_DOWN_MS);

    const locked = await attempt(suite.app, PASSWORD, "10.5.1.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many failed sign-ins\. Please try again after \d\d:\d\d IST\.$/,
    );
    const retryAt = new Date(locked.json().retryAt).getTime();
    expect(retryAt - Date.now()).toBeGreaterThan(LOCK_MS - 60_000);
    // A client (or a script) is told when to try again in the header too.
    expect(Number(locked.headers["retry-after"]) * 1000).toBeGreaterThan(LOCK_MS - 60_000);
    expect(Number(locked.headers["retry-after"]) * 1000).toBeLessThanOrEqual(LOCK_MS + 1000);

    // The sign-in form's page says the same, with the header.
    const page = await suite.app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: { "x-forwarded-for": "10.5.3.1", "content-type": "application/x-www-form-urlencoded" },
      payload: `email=priya%40example.com&password=${encodeURIComponent(PASSWORD)}&next=%2Finbox`,
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("Too many failed sign-ins.");
    expect(Number(page.headers["retry-after"]) * 1000).toBeGreaterThan(LOCK_MS - 60_000);

    const restarted = await buildApp(testConfig(suite.db), { logger: false });
    try {
      expect((await attempt(restarted, PASSWORD, "10.5.2.1")).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    // Another account is not affected.
    const other = await suite.app.inject({
      method: "POST",
      url: "/api/inbox/session",
      headers: { "x-forwarded-for": "10.5.0.1" },
      payload: { email: "arjun@example.com", password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it("removes expired sessions and old failure counts at the next sign-in", async () => {
    const repo = suite.app.db.staff;
    const now = new Date();
    const first = await signIn(
      repo,
      { email: "arjun@example.com", password: PASSWORD, ipHash: "client-x" },
      now,
    );
    if (first.outcome !== "signed-in") throw new Error("sign-in failed");
    const hash = hashSessionToken(first.token);
    await repo.touchSession(hash, new Date(now.getTime() - SESSION_IDLE_MS - 1000));
    await signIn(
      repo,
      { email: "nobody@example.com", password: "x", ipHash: "client-y" },
      new Date(now.getTime() - FAILURE_WINDOW_MS - 1000),
    );
    await signIn(repo, { email: "arjun@example.com", password: PASSWORD, ipHash: "client-x" }, now);
    expect(await repo.findSession(hash)).toBeUndefined();
    expect((await repo.signInFailures(["client:client-y"])).size).toBe(0);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const unknown = await suite.app.inject({
      method: "POST",
      url: "/api/inbox/session",
      headers: { "x-forwarded-for": "10.5.3.1" },
      payload: { email: "nobody@example.com", password: PASSWORD },
    });
    const wrong = await suite.app.inject({
      method: "POST",
      url: "/api/inbox/session",
      headers: { "x-forwarded-for": "10.5.3.2" },
      payload: { email: "arjun@example.com", password: "not the password" },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it("locks a client that tries many accounts, and forgets failures after the window", {
    timeout: 90_000,
  }, async () => {
    const repo = suite.app.db.staff;
    const now = new Date();
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let index = 0; index < LIMITS.client.lockAt; index++) {
      last = await signIn(
        repo,
        { email: `guess${index}@example.com`, password: "x", ipHash: "client-a" },
        now,
      );
    }
    expect(last?.outcome).toBe("locked");
    const blocked = await signIn(
      repo,
      { email: "arjun@example.com", password: PASSWORD, ipHash: "client-a" },
      now,
    );
    expect(blocked.outcome).toBe("locked");
    const elsewhere = await signIn(
      repo,
      { email: "arjun@example.com", password: PASSWORD, ipHash: "client-b" },
      now,
    );
    expect(elsewhere.outcome).toBe("signed-in");

    const later = new Date(now.getTime() + LOCK_MS + FAILURE_WINDOW_MS + 1000);
    const fresh = await signIn(
      repo,
      { email: "guess0@example.com", password: "x", ipHash: "client-a" },
      later,
    );
    expect(fresh).toEqual({ outcome: "refused", slowDownMs: 0 });
  });
});

describe("session expiry", () => {
  const user = {
    id: "u",
    email: "a@example.com",
    name: "A",
    createdAt: new Date(0),
    disabledAt: null,
    role: "admin" as const,
    roleSetAt: new Date(0),
    languages: [],
  };
  const now = new Date("2026-05-01T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("ends a session after its idle time and after its absolute lifetime", () => {
    expect(isExpired({ user, createdAt: ago(1000), lastSeenAt: ago(1000) }, now)).toBe(false);
    expect(
      isExpired({ user, createdAt: ago(SESSION_IDLE_MS + 2), lastSeenAt: ago(SESSION_IDLE_MS + 1) }, now),
    ).toBe(true);
    expect(isExpired({ user, createdAt: ago(SESSION_ABSOLUTE_MS + 1), lastSeenAt: ago(1000) }, now)).toBe(
      true,
    );
  });
});
