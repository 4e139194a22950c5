/**
 * The content editor's JSON API, for scripts and tests, inside the staff area (server/inbox): the
 * same sign-in, roles and same-site rule. Documents by id (`company`, `faqs`, …): the list with
 * each language's state, a document's drafts and published data, a save of one language on the
 * revision it was read at (409 when someone saved since, with what they saved), a publish, the
 * history and a restore of an earlier revision as a new draft.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONTENT_DOCUMENTS, type ContentDocumentId, isContentDocumentId } from "../../content/documents.ts";
import { isLocale, LOCALE_NAMES, type Locale } from "../../contracts/locales.ts";
import type { StaffUser } from "../db/staff.ts";
import { bodyOf } from "../inbox/frame.ts";
import { requireStaff } from "../inbox/guard.ts";
import { mayWriteContent, needs } from "../inbox/roles.ts";
import { PublicError } from "../plugins/errors.ts";
import { documentView, englishTextsHash, revisionSummary, saveProblems } from "./documents.ts";

export const CONTENT_MESSAGES = {
  unknown: "There is no such content document.",
  body: "Send { revision, locale, data } as JSON: the revision you read, the language and the document.",
  invalid: "The document was not saved: correct the fields named in errors.",
  conflict:
    "Someone saved this document after you opened it: nothing of yours was saved. Compare their draft with yours, then save again on their revision.",
  ids: "Send { ids } as a list of document ids, or no ids to publish every document.",
  restore: "Send { revision }: the number of one of this document's revisions.",
} as const;

const refuseLocale = (user: StaffUser, locale: Locale) => {
  if (!mayWriteContent(user, locale))
    throw new PublicError(403, `Your account may not change the ${LOCALE_NAMES[locale]} texts.`);
};

type Params = { id: string };

/** The largest document a save may send: a long blog post in Gujarati, with room to spare. */
const CONTENT_BODY_LIMIT = 512 * 1024;

export default async function contentApi(app: FastifyInstance) {
  const store = app.db.content;

  /** The document the request names, with its state; 404 for any other id. */
  const documentOf = async (request: FastifyRequest<{ Params: Params }>) => {
    const id = request.params.id;
    const state = isContentDocumentId(id) ? await store.document(id) : undefined;
    if (!state) throw new PublicError(404, CONTENT_MESSAGES.unknown);
    return { id: id as ContentDocumentId, state };
  };
  const englishDraft = (state: Awaited<ReturnType<typeof documentOf>>["state"]) =>
    state.heads.find((head) => head.locale === "en")?.draft.data;

  app.get("/api/staff/content", needs("content"), async (request) => {
    requireStaff(request);
    const documents = [];
    for (const id of Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]) {
      const state = await store.document(id);
      if (!state) continue;
      const { title, locales } = documentView(id, state);
      documents.push({ id, title, locales });
    }
    return { documents };
  });

  app.get<{ Params: Params }>("/api/staff/content/:id", needs("content"), async (request) => {
    requireStaff(request);
    const { id, state } = await documentOf(request);
    return documentView(id, state);
  });

  app.put<{ Params: Params }>(
    "/api/staff/content/:id",
    { ...needs("content"), bodyLimit: CONTENT_BODY_LIMIT },
    async (request, reply) => {
      const user = requireStaff(request);
      const { id, state } = await documentOf(request);
      const { revision, locale, data } = bodyOf(request);
      if (
        typeof revision !== "number" ||
        typeof locale !== "string" ||
        !isLocale(locale) ||
        data === undefined
      )
        throw new PublicError(400, CONTENT_MESSAGES.body);
      refuseLocale(user, locale);
      const english = englishDraft(state);
      const errors = saveProblems(id, locale, data, english);
      if (Object.keys(errors).length > 0)
        return reply.status(400).send({ message: CONTENT_MESSAGES.invalid, errors });
      const saved = await store.save(
        {
          document: id,
          locale,
          data,
          englishTexts: locale === "en" ? null : englishTextsHash(id, english),
          authorId: user.id,
          at: new Date(),
        },
        revision,
      );
      if ("conflict" in saved) {
        const latest = await store.document(id);
        return reply.status(409).send({
          message: CONTENT_MESSAGES.conflict,
          theirs: latest && documentView(id, latest),
          yours: { locale, data },
        });
      }
      return saved;
    },
  );

  app.post("/api/staff/content/publish", needs("content", "publish"), async (request) => {
    const user = requireStaff(request);
    const { ids } = bodyOf(request);
    if (
      ids !== undefined &&
      !(Array.isArray(ids) && ids.every((id) => typeof id === "string" && isContentDocumentId(id)))
    )
      throw new PublicError(400, CONTENT_MESSAGES.ids);
    return { version: await store.publish(ids as string[] | undefined, user.id, new Date()) };
  });

  app.get<{ Params: Params }>("/api/staff/content/:id/revisions", needs("content"), async (request) => {
    requireStaff(request);
    const { id } = await documentOf(request);
    return { revisions: (await store.revisions(id)).map(revisionSummary) };
  });

  app.post<{ Params: Params }>("/api/staff/content/:id/restore", needs("content"), async (request, reply) => {
    const user = requireStaff(request);
    const { id, state } = await documentOf(request);
    const { revision } = bodyOf(request);
    const earlier = typeof revision === "number" ? await store.revision(id, revision) : undefined;
    if (!earlier) throw new PublicError(400, CONTENT_MESSAGES.restore);
    refuseLocale(user, earlier.locale);
    const english = englishDraft(state);
    // An earlier translation must still fit the English as it is now.
    const errors = saveProblems(id, earlier.locale, earlier.data, english);
    if (Object.keys(errors).length > 0)
      return reply.status(400).send({ message: CONTENT_MESSAGES.invalid, errors });
    const restored = await store.save(
      {
        document: id,
        locale: earlier.locale,
        data: earlier.data,
        // A translation restored keeps the English it was written from: outdated if that changed since.
        englishTexts: earlier.englishTexts,
        authorId: user.id,
        note: `restored from revision ${earlier.id}`,
        at: new Date(),
      },
      state.revision,
    );
    if ("conflict" in restored) throw new PublicError(409, CONTENT_MESSAGES.conflict);
    return restored;
  });
}
