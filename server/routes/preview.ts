/**
 * `/preview/<page>` (`/preview/gu/faq`): a page as the content's drafts make it, for a signed-in
 * staff member who edits content, before anything is published. Never kept, never indexed, never
 * cached; served without its scripts, which would look for the page at its public address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentView, photosNamed } from "../content/site-content.ts";
import { findSession } from "../inbox/auth.ts";
import { can } from "../inbox/roles.ts";
import { readSessionToken } from "../inbox/sessions.ts";
import { pagePhotos } from "../media/picture.ts";
import { contentSecurityPolicy } from "../plugins/security.ts";
import type { RenderWith } from "./render-cache.ts";

export const PREVIEW_PREFIX = "/preview";

export const isPreviewPath = (pathname: string) =>
  pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);

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
    for (const [name, value] of rendered.headers) if (name !== "cache-control") reply.header(name, value);
    reply.header("content-security-policy", contentSecurityPolicy([]));
    return reply.send(rendered.body.replace(SCRIPTS, ""));
  };
}
