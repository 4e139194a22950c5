/**
 * Notifications from the outbox, delivered to a real SMTP server on 127.0.0.1: content of both
 * emails, retry after an SMTP outage, permanent failures, no double sending with several workers
 * on one database, and submissions never waiting for mail.
 */
import net from "node:net";
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createRepository } from "../db/index.ts";
import type { LeadRepository } from "../db/repository.ts";
import { createTestDatabase, DRIVERS, type TestDatabase, testConfig } from "../testing/databases.ts";
import { VALID } from "../testing/fixtures.ts";
import { freePort, startSmtp, type TestSmtp, waitFor } from "../testing/smtp.ts";
import { backoffDelay, OutboxWorker } from "./outbox-worker.ts";

const silent = { info() {}, warn() {}, error() {} };
const transportFor = (url: string) =>
  nodemailer.createTransport({ url, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 5000 });

describe.each(DRIVERS)("outbox on %s", (driver) => {
  let db: TestDatabase;
  let smtp: TestSmtp | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await smtp?.close();
    smtp = undefined;
    await db?.cleanup();
  });

  async function app(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
    const instance = await buildApp(testConfig(db, overrides), { logger: false });
    cleanups.push(() => instance.close());
    return instance;
  }

  function repository(): LeadRepository {
    const repo = createRepository(testConfig(db));
    cleanups.push(() => repo.close());
    return repo;
  }

  it("emails the company (all fields, reply-to, tel: link) and acknowledges the visitor without their text", async () => {
    db = await createTestDatabase(driver);
    smtp = await startSmtp();
    const server = await app({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "leads@example.com" });
    const body = { ...VALID.appointment.body, comments: "Please call after 5 pm" };
    const response = await server.inject({ method: "POST", url: VALID.appointment.path, payload: body });
    expect(response.statusCode).toBe(201);
    const received = smtp.received;
    await waitFor(() => received.length === 2, 10_000, "two emails");

    const company = received.find((mail) => mail.to.includes("leads@example.com"));
    const visitor = received.find((mail) => mail.to.includes("asha@example.com"));
    expect(company && visitor).toBeTruthy();
    expect(company!.headers["reply-to"]).toContain("asha@example.com");
    expect(company!.headers.subject).toContain("Asha Patel");
    for (const value of [
      body.name,
      body.mobileNo,
      body.email,
      body.companyName,
      body.comments,
      body.appointmentDate,
    ]) {
      expect(company!.body).toContain(value);
    }
    expect(company!.body).toContain("Other"); // legacy job title stored and mailed as "Other"
    expect(company!.body).toContain('href="tel:+919876543210"');
    expect(company!.body).toContain(response.json().id);

    expect(visitor!.headers["reply-to"]).toContain("leads@example.com");
    for (const text of [body.name, body.comments, body.companyName, "Asha"]) {
      expect(visitor!.raw).not.toContain(text);
    }
    expect(visitor!.body).toContain("appointment request");

    await waitFor(async () => (await server.db.outbox.stats()).sent === 2, 5000, "outbox marked sent");
  });

  it("keeps mail queued without SMTP_URL and says so once", async () => {
    db = await createTestDatabase(driver);
    const repo = repository();
    await repo.migrate();
    const warnings: string[] = [];
    const worker = new OutboxWorker({
      repo,
      transport: null,
      from: "x@example.com",
      log: { ...silent, warn: (message: unknown) => warnings.push(String(message)) },
    });
    worker.start();
    await waitFor(() => warnings.length > 0, 2000, "warning");
    expect(warnings).toEqual([expect.stringContaining("SMTP_URL is not set")]);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
  });

  it("retries with backoff after the SMTP server was down, and delivers everything", async () => {
    db = await createTestDatabase(driver);
    const server = await app(); // no SMTP: the API only queues
    for (const spec of Object.values(VALID)) {
      expect((await server.inject({ method: "POST", url: spec.path, payload: spec.body })).statusCode).toBe(
        201,
      );
    }
    // A notification and an acknowledgement per lead.
    const mails = Object.keys(VALID).length * 2;
    expect((await server.db.outbox.stats()).pending).toBe(mails);

    const port = await freePort(); // nothing listens here yet
    const failures: unknown[] = [];
    const worker = new OutboxWorker({
      repo: server.db,
      transport: transportFor(`smtp://127.0.0.1:${port}`),
      from: "Urdhva Elevators <no-reply@example.com>",
      log: { ...silent, warn: (entry: unknown) => failures.push(entry) },
      pollMs: 20,
      baseDelayMs: 50,
      maxDelayMs: 200,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(() => failures.length >= mails, 10_000, "failed attempts");
    expect((await server.db.outbox.stats()).sent).toBe(0);

    smtp = await startSmtp({ port });
    const received = smtp.received;
    await waitFor(() => received.length === mails, 10_000, "every email after the outage");
    await waitFor(async () => (await server.db.outbox.stats()).sent === mails, 5000, "all sent");
    expect(await server.db.outbox.stats()).toEqual({ pending: 0, sent: mails, dead: 0 });
  });

  it("tries a retry when it is due, not at the next look for new mail", async () => {
    db = await createTestDatabase(driver);
    let refusals = 0;
    smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        if (refusals++ === 0) callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        else callback();
      },
    });
    const server = await app(); // no SMTP: the API only queues
    await server.inject({ method: "POST", url: VALID.question.path, payload: VALID.question.body });
    const worker = new OutboxWorker({
      repo: server.db,
      transport: transportFor(smtp.url),
      from: "Urdhva Elevators <no-reply@example.com>",
      log: silent,
      // A look every minute: the retry, due after 50 ms, must not wait for it.
      pollMs: 60_000,
      baseDelayMs: 50,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(async () => (await server.db.outbox.stats()).sent === 2, 10_000, "the retry sent");
    expect(refusals).toBeGreaterThan(1);
  });

  it("gives up on a permanent SMTP rejection and still sends the rest", async () => {
    db = await createTestDatabase(driver);
    smtp = await startSmtp({
      onRcptTo(address, _session, callback) {
        if (address.address === "ravi@example.com") {
          const error = Object.assign(new Error("No such user"), { responseCode: 550 });
          callback(error);
        } else callback();
      },
    });
    const server = await app({ SMTP_URL: smtp.url });
    await server.inject({ method: "POST", url: VALID.webInquiry.path, payload: VALID.webInquiry.body });
    await waitFor(async () => {
      const stats = await server.db.outbox.stats();
      return stats.sent === 1 && stats.dead === 1;
    });
  });

  it("retries only the recipients the SMTP server refused, so the others get the notification once", async () => {
    db = await createTestDatabase(driver);
    let refusals = 0;
    smtp = await startSmtp({
      onRcptTo(address, _session, callback) {
        if (address.address === "priya@example.com" && refusals++ === 0) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        } else callback();
      },
    });
    const server = await app({
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "sales@example.com, Priya Shah <priya@example.com>",
      OUTBOX_RETRY_SECONDS: "0.05",
    });
    await server.inject({ method: "POST", url: VALID.question.path, payload: VALID.question.body });
    await waitFor(async () => (await server.db.outbox.stats()).sent === 2, 10_000, "both notifications sent");
    // The server records the recipients it accepted: each address got one mail.
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients.sort()).toEqual(
      ["priya@example.com", "sales@example.com", VALID.question.body.email].sort(),
    );
    expect(refusals).toBe(2);
    // The retry is addressed to Priya alone, under her name.
    const retry = smtp.received.find((mail) => mail.to.join() === "priya@example.com");
    expect(retry?.headers.to).toBe("Priya Shah <priya@example.com>");
  });

  it("mails every address of a list with quoted names and internationalised domains", async () => {
    db = await createTestDatabase(driver);
    smtp = await startSmtp();
    const server = await app({
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: '"Shah, Priya" <priya@example.com>, vertrieb@bücher.example',
    });
    await server.inject({ method: "POST", url: VALID.question.path, payload: VALID.question.body });
    await waitFor(async () => (await server.db.outbox.stats()).sent === 2, 10_000, "both mails sent");
    const notification = smtp.received.find((mail) => mail.to.includes("priya@example.com"));
    // nodemailer sends the domain as punycode; the SMTP server gives it back decoded.
    expect(notification?.to.sort()).toEqual(["priya@example.com", "vertrieb@bücher.example"]);
    expect(notification?.headers.to).toContain('"Shah, Priya" <priya@example.com>');
  });

  it("never sends a message twice with several workers on one database", async () => {
    db = await createTestDatabase(driver);
    const server = await app();
    for (let i = 0; i < 15; i++) {
      const payload = { ...VALID.question.body, email: `person${i}@example.com` };
      expect((await server.inject({ method: "POST", url: VALID.question.path, payload })).statusCode).toBe(
        201,
      );
    }
    smtp = await startSmtp({ delayMs: 5 });
    const workers = [repository(), repository(), repository()].map(
      (repo) =>
        new OutboxWorker({
          repo,
          transport: transportFor(smtp!.url),
          from: "no-reply@example.com",
          log: silent,
          pollMs: 10,
          batchSize: 2,
        }),
    );
    for (const worker of workers) {
      worker.start();
      cleanups.push(() => worker.stop());
    }
    const received = smtp.received;
    await waitFor(async () => (await server.db.outbox.stats()).pending === 0, 15_000, "queue drained");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = received.map((mail) => mail.headers["x-outbox-id"]);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("hands back the rest of a batch when a slow SMTP server eats half the lease", async () => {
    db = await createTestDatabase(driver);
    const server = await app();
    for (let i = 0; i < 3; i++) {
      const payload = { ...VALID.newsletter.body, email: `slow${i}@example.com` };
      await server.inject({ method: "POST", url: VALID.newsletter.path, payload });
    }
    smtp = await startSmtp({ delayMs: 150 });
    const worker = new OutboxWorker({
      repo: server.db,
      transport: transportFor(smtp.url),
      from: "no-reply@example.com",
      log: silent,
      pollMs: 10,
      batchSize: 6,
      leaseMs: 200,
      sendTimeoutMs: 2000,
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await waitFor(async () => (await server.db.outbox.stats()).sent === 6, 15_000, "all sent");
    const ids = smtp.received.map((mail) => mail.headers["x-outbox-id"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers submissions at once while the SMTP server hangs, and closes promptly", async () => {
    db = await createTestDatabase(driver);
    // Accepts connections and never says anything.
    const sockets: net.Socket[] = [];
    const blackHole = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const { port } = blackHole.address() as net.AddressInfo;
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => blackHole.close(resolve));
    });

    const server = await buildApp(testConfig(db, { SMTP_URL: `smtp://127.0.0.1:${port}` }), {
      logger: false,
    });
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      const response = await server.inject({
        method: "POST",
        url: VALID.newsletter.path,
        payload: VALID.newsletter.body,
      });
      expect(response.statusCode).toBe(201);
    }
    expect(performance.now() - started).toBeLessThan(1000);
    await waitFor(() => sockets.length > 0, 5000, "a connection attempt");
    const closing = performance.now();
    await server.close();
    expect(performance.now() - closing).toBeLessThan(2000);
  });
});

describe("backoff", () => {
  it("doubles per attempt within ±20% jitter, capped", () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoffDelay(4, 1000, 60_000, () => 0.5)).toBe(8000);
    expect(backoffDelay(30, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4800);
  });
});
