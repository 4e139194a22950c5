/**
 * `/preview/<page>` (`/preview/gu/faq`): a page as the content's drafts make it, for a signed-in
 * staff member who edits content, before anything is published. Never kept, never indexed, never
 * cached; served without its scripts, which would look for the page at its public address, and with
 * a bar saying it is a draft preview, leading back to the editor (PreviewBanner). Its links to the
 * site's pages, and a redirect (an unknown path goes home), lead to those pages' previews.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { localeOfPath } from "../../contracts/locales.ts";
import { SERVER_PATH_SEGMENTS } from "../../contracts/page-routes.ts";
import { contentView, photosNamed } from "../content/site-content.ts";
import { editorOf, PREVIEW_STYLESHEET_PATH, PreviewBanner } from "../content/views/PreviewBanner.tsx";
import { findSession } from "../inbox/auth.ts";
import { can } from "../inbox/roles.ts";
import { readSessionToken } from "../inbox/sessions.ts";
import { pagePhotos } from "../media/picture.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";
import type { RenderWith } from "./render-cache.ts";

export const PREVIEW_PREFIX = "/preview";

export const isPreviewPath = (pathname: string) =>
  pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);

/** The page with the preview's bar first in its body (so first in the tab order) and its stylesheet. */
function withBanner(html: string, page: string, editor: string): string {
  const banner = renderToStaticMarkup(createElement(PreviewBanner, { locale: localeOfPath(page), editor }));
  return html
    .replace("</head>", `<link rel="stylesheet" href="${PREVIEW_STYLESHEET_PATH}"/></head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

/**
 * The opening of a link to one of the site's pages (`<a … href="/`), not to a file the server
 * answers as it is (a photo, an upload, the build's files): such links stay in the preview.
 */
const PAGE_LINK = new RegExp(`(<a\\b[^>]*?\\shref=")/(?!/|(?:${SERVER_PATH_SEGMENTS.join("|")})[/"?#])`, "g");

/** The page's links to the site's pages, and its redirect, leading to their previews. */
const inPreview = (html: string) => html.replace(PAGE_LINK, `$1${PREVIEW_PREFIX}/`);

/** A redirect within the site (an unknown path goes to its language's home) stays in the preview. */
const previewLocation = (location: string) =>
  location.startsWith("/") && !location.startsWith("//") ? `${PREVIEW_PREFIX}${location}` : location;

/** The page's scripts and their preloads. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function previewPage(
  app: FastifyInstance,
  renderWith: RenderWith,
  originOf: (request: FastifyRequest) => string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    const session = await findSession(app.db.staff, readSessionToken(request));
    if (!session) return reply.redirect("/inbox", 303);
    if (!can(session.user, "content"))
      return reply
        .status(403)
        .type("text/plain; charset=utf-8")
        .send("Your account's role does not edit content.");
    const page = request.url.slice(PREVIEW_PREFIX.length) || "/";
    const documents = await app.db.content.published(true);
    const rendered = await renderWith(new Request(`${originOf(request)}${page}`), {
      content: contentView(documents),
      photos: await pagePhotos(app.db.media, photosNamed(documents)),
    });
    reply.status(rendered.status);
    for (const [name, value] of rendered.headers) {
      if (name === "location") reply.header(name, previewLocation(value));
      else if (name !== "cache-control") reply.header(name, value);
    }
    reply.header("content-security-policy", contentSecurityPolicy([]));
    const editor = editorOf(page, request.headers.referer, originOf(request));
    return reply.send(withBanner(inPreview(rendered.body.replace(SCRIPTS, "")), page, editor));
  };
}
