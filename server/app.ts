/**
 * Builds the Fastify application from plugins, in tiers:
 *   security headers -> app (the error handler, database, the site's content, mail outbox, daily
 *   retention, the photographs' processing) -> routes (health, lead API and its pages, the service
 *   desk's API, uploads, photographs, site). The lead routes register their own form-body parser.
 * `buildApp` does not listen: server.ts does, and tests use `app.inject`.
 */
import Fastify, { type FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import { FORM_POST_BODY_LIMIT } from "../contracts/leads/forms.ts";
import type { Config } from "./config.ts";
import inbox from "./inbox/index.ts";
import mediaFiles from "./media/serve.ts";
import bodyDepth from "./plugins/body-depth.ts";
import content from "./plugins/content.ts";
import database from "./plugins/database.ts";
import errorHandler from "./plugins/errors.ts";
import media from "./plugins/media.ts";
import outbox from "./plugins/outbox.ts";
import retention from "./plugins/retention.ts";
import security from "./plugins/security.ts";
import health from "./routes/health.ts";
import leads from "./routes/leads.ts";
import privacyRequests from "./routes/privacy-requests.ts";
import service from "./routes/service.ts";
import site from "./routes/site.ts";
import uploads from "./routes/uploads.ts";
import { withoutPrivacyToken } from "./token-paths.ts";

/** A URL as logged: a private link's token replaced by `…`, however its path is spelled (token-paths.ts). */
export { withoutPrivacyToken };

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  /** Where the default logger writes (standard output unless given): tests read the log lines. */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Visitors' IP addresses are personal data: keep them out of the logs (DPDP Act 2023).
      // A personal privacy link's token is a key to someone's data: the logs show only its place.
      serializers: { req: (request) => ({ method: request.method, url: withoutPrivacyToken(request.url) }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Believe X-Forwarded-For only behind a proxy we run; otherwise anyone could dodge the rate limit.
    trustProxy: config.TRUST_PROXY,
    // The largest body any route reads: a form post (pages, inbox) in Gujarati or Hindi. The lead
    // API's JSON endpoints keep their own smaller limit.
    bodyLimit: FORM_POST_BODY_LIMIT,
    // While shutting down, a request that already reached us on a kept-alive connection gets its
    // normal answer (and `Connection: close`), not a bare 503: it is either served or never arrives.
    return503OnClosing: false,
    // Start-up reads the database (migrations; the content's seed on a new database, 19 documents
    // in three languages): on a loaded machine with PostgreSQL that took over the default 10 s.
    pluginTimeout: 60_000,
  });
  app.decorate("config", config);

  const securityTier = [security];
  const appTier = [errorHandler, bodyDepth, database, content, outbox, retention, media];
  const routesTier = [health, leads, service, privacyRequests, uploads, mediaFiles, inbox, site];
  for (const plugin of [...securityTier, ...appTier, ...routesTier]) await app.register(plugin);

  await app.ready();
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}
