/**
 * GET /media/<photo id>-<width>.<avif|webp|jpg>: a ready photo's variant, from the database, so
 * every replica serves every photo. The URL names the hash of the original's bytes, which never
 * changes what it shows: cached for a year as immutable. Anything else under /media is a 404,
 * as is a photo not ready yet (nothing half-made is served) or deleted.
 */
import type { FastifyInstance } from "fastify";
import { ERROR_MESSAGES } from "../plugins/errors.ts";
import { parseVariantFile, VARIANT_FORMATS } from "./variants.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export default async function media(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const wanted = parseVariantFile(request.params.file);
    const data = wanted && (await app.db.media.variant(wanted.id, wanted.format, wanted.width));
    if (!wanted || !data) return reply.status(404).send({ message: ERROR_MESSAGES.notFound });
    return reply
      .header("cache-control", IMMUTABLE)
      .type(VARIANT_FORMATS[wanted.format].type)
      .header("content-length", data.length)
      .send(data);
  });

  app.get("/media/*", async (_request, reply) =>
    reply.status(404).send({ message: ERROR_MESSAGES.notFound }),
  );
}
