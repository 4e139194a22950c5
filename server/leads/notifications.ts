/**
 * The two emails every accepted lead queues in the outbox: a full notification to the company
 * (reply-to = the visitor) and a short acknowledgement to the visitor that repeats none of the
 * visitor's free text (so the form cannot be used to send arbitrary content to third parties).
 * The company's is in English; the visitor's in the language of the page the lead came from.
 */

import { company } from "../../content/company.ts";
import { MAX_LENGTH } from "../../contracts/leads/fields.ts";
import { extraFieldsOf, LEAD_FORMS, type LeadKind } from "../../contracts/leads/forms.ts";
import { EMAIL_PATTERN } from "../../contracts/leads/schema.ts";
import type { Message } from "../../contracts/leads/texts.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { type PublishedContent, shownCompany } from "../content/shown-company.ts";
import type { NewLead } from "../db/leads.ts";
import type { MailMessage, NewOutboxMessage } from "../db/outbox.ts";
import { composeMail, type MailRow, phoneLine, visitorEnding } from "../mail/layout.ts";
import { fieldValueText, leadFields } from "./field-values.ts";

export interface NotificationSettings extends PublishedContent {
  /** LEADS_NOTIFY_TO */
  notifyTo: string;
  /** SITE_URL, else the company's canonical origin. */
  siteUrl?: string | undefined;
}

/**
 * Plain addresses only, as the forms accept them (EMAIL_PATTERN), so an address from a form can
 * never turn into several recipients or a header with a display name.
 */
export function isSafeAddress(value: unknown): value is string {
  return typeof value === "string" && value.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(value);
}

/** One line, no control characters, bounded: for subjects built from visitor input. */
export function oneLine(value: string, max = 80): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const receivedFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

export function formatReceived(date: Date): string {
  return `${receivedFormat.format(date)} IST`;
}

/** Indian mobile numbers: ten digits, dialled from anywhere as +91. */
export function telHref(mobileNo: string): string {
  return `tel:+91${mobileNo.replace(/\D/g, "")}`;
}

/** A short, stable reference visitors can quote (the first block of the lead's UUID). */
export function reference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * A value a visitor sent, as a row of the company's notification: a mobile number dials, an
 * address we can write to writes, nothing reads "(not given)".
 */
export function sentRow(field: string, label: string, value: string | undefined): MailRow {
  if (!value) return { label, value: "(not given)" };
  if (field === "mobileNo") return { label, value, href: telHref(value) };
  if (field === "email" && isSafeAddress(value)) return { label, value, href: `mailto:${value}` };
  return { label, value };
}

/** When and from which page a lead or ticket came, the last rows of its notification. */
export function receivedRows(record: Pick<NewLead, "createdAt" | "sourcePage">): MailRow[] {
  return [
    { label: "Received", value: formatReceived(record.createdAt) },
    { label: "Page", value: record.sourcePage ?? "(unknown)" },
  ];
}

/** The company's notification, in English; replies go to the visitor when they gave an address. */
export function companyMessage(lead: NewLead, settings: NotificationSettings): MailMessage {
  const info = LEAD_FORMS[lead.kind];
  const data = leadFields(lead);
  const who = data.name ? data.name : data.email || "(not given)";
  const extras = extraFieldsOf(lead.kind);
  const rows = Object.entries(info.fields)
    // A field beyond the public payload (the planner's plan) shows only when it was sent.
    .filter(([field]) => !extras.includes(field) || data[field])
    // A choice stored as a code reads as its English name ("Semi-comprehensive").
    .map(([field, label]) => sentRow(field, label, fieldValueText(lead.kind, field, data[field])));
  const canReply = isSafeAddress(data.email);
  return composeMail(
    {
      to: settings.notifyTo,
      replyTo: canReply ? data.email : undefined,
      subject: `New ${info.noun} from ${oneLine(who)}`,
    },
    "en",
    [
      `A new ${info.noun} arrived through the website.`,
      "",
      ...rows,
      "",
      ...receivedRows(lead),
      { label: "Reference", value: `${reference(lead.id)} (${lead.id})` },
      ...(canReply ? ["", "Reply to this email to answer the visitor directly."] : []),
    ],
  );
}

/** The acknowledgement's subject and first paragraph, per kind. */
const ACKNOWLEDGEMENTS: Record<
  LeadKind,
  { subject: Message<{ company: string }>; intro: Message<{ company: string }> }
> = {
  appointment: { subject: m.email_ack_subject_appointment, intro: m.email_ack_intro_appointment },
  webInquiry: { subject: m.email_ack_subject_web_inquiry, intro: m.email_ack_intro_web_inquiry },
  question: { subject: m.email_ack_subject_question, intro: m.email_ack_intro_question },
  newsletter: { subject: m.email_ack_subject_newsletter, intro: m.email_ack_intro_newsletter },
  amcQuote: { subject: m.email_ack_subject_amc_quote, intro: m.email_ack_intro_amc_quote },
};

/**
 * The acknowledgement: only company facts, the kind, a reference and, when the lead has one
 * (`withPrivacyLink`), the visitor's personal privacy link; nothing the visitor typed. In the
 * language of the page the lead came from.
 */
export function visitorMessage(
  lead: NewLead,
  settings: NotificationSettings,
  withPrivacyLink = false,
): MailMessage | undefined {
  const to = lead.data.email;
  if (!isSafeAddress(to)) return undefined;
  const locale = lead.locale ?? localeOfPath(lead.sourcePage ?? "/");
  const options = { locale };
  const shown = shownCompany(settings, locale);
  const names = { company: shown.name };
  const texts = ACKNOWLEDGEMENTS[lead.kind];
  return composeMail({ to, replyTo: settings.notifyTo, subject: texts.subject(names, options) }, locale, [
    m.email_ack_greeting({}, options),
    "",
    texts.intro(names, options),
    "",
    m.email_ack_reference({ reference: reference(lead.id) }, options),
    phoneLine(shown.phones.sales, (phone) => m.email_ack_urgent({ phone }, options)),
    "",
    lead.kind === "newsletter" ? m.email_ack_not_subscribed({}, options) : m.email_ack_not_you({}, options),
    ...visitorEnding(locale, settings.siteUrl ?? company.siteUrl, withPrivacyLink, shown.name),
  ]);
}

export function composeNotifications(lead: NewLead, settings: NotificationSettings): NewOutboxMessage[] {
  if (lead.flagged) return [];
  const messages: NewOutboxMessage[] = [{ recipient: "company", message: companyMessage(lead, settings) }];
  const ack = visitorMessage(lead, settings, lead.privacyTokenHash !== null);
  if (ack) messages.push({ recipient: "visitor", message: ack });
  return messages;
}
