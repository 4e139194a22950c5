/**
 * The child process that makes one photograph's variants (processor.ts starts one per photo, at
 * the lowest CPU priority): it takes the original as its one message, sends back each variant as
 * it is made, and ends. The server keeps its CPU, its memory and its life: a photo that takes a
 * core, a few hundred MB or crashes its decoder costs the server nothing.
 */
import sharp from "sharp";
import { type MadeVariant, makeVariants } from "./variants.ts";

export interface VariantJob {
  original: Uint8Array;
  width: number;
  height: number;
  maxPixels: number;
}

// One thread: the variants take at most one core.
sharp.concurrency(1);
sharp.cache(false);

/** What the child sends: each variant, then that it is done, or why it failed. */
export type VariantMessage = { variant: MadeVariant } | { done: true } | { error: string };

const send = (message: VariantMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

process.once("message", async (job: VariantJob) => {
  const original = Buffer.from(job.original.buffer, job.original.byteOffset, job.original.byteLength);
  try {
    for await (const variant of makeVariants(original, job, job.maxPixels)) await send({ variant });
    await send({ done: true });
  } catch (error) {
    await send({ error: (error as Error).message });
  }
  process.disconnect?.();
});
