/**
 * GET /uploads/WarrantyPdf/<file>.pdf: the warranty document, from the repository's uploads/
 * folder (written by `npm run warranty-pdf`, design/warranty/). Only .pdf files directly in that
 * folder are served; anything else under /uploads is a 404. Once the company has published its
 * content, the warranty PDF names its facts (phones, offices, hours) as published: made once per
 * content version, the same bytes on every replica.
 */
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { buildWarrantyPdf } from "../../design/warranty/warranty-pdf.ts";
import { shownCompany } from "../content/shown-company.ts";

export const UPLOADS_DIR = path.resolve(import.meta.dirname, "../../uploads");
const WARRANTY_DIR = path.join(UPLOADS_DIR, "WarrantyPdf");
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;
const WARRANTY_FILE = "warranty.pdf";

/** The headers of a PDF answer; true when the browser holds this one (`etag`) and gets a 304. */
function pdfHeaders(
  request: { headers: Record<string, unknown> },
  reply: FastifyReply,
  file: string,
  etag: string,
) {
  reply
    .header("cache-control", "public, max-age=3600, must-revalidate")
    .header("etag", etag)
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${file}"`);
  // Chrome's own PDF viewer does not run under the site's document CSP (object-src 'none').
  reply.removeHeader("content-security-policy");
  return request.headers["if-none-match"] === etag;
}

export default async function uploads(app: FastifyInstance) {
  /** The warranty PDF of the content version last asked for. */
  let published: { version: number; bytes: Buffer; etag: string } | undefined;
  const publishedWarranty = async (version: number) => {
    if (published?.version !== version) {
      const bytes = Buffer.from(await buildWarrantyPdf(shownCompany(app, "en")));
      const hash = crypto.createHash("sha1").update(bytes).digest("base64url").slice(0, 16);
      published = { version, bytes, etag: `"${hash}"` };
    }
    return published;
  };

  app.get<{ Params: { file: string } }>("/uploads/WarrantyPdf/:file", async (request, reply) => {
    const { file } = request.params;
    const version = app.hasDecorator("content") ? app.content.version : 0;
    if (file === WARRANTY_FILE && version > 0) {
      const { bytes, etag } = await publishedWarranty(version);
      if (pdfHeaders(request, reply, file, etag)) return reply.status(304).send();
      return reply.send(bytes);
    }
    const info = SAFE_NAME.test(file) ? await stat(path.join(WARRANTY_DIR, file)).catch(() => null) : null;
    if (!info?.isFile()) return reply.status(404).send({ message: "Not found." });

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply.header("last-modified", info.mtime.toUTCString());
    if (pdfHeaders(request, reply, file, etag)) return reply.status(304).send();
    return reply.header("content-length", info.size).send(createReadStream(path.join(WARRANTY_DIR, file)));
  });

  app.get("/uploads/*", async (_request, reply) => reply.status(404).send({ message: "Not found." }));
}
