/**
 * A blog post's markdown as HTML, on the server only (the post page's loader, at request time and
 * when the build prerenders it): the markdown parser never reaches the browser.
 *
 * What staff type is text, never markup: raw HTML in the markdown is shown as the text it is, as
 * part of the paragraph it stands in, and the markdown around it keeps its headings, lists and
 * links (the parser does not read HTML at all: an HTML block would otherwise take the lines after
 * it, to the next blank line or, after an unclosed `<script>`, to the end, as one run of text);
 * a link goes out only to an http(s) address or a path of the site (anything else, such as
 * `javascript:` or `data:`, keeps its words without the link); a picture only from a path of the
 * site. Every attribute is escaped. A `# heading` becomes <h2>: the page's only <h1> is the post
 * title. Links to the site's pages are written with their English paths (`/contact-us`) in every
 * language and kept in the article's language here (`/gu/contact-us`).
 */
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../contracts/html.ts";
import { type Locale, localizedPath } from "../contracts/locales.ts";
import { isSafeLink, isSitePath, MARKDOWN_OPTIONS } from "../contracts/markdown.ts";

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : "");

function markdownFor(locale: Locale) {
  return new Marked({
    // No HTML blocks (contracts/markdown.ts): the tag alone in a paragraph is shown as text below.
    ...MARKDOWN_OPTIONS,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(2, depth);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const words = this.parser.parseInline(tokens);
        if (!isSafeLink(href)) return words;
        const target = isSitePath(href) ? localizedPath(href, locale) : href;
        return `<a href="${escapeHtml(target)}"${titleAttribute(title)}>${words}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!isSitePath(href)) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`;
      },
    },
  });
}

const RENDERERS = new Map<Locale, ReturnType<typeof markdownFor>>();

/** The markdown `body` as safe HTML for a page in `locale`. */
export function renderMarkdown(body: string, locale: Locale = "en"): string {
  let marked = RENDERERS.get(locale);
  if (!marked) {
    marked = markdownFor(locale);
    RENDERERS.set(locale, marked);
  }
  return marked.parse(body, { async: false });
}
