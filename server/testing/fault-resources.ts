/**
 * Test support for the fault tests: the resources they start (a database, an SMTP server, server
 * processes, the repository they check the database with), each stopped after the test whatever
 * its outcome, last started first; the replicas' mail settings; and the inquiry flood and mail
 * count they check leads with.
 *
 *   const started = startedPerTest();
 *   const db = await started.database("sqlite");
 *   const set = await started.replicas(2, testEnv(db));
 *
 * `startedPerSuite()` gives the same for resources the tests of a `describe` share.
 */
import { createRepository } from "../db/index.ts";
import type { StoredLead } from "../db/leads.ts";
import { cleanupAfterAll, cleanupAfterEach, type Track } from "./cleanup.ts";
import { createTestDatabase, type Driver, type TestDatabase, testConfig, testEnv } from "./databases.ts";
import { VALID } from "./fixtures.ts";
import { type FloodOptions, mailsByLead, startReplicas } from "./replicas.ts";
import { type ReceivedMail, startSmtp } from "./smtp.ts";

/** What a test starts, each stopped after the test. */
export const startedPerTest = () => resources(cleanupAfterEach());

/** What the tests of a `describe` share, started in its `beforeAll`: stopped after the last test. */
export const startedPerSuite = () => resources(cleanupAfterAll());

function resources(track: Track) {
  return {
    /** Stops any other resource after the test: `track(resource, (it) => it.close())`. */
    track,
    database: async (driver: Driver) => track(await createTestDatabase(driver), (db) => db.cleanup()),
    smtp: async (options?: Parameters<typeof startSmtp>[0]) =>
      track(await startSmtp(options), (smtp) => smtp.close()),
    replicas: async (count: number, env: Record<string, string>) =>
      track(await startReplicas(count, env), (set) => set.stopAll()),
    /** The database's lead repository, opened beside the servers as an operator's script would. */
    repository: (db: TestDatabase) => track(createRepository(testConfig(db)), (repo) => repo.close()),
  };
}

export type StartedPerTest = ReturnType<typeof startedPerTest>;

/**
 * A flood of web inquiries from distinct visitors: submission `index` has its own email, client
 * address and the subject `${label} ${index}` (what `subjectOf` reads back).
 */
export function inquiryFlood(label: string): Pick<FloodOptions, "path" | "body" | "headers"> {
  return {
    path: VALID.webInquiry.path,
    body: (index) => ({
      ...VALID.webInquiry.body,
      email: `visitor${index}@example.com`,
      subject: `${label} ${index}`,
    }),
    headers: (index) => ({ "x-forwarded-for": `10.1.${index >> 8}.${index & 255}` }),
  };
}

/** Where the replicas of a fault test send the company's lead notifications. */
export const COMPANY_ADDRESS = "sales-team@example.com";

/** The environment of replicas on `db` that mail through `smtp` (company mails to COMPANY_ADDRESS). */
export function mailingEnv(db: TestDatabase, smtp: { url: string }, overrides: Record<string, string> = {}) {
  return testEnv(db, {
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: COMPANY_ADDRESS,
    LOG_LEVEL: "warn",
    ...overrides,
  });
}

/** The stored leads that did not get exactly one company email and one acknowledgement. */
export function leadsNotMailedOnce(stored: StoredLead[], received: readonly ReceivedMail[]) {
  const mails = mailsByLead(received, COMPANY_ADDRESS);
  return stored
    .map((lead) => ({ id: lead.id, ...(mails.get(lead.id) ?? { company: 0, visitor: 0 }) }))
    .filter((counts) => counts.company !== 1 || counts.visitor !== 1);
}
