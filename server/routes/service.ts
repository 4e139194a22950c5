/**
 * The service desk's API: `POST /api/service/insert` stores a service request as a ticket.
 *
 * - JSON in: 201 { ticket, trackPath, message } (the message in the language of the page the
 *   request came from), or { message, errors? } with 400/403/413/415/429/503, as the lead API.
 * - A native form post (urlencoded, no JavaScript) is read here too and stored the same way; it
 *   ends on the ticket's tracking page (303 to `trackPath`). Refused (400, 429, 503), it goes on
 *   with its body (307) to the service page of its language, whose action asks again as JSON and
 *   shows the form in the site's layout with every value sent and the messages. Refused before its
 *   body is read (403 another site's form, 413 too large, 415 not a form this API reads), a form
 *   a browser posted (any of the three encodings an HTML form can send) goes to that page with
 *   `?refused=<reason>` (303), which says why in the page's language; JSON clients keep the JSON.
 * - Someone trapped, refused by the rate limit: the 429's message begins with the 24/7 number.
 * - Field messages are in the language of the page the request came from (the source page, else
 *   the Referer), as the lead API's.
 * - The same guards as the lead API, from the same helpers: own-origin check, body schema (the
 *   contract in contracts/service/schema.ts), honeypot (stored flagged), per-IP rate limit counted in the
 *   database, `Idempotency-Key` (a repeat answers as the first, with the same tracking link).
 * - The ticket is committed durably, with its first step and its emails (service/ticket-mail.ts:
 *   the company's notification, the customer's acknowledgement), before the answer.
 */
