/**
 * Every outbox setting the configuration accepts delivers the company's notification and the
 * visitor's acknowledgement: a real server process per setting, a real SMTP server that refuses
 * each address's first delivery with 451 (so the retry delay is used), both mails arriving once.
 * Values come from each setting's range: its minimum, prime numbers of seconds, the default send
 * timeout with the shortest lease it allows (against an SMTP server that takes 1.5 s to accept a
 * message), its maximum, and one set chosen by fast-check. Values the server cannot work
 * with (outside a range, a wrong URL scheme, a port in use…) stop it at start with a message
 * naming the variable.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../data-dir.ts";
import { SALT_FILE } from "../leads/ip-hash.ts";
import { LEASE_PER_SEND } from "../leads/outbox-worker.ts";
import { programArgs } from "../testing/bundles.ts";
import { createTestDatabase, testEnv } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { startReplicas } from "../testing/replicas.ts";
import { startSmtp, waitFor } from "../testing/smtp.ts";

const exec = promisify(execFile);

interface Setting {
  lease: number;
  retry: number;
  /** OUTBOX_SEND_TIMEOUT_SECONDS; unset means its default. */
  send?: number;
  /** Refuse each recipient's first attempt; off where the retry delay is longer than a test. */
  failFirst: boolean;
  /** How long the SMTP server takes to accept a message. */
  slowMs?: number;
}

const [chosen] = fc.sample(
  fc.record({
    send: fc.integer({ min: 1, max: 600 }),
    lease: fc.integer({ min: 0, max: 3600 }),
    retry: fc.double({ min: 0.05, max: 2, noNaN: true }),
  }),
  1,
);

const SETTINGS: Setting[] = [
  { lease: 3, send: 1, retry: 0.05, failFirst: true },
  { lease: 7, send: 2, retry: 0.37, failFirst: true },
  { lease: 60, retry: 1.3, failFirst: true, slowMs: 1500 },
  { lease: 101, send: 31, retry: 1.3, failFirst: true },
  { lease: 3600, send: 600, retry: 3600, failFirst: false },
  chosen
    ? {
        send: chosen.send,
        // Any lease from the smallest the send timeout allows to the largest.
        lease: Math.max(LEASE_PER_SEND * chosen.send, chosen.lease),
        retry: chosen.retry,
        failFirst: true,
      }
    : { lease: 3, send: 1, retry: 0.05, failFirst: true },
];

