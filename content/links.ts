/**
 * The links of the content documents to pages of the site, and whether each leads to one. A link
 * field is one whose schema is marked `meta.link` (`internalPath`), or may be one (`homeHref`: a
 * page, or a section of the home page); a page's own path (`pagePath`) is none; an article's
 * Markdown (`meta.markdown`) links to the site's pages too. A link may lead to
 * a page PAGE_ROUTES gives at a path of its own, to one whose parameter takes any value
 * (`/warranty/<id>`), or to a page a content document adds (a blog post's, a cabin design's:
 * addedPages in content/documents.ts). Any other path would take the visitor to the home page.
 */
import type { z } from "zod";
import { isSitePath, markdownTargets } from "../contracts/markdown.ts";
import { PAGE_ROUTES } from "../contracts/page-routes.ts";
import { defOf, fieldsWhere, type Schema, unwrap, valuesAt } from "./schema-walk.ts";

/** Whether a field is a link to a page (`.meta({ link: true })`), or a choice that may be one. */
function isLink(schema: Schema): boolean {
  if ((schema as z.ZodType).meta?.()?.link === true) return true;
  const def = defOf(schema);
  return def.type === "union" && (def.options as Schema[]).some((option) => isLink(unwrap(option).inner));
}

/** The link fields of `schema`, as path patterns (a list's items as `*`: `serviceCards.*.href`). */
export const linkFields = (schema: Schema): string[] => fieldsWhere(schema, isLink);

/** Whether a field is an article in Markdown (`.meta({ markdown: true })`), whose links are checked too. */
const isMarkdown = (schema: Schema): boolean => (schema as z.ZodType).meta?.()?.markdown === true;

/** The Markdown fields of `schema` (a blog post's body), as path patterns. */
export const markdownFields = (schema: Schema): string[] => fieldsWhere(schema, isMarkdown);

/** The links to pages of the site written in the Markdown of `fields` in `data`, each with its field's path. */
export const markdownLinksOf = (fields: readonly string[], data: unknown): { path: string; link: string }[] =>
  fields.flatMap((field) =>
    valuesAt(data, field).flatMap(({ path, value }) =>
      typeof value === "string"
        ? markdownTargets(value)
            .filter(({ kind, target }) => kind === "link" && isSitePath(target))
            .map(({ target }) => ({ path, link: target }))
        : [],
    ),
  );

/** The links `data` holds in the fields `fields` (linkFields), each with its path (`0.faqs.2.link.href`). */
export const linksOf = (fields: readonly string[], data: unknown): { path: string; link: string }[] =>
  fields.flatMap((field) =>
    valuesAt(data, field).flatMap(({ path, value }) =>
      typeof value === "string" ? [{ path, link: value }] : [],
    ),
  );

/**
 * The English paths of the pages PAGE_ROUTES gives at paths of their own ("/", "/about-us"): not
 * one with a parameter, not a file of data ("home-sections.json"), not the others' fallback ("*").
 */
const FIXED_PAGES: ReadonlySet<string> = new Set(
  PAGE_ROUTES.filter(({ path }) => !/[:*.]/.test(path)).map(({ path }) => `/${path}`),
);

/** The pages PAGE_ROUTES gives for any value of their parameter (`/warranty/<id>`), as patterns. */
const ANY_VALUE_PAGES: readonly RegExp[] = PAGE_ROUTES.filter((route) => route.anyValue).map(
  ({ path }) => new RegExp(`^/${path.replace(/:[^/]+/g, "[^/]+")}$`),
);

/** The page a link leads to: its path without its `#section` or `?query`; "" for a section of the home page. */
const pageOf = (link: string) => link.replace(/[?#].*$/, "");

/** Whether `link` leads to a page of the site, with the pages the content documents add (`added`). */
export function leadsToPage(link: string, added: ReadonlySet<string>): boolean {
  const page = pageOf(link);
  return (
    page === "" ||
    FIXED_PAGES.has(page) ||
    added.has(page) ||
    ANY_VALUE_PAGES.some((pattern) => pattern.test(page))
  );
}

/** Why a link to no page is refused, on its field. */
export const noPageMessage = (link: string) =>
  `No page of the site has the address "${pageOf(link)}": choose one of its pages (like /about-us or /faq).`;

/**
 * The same said away from the field (a publish's refusal, the save of a document that took the
 * page away): the document `linking` (its title) links there.
 */
export const noPageOfLinkMessage = (link: string, linking: string) =>
  `"${linking}" links to "${pageOf(link)}", and the site would have no page at that address: keep (or publish) that page, or change the link first.`;
