/**
 * The service desk's API: `POST /api/service/insert` stores a service request as a ticket.
 *
 * - JSON in: 201 { ticket, trackPath, message } (the message in the language of the page the
 *   request came from), or { message, errors? } with 400/403/413/415/429/503, as the lead API.
 * - A native form post (urlencoded, no JavaScript) is read here too and stored the same way; it
 *   ends on the ticket's tracking page (303 to `trackPath`).
 * - The same guards as the lead API, from the same helpers: own-origin check, body schema (the
 *   contract in contracts/service.ts), honeypot (stored flagged), per-IP rate limit counted in the
 *   database, `Idempotency-Key` (a repeat answers as the first, with the same tracking link).
 * - The ticket is committed durably, with its first step and its emails (service/ticket-mail.ts:
 *   the company's notification, the customer's acknowledgement), before the answer.
 */
import crypto from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { FORM_POST_BODY_LIMIT, LEAD_BODY_LIMIT } from "../../contracts/lead-forms.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { SERVICE_API_PATH, serviceRequestSchema, trackPath } from "../../contracts/service.ts";
import { fillText, SERVICE_TEXTS } from "../../contracts/service-texts.ts";
import type { NewTicket, TicketInsertResult } from "../db/service.ts";
import { formBodySchema, type ZodMiniTypeProvider, zodValidatorCompiler } from "../leads/body.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import {
  FORM_TYPE,
  idempotencyKeyOf,
  JSON_TYPE,
  mediaType,
  rateLimitAt,
  rateLimited,
  refererPath,
  refuseForeignOrigin,
} from "../leads/request.ts";
import { ERROR_MESSAGES, PublicError } from "../plugins/errors.ts";
import {
  mailsCustomer,
  newTicketMail,
  ticketMailSettings,
  ticketPrivacyToken,
} from "../service/ticket-mail.ts";
import { derivedTrackingToken, hashToken, newTrackingToken } from "../service/tracking-token.ts";

export default async function service(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  // A JSON body is capped as the lead API's; a form post may be larger (a Gujarati or Hindi letter
  // takes 9 bytes in form encoding, 3 in JSON).
  app.removeContentTypeParser(JSON_TYPE);
  app.addContentTypeParser(
    JSON_TYPE,
    { parseAs: "string", bodyLimit: LEAD_BODY_LIMIT },
    app.getDefaultJsonParser("error", "error"),
  );
  await app.register(formbody, { bodyLimit: FORM_POST_BODY_LIMIT });

  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const mailSettings = ticketMailSettings(app.config);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    refuseForeignOrigin(request);
    const type = mediaType(request);
    if (type !== JSON_TYPE && type !== FORM_TYPE) throw new PublicError(415, ERROR_MESSAGES.contentType);
  });

  const routes = app.withTypeProvider<ZodMiniTypeProvider>();
  routes.post(
    SERVICE_API_PATH,
    { schema: { body: formBodySchema(serviceRequestSchema) } },
    async (request, reply) => {
      const { data, trap, sourcePage: sentFrom } = request.body;
      const idempotencyKey = idempotencyKeyOf(request);
      const ipHash = hashIp(salt, request.ip);
      const token = idempotencyKey ? derivedTrackingToken(salt, ipHash, idempotencyKey) : newTrackingToken();
      const sourcePage = (sentFrom ?? refererPath(request))?.slice(0, 300) ?? null;
      const id = crypto.randomUUID();
      const flagged = typeof trap === "string" && trap.trim() !== "";
      const ticket: NewTicket = {
        id,
        tokenHash: hashToken(token),
        data,
        locale: localeOfPath((sourcePage ?? "/").split("?")[0]!),
        createdAt: new Date(),
        sourcePage,
        userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
        ipHash,
        flagged,
        idempotencyKey,
        // The customer's emails carry their personal privacy link; a ticket that mails nobody has none.
        privacyTokenHash: mailsCustomer({ data, flagged })
          ? ticketPrivacyToken(mailSettings.secret, id).hash
          : null,
      };

      let result: TicketInsertResult;
      try {
        result = await app.db.insertTicket(ticket, {
          rateLimit: rateLimitAt(request, ticket.createdAt),
          mail: newTicketMail(ticket, trackPath(token), mailSettings),
        });
      } catch (error) {
        request.log.error({ err: error }, "storing a service ticket failed");
        throw new PublicError(503, ERROR_MESSAGES.unavailable);
      }
      if (result.outcome === "rate_limited") throw rateLimited(reply);
      if (result.outcome === "duplicate") reply.header("idempotent-replayed", "true");
      else {
        request.log.info({ ticketId: result.id, flagged }, "service ticket stored");
        if (!flagged) app.outbox?.kick();
      }

      const answer = {
        ticket: result.number,
        trackPath: trackPath(token),
        message: fillText(SERVICE_TEXTS[ticket.locale].accepted, { ticket: result.number }),
      };
      if (mediaType(request) === FORM_TYPE) return reply.redirect(answer.trackPath, 303);
      return reply.status(201).send(answer);
    },
  );
}
