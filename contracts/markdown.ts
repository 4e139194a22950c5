/**
 * How the site reads the Markdown staff write (a blog post's body), shared by what renders it
 * (app/markdown.server.ts) and what checks a translation of it (content/term-check.ts): the same
 * parser, `marked`, with the same options, so a link the check reads is the link the page shows;
 * and which links and pictures the page shows (isSafeLink, isSitePath), which a save checks
 * (unsafeTargets) so none is dropped from the page without a word.
 */
import { Marked, type MarkedExtension } from "marked";

/**
 * GitHub's Markdown without HTML blocks: a line `<iframe …>` is read as a paragraph, in which the
 * tag alone is an inline tag (the renderer shows it as text). Undefined: no match; false would
 * fall back to the rule.
 */
export const MARKDOWN_OPTIONS = {
  gfm: true,
  async: false,
  tokenizer: { html: () => undefined },
} as const satisfies MarkedExtension;

/** A link or a picture of a Markdown text: where it leads, or the picture it shows. */
export interface MarkdownTarget {
  readonly kind: "link" | "picture";
  readonly target: string;
}

const reader = new Marked(MARKDOWN_OPTIONS);

/**
 * The links (`[words](target)`, also by reference) and pictures (`![alt](source)`) written in
 * `markdown`, in order. An address written out (`https://…`, `<…>`, an email) is no link here:
 * it is text, which content/term-check.ts reads as an address.
 */
export function markdownTargets(markdown: string): MarkdownTarget[] {
  // Every link and picture is written with a bracket: most texts need no parsing.
  if (!markdown.includes("[")) return [];
  const targets: MarkdownTarget[] = [];
  reader.walkTokens(reader.lexer(markdown), (token) => {
    if (token.type === "image") targets.push({ kind: "picture", target: token.href });
    else if (token.type === "link" && !token.autolink) targets.push({ kind: "link", target: token.href });
  });
  return targets;
}

/** A path of this site: one slash, not two (`//host` is another site) nor a backslash. */
const SITE_PATH = /^\/(?![/\\])/;
const WEB_ADDRESS = /^https?:\/\/[^\s]/i;

/** Whether a picture's source is a path of this site: the only pictures a page shows. */
export const isSitePath = (href: string) => SITE_PATH.test(href);

/** Whether a link goes to a path of this site or a web address: the only links a page keeps. */
export const isSafeLink = (href: string) => isSitePath(href) || WEB_ADDRESS.test(href);

/**
 * The links and pictures of `markdown` that a page would not show (a `javascript:`, `data:` or
 * `mailto:` link, a picture from another site): it shows a link's words without the link, a
 * picture's description without the picture.
 */
export const unsafeTargets = (markdown: string): MarkdownTarget[] =>
  markdownTargets(markdown).filter(({ kind, target }) =>
    kind === "link" ? !isSafeLink(target) : !isSitePath(target),
  );