describe.concurrent("outbox settings across their range", () => {
  it.for(SETTINGS)(
    "OUTBOX_LEASE_SECONDS=$lease OUTBOX_SEND_TIMEOUT_SECONDS=$send OUTBOX_RETRY_SECONDS=$retry: both mails of an inquiry arrive",
    { timeout: 60_000 },
    async (setting, { onTestFinished }) => {
      const refused = new Set<string>();
      const smtp = await startSmtp({
        ...(setting.slowMs ? { delayMs: setting.slowMs } : {}),
        onRcptTo(address, _session, callback) {
          if (setting.failFirst && !refused.has(address.address)) {
            refused.add(address.address);
            const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          callback();
        },
      });
      onTestFinished(() => smtp.close());
      const db = await createTestDatabase("sqlite");
      onTestFinished(() => db.cleanup());
      const set = await startReplicas(
        1,
        testEnv(db, {
          SMTP_URL: smtp.url,
          LEADS_NOTIFY_TO: "sales@example.com",
          LOG_LEVEL: "error",
          OUTBOX_LEASE_SECONDS: String(setting.lease),
          OUTBOX_RETRY_SECONDS: String(setting.retry),
          ...(setting.send ? { OUTBOX_SEND_TIMEOUT_SECONDS: String(setting.send) } : {}),
        }),
      );
      onTestFinished(() => set.stopAll());

      const visitor = `visitor-${setting.lease}@example.com`;
      const answer = await set.request(0, VALID.webInquiry.path, {
        body: { ...VALID.webInquiry.body, email: visitor },
      });
      expect(answer.status).toBe(201);
      const recipients = () => smtp.received.flatMap((mail) => mail.to);
      await waitFor(
        () => recipients().includes("sales@example.com") && recipients().includes(visitor),
        30_000,
        "the notification and the acknowledgement",
      );
      expect(recipients().sort()).toEqual(["sales@example.com", visitor].sort());
      if (setting.failFirst) expect(refused).toEqual(new Set(["sales@example.com", visitor]));
    },
  );
});

/**
 * Starts the server as `npm start` does and returns how it ended within 45 s (a refusal takes a
 * few seconds, but these tests start many processes at once on a machine that may be busy).
 */
async function startRefused(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  try {
    await exec(process.execPath, programArgs("server"), {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "error", ...env },
      timeout: 45_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number | null; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe.concurrent("values the server cannot work with stop it at start, naming the variable", () => {
  it.for([
    ["OUTBOX_LEASE_SECONDS", "2"],
    ["OUTBOX_LEASE_SECONDS", "59"],
    ["OUTBOX_SEND_TIMEOUT_SECONDS", "0"],
    ["OUTBOX_SEND_TIMEOUT_SECONDS", "601"],
    ["OUTBOX_LEASE_SECONDS", "3601"],
    ["OUTBOX_LEASE_SECONDS", "2.5"],
    ["OUTBOX_RETRY_SECONDS", "0.01"],
    ["OUTBOX_RETRY_SECONDS", "3601"],
    ["DATABASE_URL", "mysql://x"],
    ["SITE_URL", "ftp://x"],
    ["SMTP_URL", "http://127.0.0.1:25"],
    ["MAIL_FROM", "no-reply"],
    ["HOST", "no-such-host.invalid"],
  ])("%s=%s", async ([name, value], { onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    const ended = await startRefused(testEnv(db, { [name as string]: value as string }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`Invalid environment configuration:\n  ${name}: `);
  });

  it("PORT already in use", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const { port } = taken.address() as net.AddressInfo;
    const ended = await startRefused(testEnv(db, { PORT: String(port) }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`PORT: port ${port} is already in use`);
  });

  it("DATA_DIR that is a file", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    const file = path.join(db.dataDir, "not-a-folder");
    fs.writeFileSync(file, "");
    const ended = await startRefused(testEnv(db, { DATA_DIR: file }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`DATA_DIR: cannot create or use ${file}`);
  });

  it("SITE_URL other than the one the site was built for", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    const build = path.join(db.dataDir, "build");
    fs.mkdirSync(build);
    fs.writeFileSync(
      path.join(build, "index.html"),
      '<link rel="canonical" href="https://lifts.example.com/"/>',
    );
    const ended = await startRefused(testEnv(db, { BUILD_DIR: build, SITE_URL: "https://www.example.org" }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`SITE_URL: the site in ${build} was built for https://lifts.example.com,`);
  });

  it("DATA_DIR under /proc, where a folder cannot be made", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    const ended = await startRefused(testEnv(db, { DATA_DIR: "/proc/urdhva-leads/data" }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain("DATA_DIR: cannot create or use /proc/urdhva-leads/data");
  });

  // Root writes in any folder whatever its mode, so this runs only as another user.
  it.skipIf(process.getuid?.() === 0)("DATA_DIR the server may not write in", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    fs.chmodSync(db.dataDir, 0o555);
    onTestFinished(() => fs.chmodSync(db.dataDir, 0o755));
    const ended = await startRefused(testEnv(db));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`DATA_DIR: cannot write in ${db.dataDir}`);
  });

  it("DATA_DIR whose database file is a folder", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    fs.mkdirSync(path.join(db.dataDir, SQLITE_FILE));
    const ended = await startRefused(testEnv(db));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(
      `DATA_DIR: cannot write the database file ${path.join(db.dataDir, SQLITE_FILE)}`,
    );
  });

  it("DATA_DIR whose database file is not a database", async ({ onTestFinished }) => {
    const db = await createTestDatabase("sqlite");
    onTestFinished(() => db.cleanup());
    fs.writeFileSync(path.join(db.dataDir, SQLITE_FILE), "not a database, just text ".repeat(200));
    const ended = await startRefused(testEnv(db));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`DATA_DIR: cannot use the database ${path.join(db.dataDir, SQLITE_FILE)}`);
    expect(ended.stderr).not.toContain("SqliteError");
  });

  it("DATA_DIR whose IP-hash salt file is empty or a folder", async ({ onTestFinished }) => {
    for (const spoil of [
      (file: string) => fs.writeFileSync(file, ""),
      (file: string) => fs.mkdirSync(file),
    ]) {
      const db = await createTestDatabase("sqlite");
      onTestFinished(() => db.cleanup());
      spoil(path.join(db.dataDir, SALT_FILE));
      const ended = await startRefused(testEnv(db));
      expect(ended.code).toBe(1);
      expect(ended.stderr).toMatch(/Invalid environment configuration:\n {2}DATA_DIR: .*ip-hash\.salt/);
      expect(ended.stderr).not.toContain("    at ");
    }
  });
});
