/**
 * The one layout of every email the site sends, to the company and to visitors alike: its lines
 * written once, as plain text and as HTML from the same lines, in the reader's language. Every
 * value is escaped in the HTML, so a visitor's text never becomes markup, and only links we wrote
 * ourselves are links (never an address a visitor typed).
 */
import { escapeHtml } from "../../contracts/html.ts";
import { type Locale, localizedPath } from "../../contracts/locales.ts";
import { privacyRequestPath } from "../../contracts/paths.ts";
import { m } from "../../messages/compiled/messages.js";
import type { MailMessage } from "../db/outbox.ts";
import { TOKEN_PLACEHOLDER } from "../privacy/personal-links.ts";

/** One labelled value. With `href` the HTML links it; a phone link is also written out in the text. */
export interface MailRow {
  label: string;
  value: string;
  href?: string | undefined;
}

/**
 * A line of our own words holding one of our links: `link`, or `shown` (a phone number written in
 * `text`) linked to it.
 */
export type LinkLine = { text: string; link: string; shown?: string };

/** A line of our words that gives one of the company's numbers (`phone`), the number a tel: link. */
export function phoneLine(
  phone: { display: string; tel: string },
  text: (phone: string) => string,
): LinkLine {
  return { text: text(phone.display), link: `tel:${phone.tel}`, shown: phone.display };
}

/**
 * A line of an email: our own words (a text of several lines is several lines), a line with a
 * link, or a labelled value. `""` is a blank line: it ends a paragraph in the HTML.
 */
export type MailLine = string | LinkLine | MailRow;

/** Who an email goes to and what it is called; the rest is its lines. */
export type MailEnvelope = Pick<MailMessage, "to" | "subject"> & { replyTo?: string | undefined };

const isRow = (line: MailLine): line is MailRow => typeof line === "object" && "label" in line;

function textLine(line: MailLine): string {
  if (typeof line === "string") return line;
  if (!isRow(line)) return line.text;
  const { label, value, href } = line;
  if (href?.startsWith("tel:")) return `${label}: ${value} (${href})`;
  // A value of several lines starts on its own line, indented, so it never reads as our own lines.
  return value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`;
}

const anchor = (href: string, shown: string) => `<a href="${escapeHtml(href)}">${escapeHtml(shown)}</a>`;

function htmlLine(line: MailLine): string {
  if (typeof line === "string") return escapeHtml(line);
  if (!isRow(line)) {
    const shown = line.shown ?? line.link;
    return escapeHtml(line.text).split(escapeHtml(shown)).join(anchor(line.link, shown));
  }
  const { label, value, href } = line;
  return `<tr><th align="left" valign="top" width="35%" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td valign="top" style="padding:4px 0;white-space:pre-wrap">${href ? anchor(href, value) : escapeHtml(value)}</td></tr>`;
}

/** The HTML body: runs of our lines as paragraphs (one line a `<br>`), runs of rows as a table. */
function htmlBody(lines: readonly MailLine[]): string {
  const parts: string[] = [];
  let open: "p" | "table" | undefined;
  for (const line of lines) {
    const kind = line === "" ? undefined : isRow(line) ? "table" : "p";
    if (kind === "p" && open === "p") parts.push("<br>");
    else if (kind !== open) {
      if (open) parts.push(`</${open}>\n`);
      if (kind === "p") parts.push('<p style="margin:0 0 16px">');
      if (kind === "table")
        parts.push('<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">');
      open = kind;
    }
    if (line !== "") parts.push(htmlLine(line));
  }
  if (open) parts.push(`</${open}>`);
  return parts.join("");
}

/**
 * An email from its lines, in `locale`: the plain text and the HTML (`lang` set; every language of
 * the site is written left to right). Personal-link placeholders stay in both, filled as it is sent.
 */
export function composeMail(
  { replyTo, ...envelope }: MailEnvelope,
  locale: Locale,
  lines: readonly MailLine[],
): MailMessage {
  const all = lines.flatMap((line): MailLine[] => (typeof line === "string" ? line.split("\n") : [line]));
  const html = `<!doctype html>
<html lang="${locale}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(envelope.subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;overflow-wrap:anywhere">
<div style="max-width:600px">
${htmlBody(all)}
</div>
</body></html>`;
  return { ...envelope, ...(replyTo ? { replyTo } : {}), text: all.map(textLine).join("\n"), html };
}

/**
 * The end of every email to a visitor: their personal privacy link (when they have one) and the
 * company's name (as published: `shownCompany`) and site. The link is in the visitor's language's path, so the page opens in it;
 * the token's placeholder is filled as the email is sent (privacy/personal-links.ts).
 */
export function visitorEnding(
  locale: Locale,
  site: string,
  withPrivacyLink: boolean,
  name: string,
): MailLine[] {
  const link = `${site}${localizedPath(privacyRequestPath(TOKEN_PLACEHOLDER.privacy), locale)}`;
  const privacy = { text: m.email_privacy_link_line({ link }, { locale }), link };
  return [...(withPrivacyLink ? ["", privacy] : []), "", name, { text: site, link: site }];
}
