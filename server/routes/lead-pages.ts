/**
 * The small server-rendered pages of the no-JavaScript form flow: the confirmation page a native
 * form post is redirected to (GET /thank-you?type=<kind>) and the error page it gets instead when
 * the input is invalid or the submission is refused. Plain HTML with one inline style, allowed by
 * a page-specific Content-Security-Policy that names the style's sha256 hash.
 */
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { company } from "../../content/company.ts";
import { isLeadKind, LEAD_FORMS, type LeadKind } from "../../contracts/lead-forms.ts";
import { escapeHtml } from "../leads/html.ts";

const STYLE = [
  "*{box-sizing:border-box}",
  "body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1d21;background:#f4f6f8}",
  "main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem}",
  ".brand{font-weight:700;letter-spacing:.02em;color:#0b4f8a;margin:0 0 1.5rem}",
  "h1{font-size:1.625rem;line-height:1.25;margin:0 0 1rem}",
  ".card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}",
  "ul{padding-left:1.25rem;margin:1rem 0}",
  "li{margin:.375rem 0;color:#a4161a}",
  ".kept li{color:inherit}",
  "button.button{border:0;font:inherit;font-weight:600;cursor:pointer}",
  "a{color:#0b4f8a}",
  ".button{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0b4f8a;color:#fff;text-decoration:none;font-weight:600}",
  ".button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}",
  ".links{margin-top:1.5rem}",
].join("");

const STYLE_HASH = crypto.createHash("sha256").update(STYLE).digest("base64");

/** The CSP of these pages: nothing but their own inline style; forms only to this site. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

interface PageContent {
  title: string;
  heading: string;
  /** Already-escaped HTML for the card body. */
  bodyHtml: string;
}

export function renderPage({ title, heading, bodyHtml }: PageContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(company.name)}</p>
<div class="card">
<h1>${escapeHtml(heading)}</h1>
${bodyHtml}
</div>
</main>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", PAGE_CSP)
    .header("cache-control", "no-store")
    .send(html);
}

export function thankYouPage(kind: LeadKind | undefined): string {
  const message = kind ? LEAD_FORMS[kind].success : "Thank you! We received your submission.";
  const followUp =
    kind === "newsletter" ? "" : "<p>Our team will get back to you within one working day.</p>";
  return renderPage({
    title: "Thank you",
    heading: "Thank you",
    bodyHtml: `<p role="status">${escapeHtml(message)}</p>
${followUp}
<p class="links"><a class="button" href="/">Back to the site</a></p>`,
  });
}

export interface ErrorPageOptions {
  kind: LeadKind;
  message: string;
  /** Field -> first message, as the API's `errors`. */
  errors?: Record<string, string> | undefined;
  /** Same-origin path of the form, to go back to. */
  backHref: string;
  /** The visitor's validated input, shown and kept in a form that sends it again to `action`. */
  retry?: { action: string; input: Readonly<Record<string, unknown>> } | undefined;
}

function retryForm(kind: LeadKind, { action, input }: NonNullable<ErrorPageOptions["retry"]>): string {
  const labels: Readonly<Record<string, string>> = LEAD_FORMS[kind].fields;
  const fields = Object.entries(input).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  const hidden = fields.map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  );
  const shown = fields
    .filter(([name]) => labels[name])
    .map(([name, value]) => `<li><strong>${escapeHtml(labels[name]!)}:</strong> ${escapeHtml(value)}</li>`);
  return `<p>Your details are kept here:</p>
<ul class="kept">${shown.join("")}</ul>
<form method="post" action="${escapeHtml(action)}">${hidden.join("")}<button class="button" type="submit">Send again</button></form>`;
}

export function errorPage({ kind, message, errors, backHref, retry }: ErrorPageOptions): string {
  const labels: Readonly<Record<string, string>> = LEAD_FORMS[kind].fields;
  const items = Object.entries(errors ?? {}).map(([field, text]) => {
    const label = labels[field];
    return `<li>${label ? `<strong>${escapeHtml(label)}:</strong> ` : ""}${escapeHtml(text)}</li>`;
  });
  return renderPage({
    title: "Please check the form",
    heading: "Your form was not sent",
    bodyHtml: `<p role="alert">${escapeHtml(message)}</p>
${items.length > 0 ? `<ul>${items.join("")}</ul>` : ""}
${retry ? retryForm(kind, retry) : ""}
<p class="links"><a${retry ? "" : ' class="button"'} href="${escapeHtml(backHref)}">Go back to the form</a></p>
<p><a href="/">Back to the site</a></p>`,
  });
}

export default async function leadPages(app: FastifyInstance) {
  app.get<{ Querystring: { type?: unknown } }>("/thank-you", async (request, reply) => {
    const type = request.query.type;
    return sendPage(reply, 200, thankYouPage(isLeadKind(type) ? type : undefined));
  });
}
