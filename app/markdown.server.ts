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
 * site, or one of the company's photographs (`![alt](photo:<id>)`), drawn as every photo is
 * (components/PhotoPicture.tsx) once the page has it ready. A photo not ready (still being made,
 * failed, deleted, unknown) shows nothing, not its description: a reader sees the article as if it
 * had no picture there, and a paragraph that held only it is left out. Every attribute is escaped. A `# heading` becomes <h2>: the page's only <h1> is the post
 * title. Links to the site's pages are written with their English paths (`/contact-us`) in every
 * language and kept in the article's language here (`/gu/contact-us`).
 */
import { Marked, type Tokens } from "marked";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { escapeHtml } from "../contracts/html.ts";
import { type Locale, localizedPath } from "../contracts/locales.ts";
import { isSafeLink, isSitePath, MARKDOWN_OPTIONS, photoOfPicture } from "../contracts/markdown.ts";
import type { PagePhotos } from "../contracts/page-photo.ts";
import { PhotoPicture } from "./components/PhotoPicture.tsx";

/** The photos an article may show: those the page has ready, and how wide its column shows them. */
export interface ArticlePhotos {
  ready: PagePhotos | undefined;
  sizes: string;
}

const NO_PHOTOS: ArticlePhotos = { ready: undefined, sizes: "100vw" };

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : "");

function markdownFor(locale: Locale, photos: ArticlePhotos) {
  return new Marked({
    // No HTML blocks (contracts/markdown.ts): the tag alone in a paragraph is shown as text below.
    ...MARKDOWN_OPTIONS,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      paragraph({ tokens }: Tokens.Paragraph) {
        const inside = this.parser.parseInline(tokens);
        return inside.trim() === "" ? "" : `<p>${inside}</p>\n`;
      },
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
        const id = photoOfPicture(href);
        if (id !== undefined) {
          const photo = photos.ready?.[id];
          // The description goes in as text: React escapes it.
          return photo
            ? renderToStaticMarkup(createElement(PhotoPicture, { photo, alt: text, sizes: photos.sizes }))
            : "";
        }
        if (!isSitePath(href)) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`;
      },
    },
  });
}

/**
 * The markdown `body` as safe HTML for a page in `locale`, with the photos it shows among `photos`.
 * A renderer is made for each article (a few microseconds): its photos are its own.
 */
export const renderMarkdown = (body: string, locale: Locale = "en", photos = NO_PHOTOS): string =>
  markdownFor(locale, photos).parse(body, { async: false });
