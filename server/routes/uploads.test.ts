import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import security from "../plugins/security.ts";
import uploads, { UPLOADS_DIR } from "./uploads.ts";

describe("GET /uploads/WarrantyPdf/:file", () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(security);
    await app.register(uploads);
    await app.ready();
  });
  afterAll(() => app.close());

  it("serves the warranty PDF as application/pdf with cache headers", async () => {
    const response = await app.inject("/uploads/WarrantyPdf/warranty.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toContain("max-age=");
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers["content-security-policy"]).toBeUndefined();
    const file = readFileSync(path.join(UPLOADS_DIR, "WarrantyPdf/warranty.pdf"));
    expect(response.rawPayload.equals(file)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject("/uploads/WarrantyPdf/warranty.pdf");
    const again = await app.inject({
      url: "/uploads/WarrantyPdf/warranty.pdf",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers HEAD", async () => {
    const response = await app.inject({ method: "HEAD", url: "/uploads/WarrantyPdf/warranty.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
  });

  it.each([
    "/uploads/WarrantyPdf/missing.pdf",
    "/uploads/WarrantyPdf/..%2F..%2Fpackage.json",
    "/uploads/WarrantyPdf/.hidden.pdf",
    "/uploads/WarrantyPdf/notes.txt",
    "/uploads/other/warranty.pdf",
    "/uploads/",
  ])("404 for %s", async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
  });
});
