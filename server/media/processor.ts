/**
 * Makes the variants of stored photographs in the background, so an upload answers at once (202)
 * and the server stays responsive: every sharp job of this replica (an upload's check, each
 * variant) waits its turn in one lane, so image work takes one core at most and requests keep
 * the other. A photo is claimed with a lease in the database (db/media.ts), renewed before each
 * variant; its variants are stored together with the state `ready` when all are made.
 *
 * Processing resumes by itself: at start, after each upload, and every POLL_MS, this replica
 * takes any photo still `processing` whose lease has ended (one left by a replica that stopped or
 * crashed: its variants, if any, are made again). A replica that stops gives its photo back at
 * once; one that crashes leaves it for LEASE_MS. A photo whose processing failed MAX_ATTEMPTS
 * times (or crashed the server as often) is marked `failed`.
 */
import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { MediaStore, Variant } from "../db/media.ts";
import { makeVariants } from "./variants.ts";

/** Runs async jobs one at a time, in the order given. */
export class Lane {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const LEASE_MS = 60_000;
const POLL_MS = 30_000;
const MAX_ATTEMPTS = 3;

export interface ProcessorOptions {
  store: MediaStore;
  lane: Lane;
  /** The most pixels an original may have (they were checked at upload; sharp refuses more). */
  maxPixels: number;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}

export class PhotoProcessor {
  /** This replica's name on its leases. */
  readonly worker = crypto.randomUUID();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ProcessorOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.wake(), POLL_MS);
    this.timer.unref();
    void this.wake();
  }

  /**
   * Processes every photo waiting (one at a time); resolves when none is left. Called while a
   * round runs, it asks for one more round after it and resolves with that.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops taking photos; the one being made is given back after its current variant. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    const { store, log } = this.options;
    do {
      this.again = false;
      while (!this.stopped) {
        const now = new Date();
        const photo = await store
          .claimNext(this.worker, now, new Date(now.getTime() + LEASE_MS), MAX_ATTEMPTS)
          .catch((error: Error) => {
            log.error(
              { err: { message: error.message } },
              "photos waiting for their variants could not be read",
            );
          });
        if (!photo) break;
        await this.process(photo);
      }
    } while (this.again && !this.stopped);
  }

  private async process(photo: {
    id: string;
    original: Buffer;
    width: number;
    height: number;
  }): Promise<void> {
    const { store, lane, maxPixels, log } = this.options;
    const started = Date.now();
    const leased = () => store.extendClaim(photo.id, this.worker, new Date(Date.now() + LEASE_MS));
    try {
      const made = makeVariants(photo.original, photo, maxPixels);
      const variants: Variant[] = [];
      for (;;) {
        if (this.stopped) return await store.release(photo.id, this.worker, null);
        // Deleted meanwhile, or taken over after a lease that ran out: someone else's now.
        if (!(await leased())) return;
        const next = await lane.run(() => made.next());
        if (next.done) break;
        variants.push(next.value);
      }
      if (!(await store.finish(photo.id, this.worker, variants, new Date()))) return;
      const bytes = variants.reduce((sum, variant) => sum + variant.data.length, 0);
      log.info(
        { photo: photo.id, variants: variants.length, bytes, ms: Date.now() - started },
        "photo variants made",
      );
    } catch (error) {
      const message = (error as Error).message;
      log.error({ err: { message }, photo: photo.id }, "photo variants could not be made");
      await store.release(photo.id, this.worker, message).catch(() => undefined);
    }
  }
}
