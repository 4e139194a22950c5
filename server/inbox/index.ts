/**
 * The staff-only lead inbox: server-rendered pages under /inbox and the same operations as JSON
 * under /api/inbox. Every response is noindex and uncached; a state change from another origin is
 * refused (403); the session (if any) is looked up once per request, before any handler runs; a
 * query or body holding control characters is refused (400). Every route declares what it needs
 * (roles.ts, its config's `access`): a route without is refused at start-up, and a signed-in
 * account whose role lacks it is answered 403 (recorded in the audit trail) before any handler runs.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { StaffUser } from "../db/staff.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import { FORM_TYPE } from "../leads/request.ts";
import { PublicError } from "../plugins/errors.ts";
import api from "./api.ts";
import assets from "./assets.ts";
import { findSession } from "./auth.ts";
import { fromOwnSite, INBOX_MESSAGES, refuseControlCharacters, SAFE_METHODS } from "./guard.ts";
import pages from "./pages.ts";
import { type RouteAccess, refusal } from "./roles.ts";
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
      const session = await findSession(app.db.staff, token);
      request.staff = session?.user ?? null;
      request.sessionToken = session ? (token ?? null) : null;
    } catch (error) {
      request.log.error({ err: error }, "session lookup failed");
      throw new PublicError(503, INBOX_MESSAGES.unavailable);
    }
  });

  app.addHook("preValidation", async (request) => refuseControlCharacters(request));

  // No route can forget to say who may use it.
  app.addHook("onRoute", (route) => {
    if ((route.config as { access?: RouteAccess } | undefined)?.access === undefined)
      throw new Error(`The inbox route ${route.method} ${route.url} declares no access (roles.ts).`);
  });
  app.addHook("preHandler", async (request) => {
    const refused = refusal(request);
    if (!refused) return;
    await app.db.staff.recordAudit(refused.audit);
    throw refused.error;
  });

  await app.register(assets);
  await app.register(api);
  await app.register(pages);
}

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffUser | null;
    sessionToken: string | null;
    ipHash: string;
  }
}
