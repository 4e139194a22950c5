/**
 * A real server process whose SMTP server is down, answers 451, closes the connection mid-DATA or
 * hangs: submissions are answered at once regardless, failed notifications are retried with
 * growing delays, `npm run leads -- list` shows the failure, and once a working SMTP server is
 * back on the same port every notification arrives exactly once. The four faults run at the same
 * time, each with its own database, server process and SMTP port.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createRepository } from "../db/index.ts";
import { programArgs } from "../testing/bundles.ts";
import { createTestDatabase, testConfig, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { startReplicas } from "../testing/replicas.ts";
import { startSmtp, waitFor } from "../testing/smtp.ts";
import { type SmtpFault, startFaultySmtp } from "../testing/smtp-faults.ts";

const exec = promisify(execFile);
const LEADS = 4;
/** What `list` shows as the last error of each fault. */
const ERRORS: Record<SmtpFault, RegExp> = {
  down: /ECONNREFUSED/,
  busy: /451 4\.3\.0 Mail server busy/,
  "mid-data": /close|ended|ECONNRESET|EPIPE/i,
  hang: /abort|timeout|timed out|greeting never received/i,
};

describe.concurrent("an SMTP server that fails", () => {
  it.for(Object.keys(ERRORS) as SmtpFault[])(
    "%s: never fails or slows a submission, backs off, shows the failure and sends each mail once",
    {
      timeout: 60_000,
    },
    async (fault, { onTestFinished }) => {
      // Stopped after the test, last started first (onTestFinished runs in reverse order).
      const track = <T>(resource: T, stop: (resource: T) => unknown): T => {
        onTestFinished(async () => {
          await stop(resource);
        });
        return resource;
      };
      const db = track(await createTestDatabase("sqlite"), (db) => db.cleanup());
      const faulty = track(await startFaultySmtp(fault), (faulty) => faulty.close());
      const env = testEnv(db, {
        SMTP_URL: faulty.url,
        LOG_LEVEL: "warn",
        OUTBOX_SEND_TIMEOUT_SECONDS: "2",
        OUTBOX_LEASE_SECONDS: "6",
        OUTBOX_RETRY_SECONDS: "0.25",
      });
      const set = track(await startReplicas(1, env), (set) => set.stopAll());

      const started = performance.now();
      for (let i = 0; i < LEADS; i++) {
        const answer = await set.request(0, VALID.question.path, {
          body: { ...VALID.question.body, email: `asker${i}@example.com` },
        });
        expect(answer.status).toBe(201);
      }
      expect(performance.now() - started).toBeLessThan(LEADS * 250);

      const repo = createRepository(testConfig(db));
      try {
        await waitFor(
          async () =>
            (await repo.outbox.forLeads((await repo.leads.list()).map((lead) => lead.id))).every(
              (m) => m.attempts >= 2,
            ),
          20_000,
          "two failed attempts per mail",
        );
        // Growing delays: 0.25, 0.5, 1, 2 s (±20%) allow at most five attempts in the next 3 s,
        // where a fixed 0.25 s would allow twelve.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const entries = await repo.outbox.forLeads((await repo.leads.list()).map((lead) => lead.id));
        expect(entries).toHaveLength(LEADS * 2);
        for (const entry of entries) {
          expect(entry.status).toBe("pending");
          expect(entry.attempts).toBeLessThanOrEqual(7);
          expect(entry.lastError).toMatch(ERRORS[fault]);
        }

        const { stdout } = await exec(process.execPath, programArgs("leads", "list"), {
          env: { ...process.env, ...env },
        });
        expect(stdout).toMatch(/mail to company not sent yet \(\d+ attempts, next try .*\): /);
        expect(stdout).toMatch(/mail to visitor not sent yet/);
        expect(stdout).toMatch(ERRORS[fault]);

        // A working server comes back on the same port.
        await faulty.close();
        const smtp = track(await startSmtp({ port: faulty.port }), (smtp) => smtp.close());
        const received = smtp.received;
        await waitFor(async () => (await repo.outbox.stats()).sent === LEADS * 2, 20_000, "every mail sent");
        await new Promise((resolve) => setTimeout(resolve, 300));
        const ids = received.map((mail) => mail.headers["x-outbox-id"]);
        expect(ids).toHaveLength(LEADS * 2);
        expect(new Set(ids).size).toBe(LEADS * 2);
        expect(
          (
            await exec(process.execPath, programArgs("leads", "list"), {
              env: { ...process.env, ...env },
            })
          ).stdout,
        ).not.toMatch(/mail to/);
      } finally {
        await repo.close();
        // Before the SMTP server closes: it would wait for the replica's kept-open connections.
        await set.stopAll();
      }
    },
  );
});
