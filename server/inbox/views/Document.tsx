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
        <title>{`${title} | ${company.name} inbox`}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const renderDocument = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;

/** The brand line at the top of every page; the signed-in pages' level-one heading. */
export function Brand({ heading = false }: { heading?: boolean }) {
  const Tag = heading ? "h1" : "p";
  return (
    <Tag className="brand">
      {company.name} <span>Lead inbox</span>
    </Tag>
  );
}
