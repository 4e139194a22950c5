/**
 * The two emails every accepted lead queues in the outbox: a full notification to the company
 * (reply-to = the visitor) and a short acknowledgement to the visitor that repeats none of the
 * visitor's free text (so the form cannot be used to send arbitrary content to third parties).
 */
import { company } from "../../content/company.ts";
import { extraFieldsOf, LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { PRIVACY_MESSAGES, privacyRequestPath } from "../../contracts/privacy-messages.ts";
import { fillMessage } from "../../contracts/privacy-notices.ts";
import { leadFields, type MailMessage, type NewLead, type NewOutboxMessage } from "../db/repository.ts";
import { escapeHtml } from "./html.ts";

export interface NotificationSettings {
  /** LEADS_NOTIFY_TO */
  notifyTo: string;
  /** SITE_URL, else the company's canonical origin. */
  siteUrl?: string | undefined;
}

/**
 * Plain addresses only (letters, digits, the usual local-part symbols, dotted domain), so an
 * address from a form can never turn into several recipients or a header with a display name.
 */
const SAFE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isSafeAddress(value: unknown): value is string {
  return typeof value === "string" && value.length <= 254 && SAFE_ADDRESS.test(value);
}

/** One line, no control characters, bounded: for subjects built from visitor input. */
function oneLine(value: string, max = 80): string {
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
  const received = formatReceived(lead.createdAt);

  const textLines: string[] = [`A new ${info.noun} arrived through the website.`, ""];
  const htmlRows: string[] = [];
  const extras = extraFieldsOf(lead.kind);
  for (const [field, label] of Object.entries(info.fields)) {
    const value = data[field];
    // A field beyond the public payload (the planner's plan) shows only when it was sent.
    if (extras.includes(field) && !value) continue;
    const shown = display(value);
    if (field === "mobileNo" && value) {
      textLines.push(`${label}: ${value} (${telHref(value)})`);
      htmlRows.push(row(label, `<a href="${escapeHtml(telHref(value))}">${escapeHtml(value)}</a>`));
    } else if (field === "email" && isSafeAddress(value)) {
      textLines.push(`${label}: ${value}`);
      htmlRows.push(row(label, `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`));
    } else {
      const multiline = shown.includes("\n");
      textLines.push(multiline ? `${label}:\n${shown.replace(/^/gm, "  ")}` : `${label}: ${shown}`);
      htmlRows.push(row(label, escapeHtml(shown)));
    }
  }
  const meta: [string, string][] = [
    ["Received", received],
    ["Page", lead.sourcePage ?? "(unknown)"],
    ["Reference", `${reference(lead.id)} (${lead.id})`],
  ];
  textLines.push("");
  for (const [label, value] of meta) {
    textLines.push(`${label}: ${value}`);
    htmlRows.push(row(label, escapeHtml(value)));
  }
  const canReply = isSafeAddress(data.email);
  if (canReply) textLines.push("", "Reply to this email to answer the visitor directly.");

  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<p>A new ${escapeHtml(info.noun)} arrived through the website.</p>
<table cellpadding="6" style="border-collapse:collapse">${htmlRows.join("")}</table>
${canReply ? "<p>Reply to this email to answer the visitor directly.</p>" : ""}
</body></html>`;

  return {
    to: settings.notifyTo,
    ...(canReply ? { replyTo: data.email } : {}),
    subject,
    text: textLines.join("\n"),
    html,
  };
}

function row(label: string, valueHtml: string): string {
  return `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${valueHtml}</td></tr>`;
}

/** The line of a visitor's email that carries their personal privacy link, in their language. */
export function privacyLinkLine(lead: Pick<NewLead, "locale">, site: string, token: string): string {
  return fillMessage(PRIVACY_MESSAGES[lead.locale].emailLinkLine, {
    link: `${site}${privacyRequestPath(token)}`,
  });
}

/**
 * The acknowledgement: only company facts, the kind, a reference and the visitor's personal
 * privacy link (`privacyToken`); nothing the visitor typed.
 */
export function visitorMessage(
  lead: NewLead,
  settings: NotificationSettings,
  privacyToken?: string,
): MailMessage | undefined {
  const to = lead.data.email;
  if (!isSafeAddress(to)) return undefined;
  const info = LEAD_FORMS[lead.kind];
  const site = settings.siteUrl ?? company.siteUrl;
  const phone = company.phones.sales;
  const intro =
    lead.kind === "newsletter"
      ? `Thank you for subscribing to news from ${company.name}. We will write only occasionally, about new products and services.`
      : `Thank you for contacting ${company.name}. We have received your ${info.noun} and our team will get back to you within one working day.`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    `Reference: ${reference(lead.id)}`,
    `If it is urgent, call us on ${phone.display}.`,
    "",
    lead.kind === "newsletter"
      ? "If you did not subscribe, reply to this email and we will remove your address."
      : "If you did not contact us, you can ignore this email.",
    ...(privacyToken ? ["", privacyLinkLine(lead, site, privacyToken)] : []),
    "",
    company.name,
    site,
  ].join("\n");
  return {
    to,
    replyTo: settings.notifyTo,
    subject:
      lead.kind === "newsletter"
        ? `Welcome to ${company.name} news`
        : `We received your ${info.noun} - ${company.name}`,
    text,
  };
}

export function composeNotifications(
  lead: NewLead,
  settings: NotificationSettings,
  privacyToken?: string,
): NewOutboxMessage[] {
  if (lead.flagged) return [];
  const messages: NewOutboxMessage[] = [{ recipient: "company", message: companyMessage(lead, settings) }];
  const ack = visitorMessage(lead, settings, privacyToken);
  if (ack) messages.push({ recipient: "visitor", message: ack });
  return messages;
}
