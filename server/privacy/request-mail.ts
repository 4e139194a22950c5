/**
 * The two emails a privacy request queues: an acknowledgement to the person (when they gave an
 * email we can send to), in the language of the page they asked from, with the date we answer by
 * and their personal privacy link (as every email to a visitor); and a notice to the company's
 * contact for data questions, in English, with what was asked. The company's values (its data
 * contact, its name) are as published when the request is stored (`shownCompany`). The acknowledgement repeats nothing
 * the person typed, so the form cannot send anyone a text of its sender's choosing. Its link reaches
 * only what was sent with that email address (PrivacyStore.personMatch), so a stranger who types
 * someone's mobile number gets no hold on that person's records.
 */

import type { Locale } from "../../contracts/locales.ts";
import type { PrivacyRequestData, PrivacyRequestKind } from "../../contracts/privacy/schema.ts";
import { privacyDate, privacyValues } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";
import type { NewOutboxMessage } from "../db/outbox.ts";
import type { NewPrivacyRequest } from "../db/privacy-requests.ts";
import { formatReceived, isSafeAddress, reference, sentRow } from "../leads/notifications.ts";
import { composeMail, visitorEnding } from "../mail/layout.ts";

/** What each request asks, in the person's language (the form's own option labels). */
export const REQUEST_LABELS = {
  see: m.privacyform_option_see,
  correct: m.privacyform_option_correct,
  erase: m.privacyform_option_erase,
} as const satisfies Record<PrivacyRequestKind, unknown>;

export const requestLabel = (kind: PrivacyRequestKind, locale: Locale) =>
  REQUEST_LABELS[kind]({}, { locale });

/** The person's acknowledgement; with their privacy link when the request has one. */
export function acknowledgement(
  request: NewPrivacyRequest,
  site: string,
  published: PublishedContent,
): NewOutboxMessage | undefined {
  const { email } = request.data;
  if (!isSafeAddress(email)) return undefined;
  const locale = request.locale;
  const shown = shownCompany(published, locale);
  const values = {
    ...privacyValues(shown),
    received: privacyDate(request.receivedAt, locale),
    deadline: privacyDate(request.deadlineAt, locale),
    request: requestLabel(request.data.request, locale),
  };
  const subject = m.privacyform_email_subject(values, { locale });
  return {
    recipient: "visitor",
    message: composeMail({ to: email, replyTo: shown.privacy.contact.email, subject }, locale, [
      m.privacyform_email_text(values, { locale }),
      ...visitorEnding(locale, site, Boolean(request.privacyTokenHash), shown.name),
    ]),
  };
}

/** Everything the person sent, for the data contact; replies go to the person when they gave an email. */
export function contactNotice(
  request: NewPrivacyRequest,
  inboxUrl: string,
  published: PublishedContent,
): NewOutboxMessage {
  const data: PrivacyRequestData = request.data;
  const asked = requestLabel(data.request, "en");
  const deadline = privacyDate(request.deadlineAt, "en");
  const envelope = {
    to: shownCompany(published, "en").privacy.contact.email,
    replyTo: isSafeAddress(data.email) ? data.email : undefined,
    subject: `Privacy request (${asked}) - answer by ${deadline}`,
  };
  return {
    recipient: "company",
    message: composeMail(envelope, "en", [
      `A privacy request (${reference(request.id)}) arrived on ${formatReceived(request.receivedAt)}.`,
      { label: "Answer by", value: deadline },
      "",
      { label: "Request", value: asked },
      { label: "Name", value: data.name },
      sentRow("mobileNo", "Mobile", data.mobileNo),
      sentRow("email", "Email", data.email),
      ...(data.correction ? [{ label: "To correct", value: data.correction }] : []),
      ...(data.message ? [{ label: "Message", value: data.message }] : []),
      { label: "Language", value: request.locale },
      "",
      { text: `Open it in the inbox: ${inboxUrl}`, link: inboxUrl },
    ]),
  };
}
