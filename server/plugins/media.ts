/**
 * The company's photographs on this replica (`app.media`): the upload limits from the config, the
 * upload check (one at a time: a check decodes every pixel of a photo once, so several at once
 * would take every core), and the background processor that makes the variants (started when the
 * app is ready, stopped before the database closes: onClose hooks run in reverse order).
 * `inUse` says whether the site's content uses a photo, so one in use is never deleted; until
 * the content layer sets it, no photo is in use.
 *
 * sharp is set for a server that checks an image now and then: one thread per job, and no cache
 * of recent operations (no image is read twice; the cache only holds memory).
 */
import fp from "fastify-plugin";
import sharp from "sharp";
import { PhotoProcessor } from "../media/processor.ts";
import { type CheckedPhoto, checkPhoto, MB, type UploadClaim, type UploadLimits } from "../media/upload.ts";

export interface Media {
  limits: UploadLimits;
  /** Checks an upload (upload.ts) after the checks before it. */
  check: (bytes: Buffer, claim: UploadClaim) => Promise<CheckedPhoto>;
  processor: PhotoProcessor;
  /** Whether the site's content uses the photo `id` (a draft or what is published). */
  inUse: (id: string) => Promise<boolean>;
}

export default fp(
  async function media(app) {
    sharp.concurrency(1);
    sharp.cache(false);
    const limits: UploadLimits = {
      maxBytes: Math.floor(app.config.MEDIA_MAX_UPLOAD_MB * MB),
      maxPixels: Math.floor(app.config.MEDIA_MAX_MEGAPIXELS * 1e6),
    };
    let turn: Promise<unknown> = Promise.resolve();
    const check = (bytes: Buffer, claim: UploadClaim) => {
      const checked = turn.then(() => checkPhoto(bytes, claim, limits));
      turn = checked.catch(() => undefined);
      return checked;
    };
    const processor = new PhotoProcessor({
      store: app.db.media,
      maxPixels: limits.maxPixels,
      log: app.log.child({ component: "media" }),
    });
    const media: Media = { limits, check, processor, inUse: async () => false };
    app.decorate("media", media);
    app.addHook("onReady", async () => processor.start());
    app.addHook("onClose", async () => processor.stop());
  },
  { name: "media", dependencies: ["database"] },
);

declare module "fastify" {
  interface FastifyInstance {
    media: Media;
  }
}
