/**
 * Makes the variants of stored photographs in the background, one photo at a time per replica, so
 * an upload answers at once (202) and the server stays responsive: each photo's variants are made
 * in a child process of its own (variant-process.ts) at the lowest CPU priority, so the server's
 * requests come first on a busy machine, its memory does not grow with a photo's, and a decoder
 * that crashes takes only that child with it.
 *
 * A photo is claimed with a lease in the database (db/media.ts), renewed every LEASE_MS / 3 while
 * its child works; when all its variants are made they are stored one by one, then the photo is
 * made `ready` (only then are they served).
 * Processing resumes by itself: at start, after each upload and every POLL_MS, this replica takes
 * any photo still `processing` whose lease has ended (one left by a replica that crashed: its
 * variants, if any, are made again). A replica that stops gives its photo back at once. A photo
 * whose processing failed MAX_ATTEMPTS times (or crashed as often) is marked `failed`.
 */
import { fork } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { ClaimedPhoto, MediaStore, Variant } from "../db/media.ts";
import type { VariantJob, VariantMessage } from "./variant-process.ts";

const LEASE_MS = 60_000;
const POLL_MS = 30_000;
const MAX_ATTEMPTS = 3;
const VARIANT_PROCESS = fileURLToPath(new URL("./variant-process.ts", import.meta.url));

/**
 * A photo's variants, made by a child process at the lowest CPU priority; `signal` ends it. The
 * child runs the TypeScript source through tsx, as the server itself runs.
 */
function variantsInChild(job: VariantJob, signal: AbortSignal): Promise<Variant[]> {
  return new Promise((resolve, reject) => {
    const child = fork(VARIANT_PROCESS, {
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      signal,
    });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Ended already: its exit says why.
    }
    const variants: Variant[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    child.on("message", (message: VariantMessage) => {
      if ("variant" in message) {
        const { data, ...variant } = message.variant;
        variants.push({ ...variant, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
      } else if ("done" in message) settle(() => resolve(variants));
      else settle(() => reject(new Error(message.error)));
    });
    child.on("error", (error) => settle(() => reject(error)));
    child.on("exit", (code, killed) =>
      settle(() =>
        reject(
          new Error(
            `the image process ended (${killed ?? `exit code ${code}`}) before its variants were made`,
          ),
        ),
      ),
    );
    child.send(job);
  });
}

export interface ProcessorOptions {
  store: MediaStore;
  /** The most pixels an original may have (they were checked at upload; sharp refuses more). */
  maxPixels: number;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Told when a photo is ready (the pages that name it show it from then on). */
  onReady?: (id: string) => void;
}

export class PhotoProcessor {
  /** This replica's name on its leases. */
  readonly worker = crypto.randomUUID();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** Ends the child making the current photo's variants. */
  private current: AbortController | undefined;

  constructor(private readonly options: ProcessorOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.wake(), POLL_MS);
    this.timer.unref();
    void this.wake();
  }

  /**
   * Processes every photo waiting, one at a time; resolves when none is left. Called while a
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

  /** Stops taking photos; the one being made is given back, its child ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.current?.abort();
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

  private async process(photo: ClaimedPhoto): Promise<void> {
    const { store, maxPixels, log } = this.options;
    const started = Date.now();
    const abort = new AbortController();
    this.current = abort;
    // Deleted meanwhile, or taken over after a lease that ran out: someone else's now.
    const heartbeat = setInterval(async () => {
      const held = await store
        .extendClaim(photo.id, this.worker, new Date(Date.now() + LEASE_MS))
        .catch(() => true);
      if (!held) abort.abort();
    }, LEASE_MS / 3);
    try {
      const job = { original: photo.original, width: photo.width, height: photo.height, maxPixels };
      const variants = await variantsInChild(job, abort.signal);
      for (const variant of variants) {
        if (this.stopped) throw new Error("stopped");
        if (!(await store.addVariant(photo.id, this.worker, variant))) return;
      }
      if (!(await store.finish(photo.id, this.worker, variants.length, new Date()))) return;
      this.options.onReady?.(photo.id);
      const bytes = variants.reduce((sum, variant) => sum + variant.data.length, 0);
      log.info(
        { photo: photo.id, variants: variants.length, bytes, ms: Date.now() - started },
        "photo variants made",
      );
    } catch (error) {
      if (abort.signal.aborted && !this.stopped) return;
      const failure = this.stopped ? null : (error as Error).message;
      if (failure)
        log.error({ err: { message: failure }, photo: photo.id }, "photo variants could not be made");
      await store.release(photo.id, this.worker, failure).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }
}
