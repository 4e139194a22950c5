/**
 * The newsletter through app.inject against a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): one address is one subscriber, also when it subscribes twice at once.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "../../contracts/leads/errors.ts";
import type { OutboxStats } from "../db/outbox.ts";
import { DRIVERS } from "../testing/databases.ts";
import { nextClient, postLead, VALID } from "../testing/fixtures.ts";
import { type AppSuite, appPerSuite } from "../testing/suites.ts";

const { path, message } = VALID.newsletter;
const queued = (stats: OutboxStats) => stats.pending + stats.sent + stats.dead;

/** Counts newsletter leads and queued emails around `work`. */
async function stored(suite: AppSuite, work: () => Promise<unknown>) {
  const leads = () => suite.app.db.leads.count({ kind: "newsletter" });
  const [leadsBefore, mailBefore] = [await leads(), queued(await suite.app.db.outbox.stats())];
  await work();
  return {
    leads: (await leads()) - leadsBefore,
    mails: queued(await suite.app.db.outbox.stats()) - mailBefore,
  };
}

/**
 * Many subscriptions of one address, all at once, each from its own client. On PostgreSQL a lock
 * holds every insert back until all of them wait for it, so they really race: each statement has
 * looked for the address before any other has stored it, and the unique index must decide.
 */
async function subscribeAtOnce(suite: AppSuite, email: string, times: number) {
  const subscribe = () =>
    Promise.all(Array.from({ length: times }, () => postLead(suite.app, path, { email })));
  if (!suite.db.databaseUrl) return subscribe();
  const holder = new pg.Client({ connectionString: suite.db.databaseUrl });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE leads IN SHARE MODE");
    const answers = subscribe();
    await waitFor(async () => {
      const { rows } = await holder.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_locks WHERE relation = 'leads'::regclass AND NOT granted",
      );
      return Number(rows[0]?.n) === times;
    });
    await holder.query("COMMIT");
    return await answers;
  } finally {
    await holder.end();
  }
}

async function waitFor(done: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error("the subscriptions never waited for the lock");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DRIVERS)("newsletter subscribers on %s", (driver) => {
  const suite = appPerSuite(driver);

  it("stores an address once: a repeat (any case of ASCII letters) answers as the first did", async () => {
    let first: Awaited<ReturnType<typeof postLead>> | undefined;
    const added = await stored(suite, async () => {
      first = await postLead(suite.app, path, { email: "Priya.Shah@Example.com" });
    });
    expect(first?.statusCode).toBe(201);
    expect(added).toEqual({ leads: 1, mails: 2 });
    const id = first?.json().id;

    for (const email of ["priya.shah@example.com", " PRIYA.SHAH@EXAMPLE.COM "]) {
      let again: Awaited<ReturnType<typeof postLead>> | undefined;
      expect(
        await stored(suite, async () => {
          again = await postLead(suite.app, path, { email });
        }),
      ).toEqual({ leads: 0, mails: 0 });
      expect(again?.statusCode).toBe(201);
      expect(again?.json()).toEqual({ id, message });
      // Nothing in the answer tells that the address was on the list already.
      expect(again?.headers["idempotent-replayed"]).toBeUndefined();
    }
  });

  it("keeps other addresses apart: tags, other domains, other forms; refuses one it could not mail", async () => {
    const added = await stored(suite, async () => {
      for (const email of ["ravi@example.com", "ravi+news@example.com", "ravi@example.org"]) {
        expect((await postLead(suite.app, path, { email })).statusCode, email).toBe(201);
      }
      // Letters of another script: no welcome email could go to it, so it is not taken at all.
      for (const email of ["Ünal@example.com", "ünal@example.com"]) {
        const refused = await postLead(suite.app, path, { email });
        expect(refused.statusCode, email).toBe(400);
        expect(refused.json().errors.email).toBe(fieldMessage("emailAscii", "en"));
      }
      // The same address through another form is a lead of its own, not a subscription.
      const question = { ...VALID.question.body, email: "ravi@example.com" };
      expect((await postLead(suite.app, VALID.question.path, question)).statusCode).toBe(201);
    });
    expect(added.leads).toBe(3);
  });

  it("does not let a flagged (honeypot) subscription take an address from a real one", async () => {
    const bot = await postLead(suite.app, path, {
      email: "meera@example.com",
      website: "http://spam.example",
    });
    expect(bot.statusCode).toBe(201);
    const added = await stored(suite, async () => {
      const real = await postLead(suite.app, path, { email: "meera@example.com" });
      expect(real.json().id).not.toBe(bot.json().id);
    });
    expect(added).toEqual({ leads: 1, mails: 2 });
  });

  it("stores one subscriber when the same address subscribes several times at once", async () => {
    let responses: Awaited<ReturnType<typeof postLead>>[] = [];
    const added = await stored(suite, async () => {
      responses = await subscribeAtOnce(suite, "asha@example.com", 8);
    });
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(added).toEqual({ leads: 1, mails: 2 });
  });
});

describe.each(DRIVERS)("newsletter subscribers with the rate limit on, on %s", (driver) => {
  // Each visitor's inserts take turns (a lock per visitor on PostgreSQL); different visitors race.
  const suite = appPerSuite(driver, { LEADS_RATE_LIMIT: "1" });

  it("stores one subscriber when several visitors subscribe the same address at once", async () => {
    let responses: Awaited<ReturnType<typeof postLead>>[] = [];
    const added = await stored(suite, async () => {
      responses = await subscribeAtOnce(suite, "kiran@example.com", 8);
    });
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(added).toEqual({ leads: 1, mails: 2 });
  });

  it("answers a visitor over the limit 429 whether or not the address is subscribed", async () => {
    const visitor = { "x-forwarded-for": nextClient() };
    expect((await postLead(suite.app, path, { email: "first@example.com" }, visitor)).statusCode).toBe(201);
    for (const email of ["kiran@example.com", "nobody-yet@example.com"]) {
      expect((await postLead(suite.app, path, { email }, visitor)).statusCode, email).toBe(429);
    }
  });
});