import crypto from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { company } from "../../content/company.ts";
import { FORM_POST_BODY_LIMIT, LEAD_BODY_LIMIT } from "../../contracts/leads/forms.ts";
import { type Locale, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { SERVICE_PATH } from "../../contracts/paths.ts";
import type { RefusedPostReason } from "../../contracts/service/choices.ts";
import { SERVICE_FIELD_MESSAGES } from "../../contracts/service/errors.ts";
import {
  SERVICE_API_PATH,
  type ServiceRequest,
  serviceRequestSchema,
  trackPath,
} from "../../contracts/service/schema.ts";
import { m } from "../../messages/compiled/messages.js";
import type { NewTicket, TicketInsertResult } from "../db/tickets.ts";
import {
  type FormSubmission,
  formBodySchema,
  refusalOf,
  type ZodMiniTypeProvider,
  zodValidatorCompiler,
} from "../leads/body.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import {
  bodyLocaleOf,
  FORM_TYPE,
  formPostKey,
  idempotencyKeyOf,
  JSON_TYPE,
  mediaType,
  noticesSaver,
  pageLocaleOf,
  publicPostChecks,
  RATE_WINDOW_MS,
  rateLimitAt,
  rateLimited,
  refererPath,
} from "../leads/request.ts";
import { leadErrorMessage, PublicError } from "../plugins/errors.ts";
import { hashToken } from "../privacy/links.ts";
import { currentNotice } from "../privacy/notices.ts";
import { privacyToken, TOKEN_PLACEHOLDER, trackingToken } from "../privacy/personal-links.ts";
import { mailsCustomer, newTicketMail, ticketMailSettings } from "../service/ticket-mail.ts";

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

  // A form a browser posted, refused before it was read: the service page says why, in the site's
  // layout and the language of the page it came from. Anything else goes to the app's handler.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const reason = error.statusCode === undefined ? undefined : REFUSED_BEFORE_READING[error.statusCode];
    if (!reason || !NATIVE_FORM_TYPES.has(mediaType(request))) throw error;
    request.log.info({ status: error.statusCode }, "form post refused before reading");
    const page = localizedPath(SERVICE_PATH, pageLocaleOf(request, undefined));
    return reply.redirect(`${page}?refused=${reason}`, 303);
  });

  app.addHook("onRequest", publicPostChecks([JSON_TYPE, FORM_TYPE]));
  const saveNotices = noticesSaver(app);

  const routes = app.withTypeProvider<ZodMiniTypeProvider>();
  routes.post(
    SERVICE_API_PATH,
    // A refused body reaches the handler, which tells it in the language of its page.
    { schema: { body: formBodySchema(serviceRequestSchema) }, attachValidation: true },
    async (request, reply) => {
      try {
        const refused = refusalOf(request, SERVICE_FIELD_MESSAGES);
        if (refused) throw refused;
        return await store(request.body, request, reply);
      } catch (error) {
        // A form posted without JavaScript is shown again by the service page, in the site's layout.
        if (mediaType(request) === FORM_TYPE && error instanceof PublicError && error.statusCode !== 403)
          return reply.redirect(localizedPath(SERVICE_PATH, bodyLocaleOf(request)), 307);
        throw error;
      }
    },
  );

  async function store(
    { data, trap, sourcePage: sentFrom }: FormSubmission<ServiceRequest>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // A native form post carries no key of its own: the same fields again are the same ticket.
    const idempotencyKey =
      idempotencyKeyOf(request) ??
      (mediaType(request) === FORM_TYPE
        ? formPostKey(SERVICE_API_PATH, { data, trap, sentFrom }, new Date())
        : null);
    const ipHash = hashIp(salt, request.ip);
    const sourcePage = (sentFrom ?? refererPath(request))?.slice(0, 300) ?? null;
    const createdAt = new Date();
    const locale = localeOfPath((sourcePage ?? "/").split("?")[0]!);
    const notice = currentNotice("service", locale);
    const id = crypto.randomUUID();
    const flagged = typeof trap === "string" && trap.trim() !== "";
    const ticket: NewTicket = {
      id,
      tokenHash: hashToken(trackingToken(salt, id)),
      data,
      locale,
      createdAt,
      sourcePage,
      userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
      ipHash,
      flagged,
      idempotencyKey,
      noticeVersion: notice.version,
      noticeAt: createdAt,
      // The customer's emails carry their personal privacy link; a ticket that mails nobody has none.
      privacyTokenHash: mailsCustomer({ data, flagged })
        ? privacyToken(mailSettings.secret, { ticket: id }).hash
        : null,
    };

    let result: TicketInsertResult;
    try {
      await saveNotices();
      result = await app.db.tickets.insert(ticket, {
        rateLimit: rateLimitAt(request, ticket.createdAt),
        mail: newTicketMail(ticket, trackPath(TOKEN_PLACEHOLDER.tracking, locale), mailSettings),
      });
    } catch (error) {
      request.log.error({ err: error }, "storing a service ticket failed");
      throw new PublicError(503, leadErrorMessage("unavailable", locale));
    }
    if (result.outcome === "rate_limited")
      throw data.problem === "trapped" ? trappedRateLimited(reply, locale) : rateLimited(reply, locale);
    if (result.outcome === "duplicate") reply.header("idempotent-replayed", "true");
    else {
      request.log.info({ ticketId: result.id, flagged }, "service ticket stored");
      if (!flagged) app.outbox?.kick();
    }

    const answer = {
      ticket: result.number,
      // A repeated request answers with the first one's link: the token is its ticket's.
      trackPath: trackPath(trackingToken(salt, result.id), ticket.locale),
      message: m.service_accepted({ ticket: result.number }, { locale: ticket.locale }),
    };
    if (mediaType(request) === FORM_TYPE) return reply.redirect(answer.trackPath, 303);
    return reply.status(201).send(answer);
  }
}

/** The encodings of a form a browser posts without JavaScript (an HTML form's `enctype`). */
const NATIVE_FORM_TYPES = new Set([FORM_TYPE, "multipart/form-data", "text/plain"]);

/** The refusals that come before the body is read, and what the service page calls them. */
const REFUSED_BEFORE_READING: Readonly<Record<number, RefusedPostReason>> = {
  403: "origin",
  413: "too-large",
  415: "content-type",
};

/** The rate limit's answer to someone trapped: in `locale`, the 24/7 number first. */
function trappedRateLimited(reply: FastifyReply, locale: Locale): PublicError {
  reply.header("retry-after", String(RATE_WINDOW_MS / 1000));
  return new PublicError(
    429,
    m.service_rate_limited_trapped({ phone: company.phones.support.display }, { locale }),
  );
}
