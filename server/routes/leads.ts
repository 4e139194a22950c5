/**
 * The lead API (SPEC section 7): four POST endpoints validated by the shared contracts.
 *
 * - JSON in, JSON out: 201 { id, message } or { message, errors? } with 400/403/413/415/429/503.
 * - A native form post (application/x-www-form-urlencoded, no JavaScript) gets a 303 to the
 *   server-rendered /thank-you page, or a server-rendered error page with a link back.
 * - Unknown fields are ignored (the schemas strip them). The honeypot field makes a normal-looking
 *   201 that is stored flagged and never notified. `Idempotency-Key` makes repeats return the
 *   first result. Accepted submissions are rate-limited per IP and endpoint (LEADS_RATE_LIMIT per
 *   10 minutes), counted in the database so it holds across restarts and instances.
 * - A lead is committed durably, together with its outbox rows, before the response.
 */
import crypto from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { company } from "../../content/company.ts";
import { firstErrorPerField, HONEYPOT_FIELD, LEAD_FORMS, type LeadKind } from "../../contracts/leads.ts";
import type { NewLead } from "../db/repository.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import { KINDS } from "../leads/kinds.ts";
import { composeNotifications } from "../leads/notifications.ts";
import { cleanBody } from "../leads/sanitize.ts";
import { PublicError, publicMessage } from "../plugins/errors.ts";
import { errorPage, sendPage } from "./lead-pages.ts";

export const BODY_LIMIT = 16 * 1024;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

export const API_MESSAGES = {
  invalid: "Some details are missing or not valid. Please check the form and try again.",
  unreadable: "The request could not be read. Please check the form and try again.",
  rateLimited: "Too many submissions from your connection. Please wait a few minutes and try again.",
  crossOrigin:
    "This form can only be sent from our own website. Please open the site and send it from there.",
  contentType: "Unsupported content type. Please send the form as JSON or a standard form post.",
  idempotencyKey: "The Idempotency-Key header must be 1 to 200 visible ASCII characters.",
  unavailable: `We could not save your request just now. Please try again in a minute or call us on ${company.phones.sales.display}.`,
} as const;

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const SOURCE_PAGE = /^\/(?!\/)[^\s\\]{0,299}$/;

function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Requests from a browser form (or a browser navigation) get HTML pages instead of JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  const type = mediaType(request);
  if (type === FORM_TYPE || type === "multipart/form-data") return true;
  if (type === JSON_TYPE) return false;
  return (request.headers.accept ?? "").includes("text/html");
}

/** host[:port] with the default ports dropped, lower-cased. */
function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, "");
}

