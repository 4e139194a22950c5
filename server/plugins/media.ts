/**
 * The company's photographs on this replica (`app.media`): the upload limits from the config, the
 * lane every sharp job takes its turn in, and the background processor that makes the variants
 * (started when the app is ready, stopped before the database closes: onClose hooks run in
 * reverse order). `inUse` says whether the site's content uses a photo, so one in use is never
 * deleted; until the content layer sets it, no photo is in use.
 */
import fp from "fastify-plugin";
import { Lane, PhotoProcessor } from "../media/processor.ts";
import { MB, type UploadLimits } from "../media/upload.ts";

export interface Media {
  limits: UploadLimits;
  lane: Lane;
  processor: PhotoProcessor;
  /** Whether the site's content uses the photo `id` (a draft or what is published). */
  inUse: (id: string) => Promise<boolean>;
}

export default fp(
  async function media(app) {
    const limits: UploadLimits = {
      maxBytes: Math.floor(app.config.MEDIA_MAX_UPLOAD_MB * MB),
      maxPixels: Math.floor(app.config.MEDIA_MAX_MEGAPIXELS * 1e6),
    };
    const lane = new Lane();
    const processor = new PhotoProcessor({
      store: app.db.media,
      lane,
      maxPixels: limits.maxPixels,
      log: app.log.child({ component: "media" }),
    });
    const media: Media = { limits, lane, processor, inUse: async () => false };
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
