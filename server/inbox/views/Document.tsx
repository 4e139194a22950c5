/**
 * The HTML document around every inbox page: noindex, the inbox stylesheet (design tokens + its own
 * rules), no script. React renders visitors' text as text, so nothing they typed becomes markup.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { company } from "../../../content/company.ts";
import { STYLESHEET_PATH } from "../assets.ts";

export function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${company.name} staff area`}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The bidirectional formatting characters (embeddings, overrides, isolates). Typed into a name, one
 * reorders the rest of its line on the page: the request's kind and deadline after the name read
 * backwards. They are shown as escapes (`\u202e`), as the leads command prints them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `text` as an inbox page shows it: the bidirectional formatting characters as escapes. */
export const withVisibleBidi = (text: string) =>
  text.replace(BIDI_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16)}`);

/**
 * A form field's value in the markup (a text area's text, a `value` attribute; React escapes `<`
 * and `"` inside them), or a bidirectional formatting character anywhere else.
 */
const FIELD_VALUE_OR_BIDI =
  /<textarea\b[^>]*>[^<]*<\/textarea>|\svalue="[^"]*"|[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A page's markup as the inbox serves it: the bidirectional formatting characters of its text as
 * escapes (withVisibleBidi), but those in a form's field as themselves (as character references),
 * so a field gives back exactly what was typed: a refused save shows it again unchanged, and the
 * save's message names the character (the content editor refuses them in a translation).
 */
export const renderDocument = (page: ReactNode) =>
  `<!doctype html>${renderToStaticMarkup(page)}`.replace(FIELD_VALUE_OR_BIDI, (found) =>
    found.length === 1
      ? withVisibleBidi(found)
      : found.replace(BIDI_CONTROLS, (char) => `&#x${char.charCodeAt(0).toString(16)};`),
  );

/** The brand line at the top of every page; the signed-in pages' level-one heading. */
export function Brand({ heading = false }: { heading?: boolean }) {
  const Tag = heading ? "h1" : "p";
  return (
    <Tag className="brand">
      {company.name} <span>Staff area</span>
    </Tag>
  );
}
