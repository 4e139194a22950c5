/**
 * How the site reads the Markdown staff write (a blog post's body), shared by what renders it
 * (app/markdown.server.ts) and what checks a translation of it (content/term-check.ts): the same
 * parser, `marked`, with the same options, so a link the check reads is the link the page shows.
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
