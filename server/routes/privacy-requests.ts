/**
 * The privacy request API: `POST /api/privacy/request` stores a request to see, correct or erase
 * one's data (the form on /privacy) as an item of the inbox, due in the grievance response days the
 * company published (its emails name its data contact as published too).
 *
 * - JSON in: 201 { id, deadline, message } (the message, with the date we answer by, in the
 *   language of the page the request came from), or { message, errors? } with
 *   400/403/413/415/429/503, as the lead API. A form posted without JavaScript belongs to the send
 *   page (app/routes/privacy-send.tsx), which stores it through the same function
 *   (`privacyRequestSubmitter`); one posted here goes on to it (307).
 * - The same guards as the lead API, from the same helpers: own-origin check, body schema (the
 *   contract in contracts/privacy/schema.ts), honeypot (stored flagged, never listed or mailed),
 *   per-IP rate limit counted in the database, `Idempotency-Key` (a repeat answers as the first).
 * - The request and its two emails are committed durably, in one transaction, before the answer.
 *   The acknowledgement carries the person's personal privacy link (only its hash is stored).
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { company } from "../../content/company.ts";
import { privacySendPath } from "../../contracts/privacy/fields.ts";
import {
  deadlineDay,
  PRIVACY_REQUEST_API_PATH,
  PRIVACY_REQUEST_MESSAGES,
  privacyDeadline,
  privacyRequestFields,
  withCrossFieldRules,
} from "../../contracts/privacy/schema.ts";
import { privacyDate } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { shownCompany } from "../content/shown-company.ts";
import type { NewPrivacyRequest } from "../db/privacy-requests.ts";
import { formBodySchema, parseForm } from "../leads/body.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import { isSafeAddress } from "../leads/notifications.ts";
import * as post from "../leads/request.ts";
import { currentNotice, localeOfSourcePage } from "../privacy/notices.ts";
import { privacyToken } from "../privacy/personal-links.ts";
import { acknowledgement, contactNotice } from "../privacy/request-mail.ts";

/** The body: the contract's fields and, across them, its rules (a mobile or an email; what to correct). */
const bodySchema = withCrossFieldRules(formBodySchema(privacyRequestFields), (body) => body.data);

export default async function privacyRequests(app: FastifyInstance) {
  post.formApiRoute(app, PRIVACY_REQUEST_API_PATH, privacySendPath, privacyRequestSubmitter(app));
}

/** The privacy request's server function: the API's and the send page's (pages.ts). */
export function privacyRequestSubmitter(app: FastifyInstance): post.FormSubmit {
  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const site = app.config.SITE_URL ?? company.siteUrl;

  return post.answering(async (body, facts) => {
    const form = parseForm(bodySchema, body, facts, PRIVACY_REQUEST_MESSAGES);
    const { data, flagged, idempotencyKey } = form;
    const sourcePage = (form.sourcePage ?? facts.refererPage)?.slice(0, 300) ?? null;
    const locale = localeOfSourcePage(sourcePage);
    const receivedAt = new Date();
    // Its acknowledgement carries the person's link, as every email to a visitor; none without one.
    const id = crypto.randomUUID();
    const mailsPerson = !flagged && isSafeAddress(data.email);
    const privacyRequest: NewPrivacyRequest = {
      id,
      data,
      locale,
      noticeVersion: currentNotice("privacyRequest", locale, app).version,
      receivedAt,
      deadlineAt: privacyDeadline(receivedAt, shownCompany(app, locale).privacy.grievanceResponseDays),
      sourcePage,
      userAgent: facts.userAgent,
      ipHash: hashIp(salt, facts.ip),
      flagged,
      idempotencyKey,
      privacyTokenHash: mailsPerson ? privacyToken(salt, { request: id }).hash : null,
    };
    const ack = acknowledgement(privacyRequest, site, app);
    const mails = [
      ...(ack ? [ack] : []),
      contactNotice(privacyRequest, `${site}/inbox/privacy/${privacyRequest.id}`, app),
    ];

    const result = await post.storing(app, facts, "privacy request", locale, () =>
      app.db.privacyRequests.insert(privacyRequest, mails, {
        rateLimit: post.rateLimitAt(app, receivedAt),
      }),
    );
    if (result.outcome === "rate_limited") throw post.rateLimited(locale);
    if (result.outcome !== "duplicate") {
      facts.log.info({ privacyRequestId: result.id, flagged }, "privacy request stored");
      if (!flagged) app.outbox?.kick();
    }
    const message = m.privacyform_success({ date: privacyDate(result.deadlineAt, locale) }, { locale });
    const answer = { id: result.id, deadline: deadlineDay(result.deadlineAt), message };
    return post.created(answer, result.outcome === "duplicate");
  });
}
