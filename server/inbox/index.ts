/**
 * The staff-only lead inbox: server-rendered pages under /inbox and the same operations as JSON
 * under /api/inbox. Every response is noindex and uncached; a state change from another origin is
 * refused (403); the session (if any) is looked up once per request, before any handler runs; a
 * query or body holding control characters is refused (400).
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { StaffUser } from "../db/inbox.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import { FORM_TYPE } from "../leads/request.ts";
import { PublicError } from "../plugins/errors.ts";
import api from "./api.ts";
import assets from "./assets.ts";
import { findSession } from "./auth.ts";
import { fromOwnSite, INBOX_MESSAGES, refuseControlCharacters, SAFE_METHODS } from "./guard.ts";
import pages from "./pages.ts";
import privacyPages from "./privacy-pages.ts";
import { readSessionToken } from "./sessions.ts";

export default async function inbox(app: FastifyInstance) {
  if (!app.hasContentTypeParser(FORM_TYPE)) await app.register(formbody);
  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);

  app.decorateRequest("staff", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("ipHash", "");

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "no-store");
    if (request.url.startsWith("/inbox/assets/")) return;
    if (!SAFE_METHODS.has(request.method) && !fromOwnSite(request)) {
      throw new PublicError(403, INBOX_MESSAGES.crossOrigin);
    }
    request.ipHash = hashIp(salt, request.ip);
    const token = readSessionToken(request);
    try {
      const session = await findSession(app.db.inbox, token);
      request.staff = session?.user ?? null;
      request.sessionToken = session ? (token ?? null) : null;
    } catch (error) {
      request.log.error({ err: error }, "session lookup failed");
      throw new PublicError(503, INBOX_MESSAGES.unavailable);
    }
  });

  app.addHook("preValidation", async (request) => refuseControlCharacters(request));

  await app.register(assets);
  await app.register(api);
  await app.register(privacyPages);
  await app.register(pages);
}

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffUser | null;
    sessionToken: string | null;
    ipHash: string;
  }
}
