/**
 * Starts the outbox worker that emails lead notifications over SMTP (SMTP_URL), and stops it
 * when the app closes (before the database closes: onClose hooks run in reverse order).
 * Without SMTP_URL nothing is sent; notifications stay queued and this is logged once.
 */
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { toWholeMs } from "../config.ts";
import { loadIpSalt } from "../leads/ip-hash.ts";
import { type MailTransport, OutboxWorker } from "../leads/outbox-worker.ts";
import { withPersonalLinks } from "../privacy/personal-links.ts";

const SEND_CONCURRENCY = 4;

export default fp(
  async function outbox(app) {
    const url = app.config.SMTP_URL;
    const sendTimeoutMs = toWholeMs(app.config.OUTBOX_SEND_TIMEOUT_SECONDS);
    // The worker ends each send after sendTimeoutMs; a longer one lets every step take as long.
    const transport: MailTransport | null = url
      ? nodemailer.createTransport({
          url,
          // Kept-open connections, one per message sent at the same time.
          pool: true,
          maxConnections: SEND_CONCURRENCY,
          connectionTimeout: Math.max(10_000, sendTimeoutMs),
          greetingTimeout: Math.max(10_000, sendTimeoutMs),
          socketTimeout: Math.max(30_000, sendTimeoutMs),
        })
      : null;
    // The personal links' tokens are derived under the secret as each email goes out.
    const secret = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
    const worker = new OutboxWorker({
      repo: app.db,
      transport,
      from: app.config.MAIL_FROM,
      log: app.log.child({ component: "outbox" }),
      concurrency: SEND_CONCURRENCY,
      leaseMs: toWholeMs(app.config.OUTBOX_LEASE_SECONDS),
      sendTimeoutMs,
      baseDelayMs: toWholeMs(app.config.OUTBOX_RETRY_SECONDS),
      personalize: (item) => withPersonalLinks(item, secret),
    });
    app.decorate("outbox", worker);
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => worker.stop());
  },
  { name: "outbox", dependencies: ["database"] },
);

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}
