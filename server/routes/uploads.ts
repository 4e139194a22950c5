/**
 * GET /uploads/WarrantyPdf/<file>.pdf: the fixed warranty document, from the repository's uploads/
 * folder (written by `npm run warranty-pdf`, design/warranty/). Only .pdf
 * files directly in that folder are served; anything else under /uploads is a 404.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

export const UPLOADS_DIR = path.resolve(import.meta.dirname, "../../uploads");
const WARRANTY_DIR = path.join(UPLOADS_DIR, "WarrantyPdf");
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;

export default async function uploads(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/uploads/WarrantyPdf/:file", async (request, reply) => {
    const { file } = request.params;
    const info = SAFE_NAME.test(file) ? await stat(path.join(WARRANTY_DIR, file)).catch(() => null) : null;
    if (!info?.isFile()) return reply.status(404).send({ message: "Not found." });

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .header("cache-control", "public, max-age=3600, must-revalidate")
      .header("etag", etag)
      .header("last-modified", info.mtime.toUTCString());
    // Chrome's own PDF viewer does not run under the site's document CSP (object-src 'none').
    reply.removeHeader("content-security-policy");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();

    return reply
      .type("application/pdf")
      .header("content-length", info.size)
      .header("content-disposition", `inline; filename="${file}"`)
      .send(createReadStream(path.join(WARRANTY_DIR, file)));
  });

  app.get("/uploads/*", async (_request, reply) => reply.status(404).send({ message: "Not found." }));
}