function originHost(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? normaliseHost(url.host) : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export default async function leads(app: FastifyInstance) {
  const config = app.config;
  if (!app.hasContentTypeParser(FORM_TYPE)) await app.register(formbody, { bodyLimit: BODY_LIMIT });

  const salt = loadIpSalt(config.DATA_DIR, config.LEADS_IP_SALT);
  const siteHost = config.SITE_URL ? originHost(config.SITE_URL) : undefined;
  const notificationSettings = { notifyTo: config.LEADS_NOTIFY_TO, siteUrl: config.SITE_URL };

  const isOwnHost = (request: FastifyRequest, host: string | undefined) =>
    host !== undefined && (host === normaliseHost(request.host) || host === siteHost);

  /** The path of a same-origin Referer, if any. */
  const refererPath = (request: FastifyRequest): string | undefined => {
    const referer = request.headers.referer;
    if (!referer) return undefined;
    try {
      const url = new URL(referer);
      if (!isOwnHost(request, originHost(url.origin))) return undefined;
      return `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  };

  /** Where the error page's "Go back" link leads: the form's page, else the kind's usual page. */
  const backHref = (request: FastifyRequest, kind: LeadKind): string => {
    const fallback = KINDS[kind].backPath;
    const path = refererPath(request);
    if (!path || !SOURCE_PAGE.test(path)) return fallback;
    const [fallbackPath, hash] = fallback.split("#");
    return hash && path === fallbackPath ? fallback : path;
  };

  const kindOf = (request: FastifyRequest): LeadKind | undefined =>
    (request.routeOptions.config as { leadKind?: LeadKind } | undefined)?.leadKind;

  // Refused requests from a browser form get an HTML page; everything else goes to the one
  // JSON error handler (throwing from a child error handler hands the error to the parent's).
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const kind = kindOf(request);
    if (!kind || !wantsHtml(request)) throw error;
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ err: { message: error.message } }, "request rejected");
    return sendPage(
      reply,
      status,
      errorPage({ kind, message: publicMessage(status, error), backHref: backHref(request, kind) }),
    );
  });

  // Cheap checks before the body is read.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnHost(request, originHost(origin))) {
      throw new PublicError(403, API_MESSAGES.crossOrigin);
    }
    const type = mediaType(request);
    if (type !== JSON_TYPE && type !== FORM_TYPE) throw new PublicError(415, API_MESSAGES.contentType);
  });

  for (const [kind, form] of Object.entries(LEAD_FORMS) as [LeadKind, (typeof LEAD_FORMS)[LeadKind]][]) {
    app.post(form.path, { bodyLimit: BODY_LIMIT, config: { leadKind: kind } }, (request, reply) =>
      submit(kind, form.schema, request, reply),
    );
  }

  async function submit(
    kind: LeadKind,
    schema: (typeof LEAD_FORMS)[LeadKind]["schema"],
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const html = mediaType(request) === FORM_TYPE;
    const raw = request.body;

    const invalid = (message: string, errors?: Record<string, string>) =>
      html
        ? sendPage(reply, 400, errorPage({ kind, message, errors, backHref: backHref(request, kind) }))
        : reply.status(400).send(errors ? { message, errors } : { message });

    if (!isRecord(raw)) return invalid(API_MESSAGES.unreadable);
    const body = cleanBody(raw);
    const parsed = z.safeParse(schema as z.ZodMiniType, body);
    if (!parsed.success) return invalid(API_MESSAGES.invalid, firstErrorPerField(parsed.error.issues));

    const { [HONEYPOT_FIELD]: trap, ...data } = parsed.data as Record<string, unknown>;
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];

    const keyHeader = request.headers["idempotency-key"];
    const idempotencyKey = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new PublicError(400, API_MESSAGES.idempotencyKey);
    }

    const bodySource = body.sourcePage;
    const sourcePage =
      typeof bodySource === "string" && SOURCE_PAGE.test(bodySource)
        ? bodySource
        : (refererPath(request) ?? null);
    const userAgent = request.headers["user-agent"]?.slice(0, 500) ?? null;

    const lead: NewLead = {
      id: crypto.randomUUID(),
      kind,
      data,
      createdAt: new Date(),
      sourcePage: sourcePage?.slice(0, 300) ?? null,
      userAgent,
      ipHash: hashIp(salt, request.ip),
      flagged: typeof trap === "string" && trap.trim() !== "",
      idempotencyKey: idempotencyKey ?? null,
    };

    const limit = config.LEADS_RATE_LIMIT;
    let result: Awaited<ReturnType<typeof app.db.insertLead>>;
    try {
      result = await app.db.insertLead(lead, composeNotifications(lead, notificationSettings), {
        rateLimit:
          limit > 0 ? { max: limit, since: new Date(lead.createdAt.getTime() - RATE_WINDOW_MS) } : undefined,
      });
    } catch (error) {
      request.log.error({ err: error }, "storing a lead failed");
      // The no-JavaScript page keeps what the visitor wrote, ready to send again.
      if (html) {
        const retry = { action: LEAD_FORMS[kind].path, input: data };
        const message = API_MESSAGES.unavailable;
        return sendPage(reply, 503, errorPage({ kind, message, backHref: backHref(request, kind), retry }));
      }
      throw new PublicError(503, API_MESSAGES.unavailable);
    }

    if (result.outcome === "rate_limited") {
      reply.header("retry-after", String(RATE_WINDOW_MS / 1000));
      throw new PublicError(429, API_MESSAGES.rateLimited);
    }
    if (result.outcome === "created") {
      request.log.info({ leadId: result.id, kind, flagged: lead.flagged }, "lead stored");
      if (!lead.flagged) app.outbox?.kick();
    } else {
      reply.header("idempotent-replayed", "true");
    }

    if (html) return reply.status(303).header("location", `/thank-you?type=${kind}`).send();
    return reply.status(201).send({ id: result.id, message: KINDS[kind].success });
  }
}
