/**
 * Pages rendered on request: the server hands React Router the request (its own
 * `createRequestHandler` over the server build, build/server/index.js) and sends back what it
 * renders, with a Content-Security-Policy that names a fresh nonce (the document's inline scripts
 * carry it; prerendered pages name theirs by hash instead), compressed as the client accepts, and
 * `no-store` unless the route says how it may be cached.
 *
 * The route modules reach the server through the load context (contracts/page-context.ts): the
 * nonce, and `submitLead`, which posts a native form's fields to the lead API in-process
 * (`inject`) as the visitor's own request: same checks, schema, rate limit and storage.
 */
import crypto from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { FORWARDED_TO_API, type LeadApiAnswer, type PageContext } from "../../contracts/page-context.ts";
import { JSON_TYPE } from "../leads/request.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The origin React Router sees the request at. It refuses an action whose Origin header differs
 * from the request URL's origin; behind a TLS proxy that sends no X-Forwarded-Proto the request
 * arrives over http while the browser's Origin says https. A post whose Origin is the configured
 * site (SITE_URL) is the site's own, so its URL is built on that origin.
 */
function requestOrigin(request: FastifyRequest): string {
  const siteUrl = request.server.config.SITE_URL;
  if (siteUrl && request.headers.origin === new URL(siteUrl).origin) return new URL(siteUrl).origin;
  return `${request.protocol}://${request.host}`;
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = `${requestOrigin(request)}${request.url}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}

/** Sends a rendered body compressed as the client accepts (brotli at a fast setting, or gzip). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", "accept-encoding");
  if (body.length >= 512 && /\bbr\b/.test(accepted)) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(compressed);
  }
  if (body.length >= 512 && /\bgzip\b/.test(accepted)) {
    return reply.header("content-encoding", "gzip").send(gzipSync(body));
  }
  return reply.send(body);
}

/** The renderer over the server build next to `clientDir`, or undefined when there is none. */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, "..", "server", "index.js");
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  const submitLead =
    (request: FastifyRequest): NonNullable<PageContext["submitLead"]> =>
    async (kind, fields) => {
      const headers: Record<string, string> = { "content-type": JSON_TYPE };
      for (const name of FORWARDED_TO_API) {
        const value = request.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      const answer = await app.inject({
        method: "POST",
        url: LEAD_FORMS[kind].path,
        remoteAddress: request.ip,
        headers,
        payload: JSON.stringify(fields),
      });
      let body: LeadApiAnswer["body"] = {};
      try {
        body = answer.json();
      } catch {
        // Not JSON: the page shows the form's own failure text.
      }
      return { status: answer.statusCode, body };
    };

  return async (request, reply) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    const context: PageContext = { nonce, submitLead: submitLead(request) };
    const response = await handle(toWebRequest(request), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "content-length" && name !== "content-encoding") reply.header(name, value);
    }
    if (!response.headers.has("cache-control")) reply.header("cache-control", "no-store");
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      reply.header("content-security-policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    }
    const body = Buffer.from(await response.arrayBuffer());
    return sendCompressed(request, reply, body);
  };
}
