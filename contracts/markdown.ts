/**
 * How the site reads the Markdown staff write (a blog post's body), shared by what renders it
 * (app/markdown.server.ts) and what checks a translation of it (content/term-check.ts): the same
 * parser, `marked`, with the same options, so a link the check reads is the link the page shows;
 * and which links and pictures the page shows (isSafeLink, isSitePath, photoOfPicture), which a
 * save checks (unsafeTargets) so none is dropped from the page without a word.
 *
 * A picture is a path of the site (`![A lift](/images/lift.svg)`) or one of the company's uploaded
 * photographs by its id (`![A cabin we installed in Adajan](photo:<id>)`, photoPictureLine), shown
 * like a photo of an image field: the same `photo:` as content/image-ref.ts, without a drawing.
 */
import { Marked, type MarkedExtension } from "marked";
import { PHOTO_PREFIX } from "../content/image-ref.ts";

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

/**
 * The HTML tags written in `markdown` (`<script>`, `<br>`), each once, in order: the page shows
 * them as the text they are, never as HTML.
 */
export function htmlTags(markdown: string): string[] {
  if (!markdown.includes("<")) return [];
  const tags = new Set<string>();
  reader.walkTokens(reader.lexer(markdown), (token) => {
    if (token.type === "html") tags.add(token.raw.trim());
  });
  return [...tags];
}

/** A path of this site: one slash, not two (`//host` is another site) nor a backslash. */
const SITE_PATH = /^\/(?![/\\])/;
const WEB_ADDRESS = /^https?:\/\/[^\s]/i;

/** Whether a picture's source is a path of this site: the only pictures a page shows. */
export const isSitePath = (href: string) => SITE_PATH.test(href);

/** A photograph as an article's picture names it: `photo:` and its id, nothing after. */
const PHOTO_PICTURE = /^photo:([0-9a-f]{32})$/;

/** The photo's id a picture's source names (`photo:<id>`), or undefined for any other source. */
export const photoOfPicture = (href: string): string | undefined => PHOTO_PICTURE.exec(href)?.[1];

/** The description a copied photo line starts with: the writer puts what the photo shows in its place. */
export const PHOTO_LINE_ALT = "Describe the photo in English";

/**
 * The photos `markdown` shows without a description of their own (none, or the copied line's
 * PHOTO_LINE_ALT), by id: a blind visitor would hear nothing, or that sentence.
 */
export function undescribedPhotos(markdown: string): string[] {
  if (!markdown.includes(PHOTO_PREFIX)) return [];
  const ids: string[] = [];
  reader.walkTokens(reader.lexer(markdown), (token) => {
    const id = token.type === "image" ? photoOfPicture(token.href) : undefined;
    const words = token.type === "image" ? token.text.trim() : "";
    if (id && (words === "" || words === PHOTO_LINE_ALT)) ids.push(id);
  });
  return ids;
}

/** The line that shows photo `id` in an article, described by `alt`. */
export const photoPictureLine = (id: string, alt: string) => `![${alt}](${PHOTO_PREFIX}${id})`;

/** The photos `markdown` shows as pictures, by id, in order (a photo shown twice, twice). */
export const markdownPhotos = (markdown: string): string[] =>
  markdown.includes(PHOTO_PREFIX)
    ? markdownTargets(markdown).flatMap(({ kind, target }) => {
        const id = kind === "picture" ? photoOfPicture(target) : undefined;
        return id ? [id] : [];
      })
    : [];

/** Whether a link goes to a path of this site or a web address: the only links a page keeps. */
export const isSafeLink = (href: string) => isSitePath(href) || WEB_ADDRESS.test(href);

/**
 * The links and pictures of `markdown` that a page would not show (a `javascript:`, `data:` or
 * `mailto:` link, a picture from another site): it shows a link's words without the link, a
 * picture's description without the picture. A photo is one the page shows once it is ready
 * (whether it is stored is the save's question: server/content/article-photos.ts).
 */
export const unsafeTargets = (markdown: string): MarkdownTarget[] =>
  markdownTargets(markdown).filter(({ kind, target }) =>
    kind === "link" ? !isSafeLink(target) : !isSitePath(target) && photoOfPicture(target) === undefined,
  );
