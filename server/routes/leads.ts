/**
 * The lead API: four POST endpoints, one per kind of LEAD_FORMS, over one server function
 * (`leadSubmitter`) that the send page calls too (pages.ts), which parses the body with the kind's
 * contract (leads/body.ts) and stores it.
 *
 * - JSON in, JSON out: 201 { id, message } or { message, errors? } with 400/403/413/415/429/503.
 * - A native form post (application/x-www-form-urlencoded, no JavaScript) belongs to the site's
 *   send page (`sendPath(kind)`, app/routes/lead-send.tsx), which hands the fields to the same
 *   function and shows the outcome in the site's layout. A form still posted here (a page cached before forms
 *   posted there) gets a 307 to it, so the browser sends the same body there.
 * - Unknown fields are ignored (the schemas strip them). The honeypot field makes a normal-looking
 *   201 that is stored flagged and never notified. `Idempotency-Key` makes repeats return the
 *   first result. Accepted submissions are rate-limited per IP and endpoint (LEADS_RATE_LIMIT per
 *   10 minutes), counted in the database so it holds across restarts and instances.
 * - One newsletter address is one subscriber (db/subscribers.ts): subscribing it again answers as
 *   the first subscription did (its id), stores nothing and sends no second acknowledgement.
 * - A booking from the lift planner stores the plan its page books (leads/plan.ts).
 * - Messages a visitor may read (the 201's, a refused field's, the rate limit's, an unavailable
 *   database's) are in the language of the page the lead was sent from (its `sourcePage`, else its
 *   Referer); a request from no page under /gu/ or /hi/ gets them in English.
 * - Each lead records the language of its page and the version of the privacy notice its form
 *   showed there (privacy/notices.ts); the body needs no field for either.
 * - A lead is committed durably, together with its outbox rows, before the response.
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { LEAD_FORMS, LEAD_KINDS, type LeadKind, sendPath } from "../../contracts/leads/forms.ts";
import { formText } from "../../contracts/leads/texts.ts";
import { noticeFormOf } from "../../contracts/privacy/notices.ts";
import type { NewLead } from "../db/leads.ts";
import { leadBodySchema, parseForm } from "../leads/body.ts";
import { hashIp, loadIpSalt } from "../leads/ip-hash.ts";
import { composeNotifications, isSafeAddress } from "../leads/notifications.ts";
import { shownLiftModels, withPlannerPlan } from "../leads/plan.ts";
import * as post from "../leads/request.ts";
import { currentNotice, localeOfSourcePage } from "../privacy/notices.ts";
import { privacyToken } from "../privacy/personal-links.ts";

export default async function leads(app: FastifyInstance) {
  const submit = leadSubmitter(app);
  for (const kind of LEAD_KINDS) {
    post.formApiRoute(app, LEAD_FORMS[kind].path, (locale) => sendPath(kind, locale), submit(kind));
  }
}

/** The lead forms' server function, of each kind: the API's and the send page's (pages.ts). */
export function leadSubmitter(app: FastifyInstance): (kind: LeadKind) => post.FormSubmit {
  const salt = loadIpSalt(app.config.DATA_DIR, app.config.LEADS_IP_SALT);
  const notificationSettings = {
    notifyTo: app.config.LEADS_NOTIFY_TO,
    siteUrl: app.config.SITE_URL,
    content: app.content,
  };
  const schemas = new Map(LEAD_KINDS.map((kind) => [kind, leadBodySchema(kind)]));

  return (kind) =>
    post.answering(async (body, facts) => {
      const {
        lead: fields,
        flagged,
        sourcePage: sentFrom,
        idempotencyKey,
      } = parseForm(schemas.get(kind)!, body, facts);

      const sourcePage = sentFrom ?? facts.refererPage ?? null;
      const createdAt = new Date();
      const locale = localeOfSourcePage(sourcePage);
      const notice = currentNotice(noticeFormOf(kind, sourcePage), locale, app);
      const id = crypto.randomUUID();
      // The visitor's emails carry their personal privacy link; a lead that mails nobody gets none.
      const mailsVisitor = !flagged && isSafeAddress(fields.data.email);
      const lead: NewLead = {
        ...withPlannerPlan(fields, sourcePage, shownLiftModels(app)),
        id,
        createdAt,
        sourcePage: sourcePage?.slice(0, 300) ?? null,
        userAgent: facts.userAgent,
        ipHash: hashIp(salt, facts.ip),
        flagged,
        idempotencyKey,
        locale,
        noticeVersion: notice.version,
        noticeAt: createdAt,
        privacyTokenHash: mailsVisitor ? privacyToken(salt, { lead: id }).hash : null,
      };

      const result = await post.storing(app, facts, "lead", locale, () =>
        app.db.leads.insert(lead, composeNotifications(lead, notificationSettings), {
          rateLimit: post.rateLimitAt(app, createdAt),
        }),
      );

      if (result.outcome === "rate_limited") throw post.rateLimited(locale);
      if (result.outcome === "created") {
        facts.log.info({ leadId: result.id, kind, flagged }, "lead stored");
        if (!flagged) app.outbox?.kick();
      } else if (result.outcome === "already_subscribed") {
        // Answered exactly as the first subscription was (no header either), so the answer does not
        // tell anyone whether an address is on the list; nothing is stored or mailed again.
        facts.log.info({ leadId: result.id, kind }, "newsletter address already subscribed");
      }
      const message = formText(kind, "success", locale);
      return post.created({ id: result.id, message }, result.outcome === "duplicate");
    });
}
