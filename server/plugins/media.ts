/**
 * The company's photographs on this replica (`app.media`): the upload limits from the config, the
 * upload check (one at a time: a check decodes every pixel of a photo once, so several at once
 * would take every core), and the background processor that makes the variants (started when the
 * app is ready, stopped before the database closes: onClose hooks run in reverse order).
 * `uses` says where the site's content (published or drafted) uses each photo
 * (content/photo-uses.ts), and `inUse` whether it uses one, so one in use is never deleted. A photo
 * made ready, deleted or given another focal point here has the site's content read again at once
 * (`changed`), so this replica's pages show it; the others do at their next check.
 *
 * sharp is set for a server that checks an image now and then: one thread per job, and no cache
 * of recent operations (no image is read twice; the cache only holds memory).
 */
import fp from "fastify-plugin";
import sharp from "sharp";
import { type PhotoUse, photoUses } from "../content/photo-uses.ts";
import { PhotoProcessor } from "../media/processor.ts";
import { type CheckedPhoto, checkPhoto, MB, type UploadClaim, type UploadLimits } from "../media/upload.ts";

export interface Media {
  limits: UploadLimits;
  /** Checks an upload (upload.ts) after the checks before it. */
  check: (bytes: Buffer, claim: UploadClaim) => Promise<CheckedPhoto>;
  processor: PhotoProcessor;
  /** Where the site's content uses each photo (a draft or what is published). */
  uses: () => Promise<Map<string, PhotoUse[]>>;
  /** Whether the site's content uses the photo `id`. */
  inUse: (id: string) => Promise<boolean>;
  /** Reads the published content's photos again (one was made ready, deleted or changed). */
  changed: () => void;
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
    const changed = () => {
      app.content
        .refresh()
        .catch((error: Error) =>
          app.log.warn({ err: { message: error.message } }, "the site's photos could not be read"),
        );
    };
    const processor = new PhotoProcessor({
      store: app.db.media,
      maxPixels: limits.maxPixels,
      log: app.log.child({ component: "media" }),
      onReady: changed,
    });
    const uses = () => photoUses(app.db.content);
    const inUse = async (id: string) => (await uses()).has(id);
    const media: Media = { limits, check, processor, uses, inUse, changed };
    app.decorate("media", media);
    app.addHook("onReady", async () => processor.start());
    app.addHook("onClose", async () => processor.stop());
  },
  { name: "media", dependencies: ["database", "content"] },
);

declare module "fastify" {
  interface FastifyInstance {
    media: Media;
  }
}
