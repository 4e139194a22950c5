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
import { localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { privacyRequestPath } from "../../contracts/paths.ts";
import { m } from "../../messages/compiled/messages.js";
import type { NewLead } from "../db/leads.ts";
import type { MailMessage, NewOutboxMessage } from "../db/outbox.ts";
import { type MailLine, tableMail } from "../mail/layout.ts";
import { TOKEN_PLACEHOLDER } from "../privacy/personal-links.ts";
import { fieldValueText, leadFields } from "./field-values.ts";

export interface NotificationSettings {
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

function display(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(not given)";
  return String(value);
}

export function companyMessage(lead: NewLead, settings: NotificationSettings): MailMessage {
  const info = LEAD_FORMS[lead.kind];
  const data = leadFields(lead);
  const who = data.name ? data.name : display(data.email);
  const subject = `New ${info.noun} from ${oneLine(who)}`;

  const rows: MailLine[] = [];
  const extras = extraFieldsOf(lead.kind);
  for (const [field, label] of Object.entries(info.fields)) {
    const value = data[field];
    // A field beyond the public payload (the planner's plan) shows only when it was sent.
    if (extras.includes(field) && !value) continue;
    if (field === "mobileNo" && value) rows.push({ label, value, href: telHref(value) });
    else if (field === "email" && isSafeAddress(value)) rows.push({ label, value, href: `mailto:${value}` });
    // A choice stored as a code reads as its English name ("Semi-comprehensive").
    else rows.push({ label, value: display(fieldValueText(lead.kind, field, value)) });
  }
  rows.push(
    null,
    { label: "Received", value: formatReceived(lead.createdAt) },
    { label: "Page", value: lead.sourcePage ?? "(unknown)" },
    { label: "Reference", value: `${reference(lead.id)} (${lead.id})` },
  );
  const canReply = isSafeAddress(data.email);
  const intro = `A new ${info.noun} arrived through the website.`;
  const closing = canReply ? "Reply to this email to answer the visitor directly." : undefined;
  return {
    to: settings.notifyTo,
    ...(canReply ? { replyTo: data.email } : {}),
    subject,
    ...tableMail(intro, rows, closing),
  };
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
 * The line of a visitor's email that carries their personal privacy link, in their language; the
 * token's placeholder is filled as the email is sent (privacy/personal-links.ts).
 */
export function privacyLinkLine(lead: Pick<NewLead, "locale">, site: string): string {
  // In their language's path, so the page, its header and <html lang> are in it.
  const link = `${site}${localizedPath(privacyRequestPath(TOKEN_PLACEHOLDER.privacy), lead.locale)}`;
  return m.email_privacy_link_line({ link }, { locale: lead.locale });
}

/**
 * The acknowledgement: only company facts, the kind, a reference and, when the lead has one
 * (`withPrivacyLink`), the visitor's personal privacy link; nothing the visitor typed.
 */
export function visitorMessage(
  lead: NewLead,
  settings: NotificationSettings,
  withPrivacyLink = false,
): MailMessage | undefined {
  const to = lead.data.email;
  if (!isSafeAddress(to)) return undefined;
  const locale = lead.locale ?? localeOfPath(lead.sourcePage ?? "/");
  const site = settings.siteUrl ?? company.siteUrl;
  const options = { locale };
  const names = { company: company.name };
  const texts = ACKNOWLEDGEMENTS[lead.kind];
  const text = [
    m.email_ack_greeting({}, options),
    "",
    texts.intro(names, options),
    "",
    m.email_ack_reference({ reference: reference(lead.id) }, options),
    m.email_ack_urgent({ phone: company.phones.sales.display }, options),
    "",
    lead.kind === "newsletter" ? m.email_ack_not_subscribed({}, options) : m.email_ack_not_you({}, options),
    ...(withPrivacyLink ? ["", privacyLinkLine(lead, site)] : []),
    "",
    company.name,
    site,
  ].join("\n");
  return { to, replyTo: settings.notifyTo, subject: texts.subject(names, options), text };
}

export function composeNotifications(lead: NewLead, settings: NotificationSettings): NewOutboxMessage[] {
  if (lead.flagged) return [];
  const messages: NewOutboxMessage[] = [{ recipient: "company", message: companyMessage(lead, settings) }];
  const ack = visitorMessage(lead, settings, lead.privacyTokenHash !== null);
  if (ack) messages.push({ recipient: "visitor", message: ack });
  return messages;
}
