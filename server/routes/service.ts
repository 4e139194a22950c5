/**
 * The service desk's API: `POST /api/service/insert` stores a service request as a ticket.
 *
 * - JSON in: 201 { ticket, trackPath, message } (the message in the language of the page the
 *   request came from), or { message, errors? } with 400/403/413/415/429/503, as the lead API.
 * - A form posted without JavaScript belongs to the service page (app/routes/service.tsx), which
 *   stores it through the same function (`serviceSubmitter`) and ends on the ticket's tracking page; one posted here goes on to
 *   the service page of its language (307).
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
import type { FastifyInstance } from "fastify";
import { type Locale, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { SERVICE_PATH } from "../../contracts/paths.ts";
import { SERVICE_FIELD_MESSAGES } from "../../contracts/service/errors.ts";
import { SERVICE_API_PATH, serviceRequestSchema, trackPath } from "../../contracts/service/schema.ts";
import { m } from "../../messages/compiled/messages.js";
import { shownCompany } from "../content/shown-company.ts";
import type { NewTicket } from "../db/tickets.ts";
import { formBodySchema, parseForm } from "../leads/body.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import * as post from "../leads/request.ts";
import { PublicError } from "../plugins/errors.ts";
import { hashToken } from "../privacy/links.ts";
import { currentNotice } from "../privacy/notices.ts";
import { privacyToken, TOKEN_PLACEHOLDER, trackingToken } from "../privacy/personal-links.ts";
import { mailsCustomer, newTicketMail, ticketMailSettings } from "../service/ticket-mail.ts";

export default async function service(app: FastifyInstance) {
  post.formApiRoute(
    app,
    SERVICE_API_PATH,
    (locale) => localizedPath(SERVICE_PATH, locale),
    serviceSubmitter(app),
  );
}

/** The service request's server function: the API's and the service page's (pages.ts). */
export function serviceSubmitter(app: FastifyInstance): post.FormSubmit {
  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const mailSettings = ticketMailSettings(app.config, app.content);
  const schema = formBodySchema(serviceRequestSchema);

  return post.answering(async (body, facts) => {
    const form = parseForm(schema, body, facts, SERVICE_FIELD_MESSAGES);
    const { data, flagged, idempotencyKey } = form;
    const sourcePage = (form.sourcePage ?? facts.refererPage)?.slice(0, 300) ?? null;
    const createdAt = new Date();
    const locale = localeOfPath((sourcePage ?? "/").split("?")[0]!);
    const notice = currentNotice("service", locale, app);
    const id = crypto.randomUUID();
    const ticket: NewTicket = {
      id,
      tokenHash: hashToken(trackingToken(salt, id)),
      data,
      locale,
      createdAt,
      sourcePage,
      userAgent: facts.userAgent,
      ipHash: hashIp(salt, facts.ip),
      flagged,
      idempotencyKey,
      noticeVersion: notice.version,
      noticeAt: createdAt,
      // The customer's emails carry their personal privacy link; a ticket that mails nobody has none.
      privacyTokenHash: mailsCustomer({ data, flagged })
        ? privacyToken(mailSettings.secret, { ticket: id }).hash
        : null,
    };

    const result = await post.storing(app, facts, "service ticket", locale, () =>
      app.db.tickets.insert(ticket, {
        rateLimit: post.rateLimitAt(app, ticket.createdAt),
        mail: newTicketMail(ticket, trackPath(TOKEN_PLACEHOLDER.tracking, locale), mailSettings),
      }),
    );
    if (result.outcome === "rate_limited")
      throw data.problem === "trapped"
        ? trappedRateLimited(locale, shownCompany(app, locale).phones.support.display)
        : post.rateLimited(locale);
    if (result.outcome !== "duplicate") {
      facts.log.info({ ticketId: result.id, flagged }, "service ticket stored");
      if (!flagged) app.outbox?.kick();
    }

    const answer = {
      ticket: result.number,
      // A repeated request answers with the first one's link: the token is its ticket's.
      trackPath: trackPath(trackingToken(salt, result.id), ticket.locale),
      message: m.service_accepted({ ticket: result.number }, { locale: ticket.locale }),
    };
    return post.created(answer, result.outcome === "duplicate");
  });
}

/** The rate limit's answer to someone trapped: in `locale`, the 24/7 number (as published) first. */
function trappedRateLimited(locale: Locale, phone: string): PublicError {
  return new PublicError(429, m.service_rate_limited_trapped({ phone }, { locale }));
}
