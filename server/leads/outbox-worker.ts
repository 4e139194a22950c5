/**
 * Sends queued notification emails from the outbox over SMTP. At-least-once, never in the
 * request path: a submission only inserts outbox rows (in the lead's transaction) and kicks the
 * worker. Each message is claimed with a lease, so several workers (server instances sharing one
 * database) never send the same message concurrently; failures are retried with exponential
 * backoff and jitter, and permanent SMTP rejections (5xx) or too many attempts mark it "dead".
 * When the SMTP server refuses some recipients of a message and accepts the others, the message
 * was sent to the accepted ones: only the refused ones stay queued for the retry.
 */

import type { MailMessage, OutboxItem } from "../db/outbox.ts";
import type { LeadRepository } from "../db/repository.ts";
import { mailboxesOf } from "./mailboxes.ts";

/** What a send reports: the recipients the SMTP server refused while it accepted the others. */
export interface SentInfo {
  rejected?: readonly unknown[];
  rejectedErrors?: readonly unknown[];
}

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  }): Promise<SentInfo | undefined>;
  close(): void;
}

interface Log {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface OutboxWorkerOptions {
  repo: LeadRepository;
  /** null when SMTP_URL is not set: nothing is sent, messages stay queued. */
  transport: MailTransport | null;
  from: string;
  log: Log;
  /** How often to look for due messages when not kicked. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim keeps other workers away; at least LEASE_PER_SEND times sendTimeoutMs. */
  leaseMs?: number;
  /** Upper bound of one send, whatever the SMTP server does. */
  sendTimeoutMs?: number;
  /** First retry delay; doubled per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a message is given up ("dead"); the default spans about two days. */
  maxAttempts?: number;
  /** On stop, how long a send already under way may take to finish before it is aborted. */
  stopGraceMs?: number;
  /** Messages of a batch sent at the same time (a pooled transport keeps that many connections). */
  concurrency?: number;
  /** The message as it goes out, from the one queued (the visitor's personal links put in). */
  personalize?: (item: OutboxItem) => MailMessage;
}

/** Seconds one send may take by default: a slow SMTP server (greeting, auth, a large message) fits. */
export const DEFAULT_SEND_TIMEOUT_SECONDS = 20;
/**
 * A lease is at least this many send timeouts: a send starts at most half a lease after the claim
 * and ends at most a send timeout later, so a sixth of the lease is left to mark it sent before
 * another worker may claim it.
 */
export const LEASE_PER_SEND = 3;

export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export class OutboxWorker {
  private readonly repo: LeadRepository;
  private readonly transport: MailTransport | null;
  private readonly from: string;
  private readonly log: Log;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxAttempts: number;
  private readonly stopGraceMs: number;
  private readonly concurrency: number;
  private readonly personalize: (item: OutboxItem) => MailMessage;

  private running = false;
  private loop: Promise<void> | undefined;
  private kicked = false;
  private wake: (() => void) | undefined;
  private lastClaimErrorLog = 0;
  /** When the soonest retry this worker scheduled is due (ms since the epoch); none: Infinity. */
  private soonestRetry = Number.POSITIVE_INFINITY;
  /** Aborts an in-flight send when the worker stops, so closing never waits on a slow SMTP server. */
  private abort = new AbortController();

  constructor(options: OutboxWorkerOptions) {
    this.repo = options.repo;
    this.transport = options.transport;
    this.from = options.from;
    this.log = options.log;
    this.pollMs = options.pollMs ?? 5000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_SECONDS * 1000;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 3_600_000;
    this.maxAttempts = options.maxAttempts ?? 60;
    this.stopGraceMs = options.stopGraceMs ?? 1000;
    this.concurrency = options.concurrency ?? 1;
    this.personalize = options.personalize ?? ((item) => item.message);
    // Timers and abort signals take whole milliseconds only (a fraction throws when the timer is
    // set, long after start-up): refuse such a value here, where it is still a programming error.
    for (const [name, value] of Object.entries({
      pollMs: this.pollMs,
      leaseMs: this.leaseMs,
      sendTimeoutMs: this.sendTimeoutMs,
      baseDelayMs: this.baseDelayMs,
      maxDelayMs: this.maxDelayMs,
      stopGraceMs: this.stopGraceMs,
    })) {
      if (!Number.isSafeInteger(value) || value <= 0) {
        throw new RangeError(
          `OutboxWorker: ${name} must be a positive whole number of milliseconds (got ${value})`,
        );
      }
    }
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  start(): void {
    if (this.running) return;
    this.abort = new AbortController();
    if (!this.transport) {
      // Logged once: notifications are kept and go out once SMTP_URL is configured.
      this.repo.outbox.stats().then(
        (stats) =>
          this.log.warn(
            `SMTP_URL is not set: lead notifications stay queued in the outbox (${stats.pending} pending)`,
          ),
        () => this.log.warn("SMTP_URL is not set: lead notifications stay queued in the outbox"),
      );
      return;
    }
    this.running = true;
    this.loop = this.run();
  }

  /** Asks the worker to look for due messages now (after a lead was stored). Never waits. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /**
   * Stops after the send under way (if any) ends, aborting it after stopGraceMs, and gives every
   * other claimed message back at once so another replica sends it without waiting for the lease.
   * Letting the send finish matters: an aborted send may already have reached the SMTP server, and
   * giving it back would mail it twice.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    const grace = setTimeout(() => this.abort.abort(), this.stopGraceMs);
    await this.loop;
    clearTimeout(grace);
    this.abort.abort();
    this.loop = undefined;
    this.transport?.close();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false;
      try {
        while (this.running && (await this.runOnce()) > 0);
      } catch (error) {
        // Database unavailable: keep polling, log at most once a minute.
        if (Date.now() - this.lastClaimErrorLog > 60_000) {
          this.lastClaimErrorLog = Date.now();
          this.log.warn({ err: { message: (error as Error).message } }, "outbox: cannot read the queue");
        }
      }
      // A retry due before the next look is tried when it is due, not up to pollMs later.
      const untilRetry = Math.max(0, Math.ceil(this.soonestRetry - Date.now()));
      this.soonestRetry = Number.POSITIVE_INFINITY;
      if (this.running && !this.kicked) await this.sleep(Math.min(this.pollMs, untilRetry));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }

  /** Claims and delivers one batch of due messages; returns how many were claimed. */
  async runOnce(): Promise<number> {
    if (!this.transport) return 0;
    const claimedAt = Date.now();
    const transport = this.transport;
    const items = await this.repo.outbox.claim(this.batchSize, this.leaseMs);
    const queue = [...items];
    const sender = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        // Hand the rest back instead of sending when stopping, or when half the lease is gone: a
        // send (bounded by the SMTP timeouts, well under half the lease) must end before another
        // worker may claim the same message.
        const stopping = !this.running && this.loop !== undefined;
        if (stopping || Date.now() - claimedAt > this.leaseMs / 2) await this.repo.outbox.release(item.id);
        else await this.deliver(transport, item);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, items.length) }, sender));
    return items.length;
  }

  private async deliver(transport: MailTransport, item: OutboxItem): Promise<void> {
    let info: SentInfo | undefined;
    try {
      info = await transport.sendMail({
        from: this.from,
        ...this.personalize(item),
        headers: {
          ...(item.leadId ? { "X-Lead-Id": item.leadId } : {}),
          ...(item.ticketId ? { "X-Ticket-Id": item.ticketId } : {}),
          ...(item.privacyRequestId ? { "X-Privacy-Request-Id": item.privacyRequestId } : {}),
          "X-Outbox-Id": item.id,
        },
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.sendTimeoutMs)]),
      });
    } catch (error) {
      if (this.abort.signal.aborted) {
        // Stopped mid-send: due again at once for the next worker (the server may have accepted
        // it already; delivery is at-least-once).
        await this.repo.outbox.release(item.id);
        return;
      }
      await this.failed(item, [error]);
      return;
    }
    const refused = (info?.rejected ?? []).map(String);
    if (refused.length === 0) {
      await this.repo.outbox.markSent(item.id);
      return;
    }
    const to = mailboxesOf(item.message.to, refused) || refused.join(", ");
    await this.failed(
      item,
      info?.rejectedErrors?.length ? info.rejectedErrors : [new Error(`refused ${to}`)],
      {
        ...item.message,
        to,
      },
    );
  }

  /**
   * Records a failed attempt: retried later, or given up when every error is a permanent SMTP
   * rejection or the attempts are used up. `remaining` is what is left to send, when the SMTP
   * server took the message for some recipients.
   */
  private async failed(item: OutboxItem, errors: readonly unknown[], remaining?: MailMessage): Promise<void> {
    const message = errors
      .map((error) => (error instanceof Error ? error.message : String(error)))
      .join("; ");
    const giveUp = errors.every(isPermanent) || item.attempts >= this.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(Date.now() + backoffDelay(item.attempts, this.baseDelayMs, this.maxDelayMs));
    if (retryAt) this.soonestRetry = Math.min(this.soonestRetry, retryAt.getTime());
    this.log.warn(
      {
        outboxId: item.id,
        leadId: item.leadId,
        ticketId: item.ticketId,
        privacyRequestId: item.privacyRequestId,
        attempts: item.attempts,
        retryAt,
        ...(remaining ? { refused: remaining.to } : {}),
        err: { message },
      },
      giveUp ? "outbox: giving up on a notification" : "outbox: sending failed, will retry",
    );
    await this.repo.outbox.markFailed(item.id, message, retryAt, remaining);
  }
}
