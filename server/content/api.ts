/**
 * The content editor's JSON API, for scripts and tests, inside the staff area (server/inbox): the
 * same sign-in, roles and same-site rule, and the same work as the editor's pages (work.ts).
 * Documents by id (`company`, `faqs`, …): the list with each language's state, a document's drafts
 * and published data, a save of one language on the revision it was read at (409 when someone saved
 * since, with what they saved), a publish, the history and a restore of an earlier revision.
 * - A save of English sends the whole document (its schema judges it); a save of a translation is
 *   laid over the language's draft: the texts it does not name stay, "" empties one. A save that
 *   would store the draft as it is stores nothing: `{ revision, unchanged: true }`.
 * - A publish names documents by `ids`, or leaves `ids` out for every draft; an empty list or an
 *   unknown id is refused (400), nothing published.
 * - The history says which revision is live and which is each language's draft, and what each
 *   changed of the one before it in its language (old and new values), a page at a time: `older`
 *   is the `?before=` of the next page.
 * docs/content-editing.md ("For developers") has the details.
 */
import type { FastifyInstance } from "fastify";
import { bodyOf } from "../inbox/frame.ts";
import { requireStaff } from "../inbox/guard.ts";
import { needs } from "../inbox/roles.ts";
import { photoStoredIn } from "./article-photos.ts";
import {
  CONTENT_MESSAGES,
  CONTENT_SAVE_LIMIT,
  documentHistory,
  listDocuments,
  publishContent,
  restoreRevision,
  revisionBefore,
  saveDraft,
  viewDocument,
} from "./work.ts";

export { CONTENT_MESSAGES };

type Params = { id: string };

export default async function contentApi(app: FastifyInstance) {
  const store = app.db.content;

  app.get("/api/staff/content", needs("content"), async (request) => {
    requireStaff(request);
    return { documents: await listDocuments(store) };
  });

  app.get<{ Params: Params }>("/api/staff/content/:id", needs("content"), async (request) => {
    requireStaff(request);
    return viewDocument(store, request.params.id);
  });

  app.put<{ Params: Params }>(
    "/api/staff/content/:id",
    { ...needs("content"), bodyLimit: CONTENT_SAVE_LIMIT },
    async (request, reply) => {
      const saved = await saveDraft(
        store,
        requireStaff(request),
        request.params.id,
        bodyOf(request),
        photoStoredIn(app.db.media),
      );
      if ("conflict" in saved)
        return reply.status(409).send({ message: CONTENT_MESSAGES.conflict, ...saved.conflict });
      return saved;
    },
  );

  app.post("/api/staff/content/publish", needs("content", "publish"), async (request) => ({
    version: await publishContent(store, requireStaff(request), bodyOf(request).ids, app.content),
  }));

  app.get<{ Params: Params; Querystring: { before?: string } }>(
    "/api/staff/content/:id/revisions",
    needs("content"),
    async (request) => {
      requireStaff(request);
      return documentHistory(store, request.params.id, revisionBefore(request.query.before));
    },
  );

  app.post<{ Params: Params }>("/api/staff/content/:id/restore", needs("content"), async (request) =>
    restoreRevision(store, requireStaff(request), request.params.id, bodyOf(request).revision),
  );
}
