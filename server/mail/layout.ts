/**
 * The one layout of the company's notification emails (a new lead, a new service ticket): a first
 * line, a table of labelled values, and a closing line, written as plain text and as HTML from the
 * same rows. Every value is escaped in the HTML; a visitor's text never becomes markup.
 */
import { escapeHtml } from "../leads/html.ts";

/** One labelled value. With `href` the HTML links it; a phone link is also written out in the text. */
export interface MailRow {
  label: string;
  value: string;
  href?: string | undefined;
}

/** `null` between rows: a blank line in the text (the HTML table runs on). */
export type MailLine = MailRow | null;

function textLine({ label, value, href }: MailRow): string {
  if (href?.startsWith("tel:")) return `${label}: ${value} (${href})`;
  // A value of several lines starts on its own line, indented.
  return value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`;
}

function htmlRow({ label, value, href }: MailRow): string {
  const shown = href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  return `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${shown}</td></tr>`;
}

/** An email's text and HTML: `intro`, the rows, and `closing` when there is one. */
export function tableMail(intro: string, lines: readonly MailLine[], closing?: string) {
  const rows = lines.filter((line) => line !== null);
  const text = [
    intro,
    "",
    ...lines.map((line) => (line ? textLine(line) : "")),
    ...(closing ? ["", closing] : []),
  ];
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows.map(htmlRow).join("")}</table>
${closing ? `<p>${escapeHtml(closing)}</p>` : ""}
</body></html>`;
  return { text: text.join("\n"), html };
}
