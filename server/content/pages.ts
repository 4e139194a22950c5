/**
 * The content editor's pages in the staff area, on the frame like every section (frame.ts): the
 * documents' list with each language's state (`/inbox/content`), a document's form in a language
 * (`/inbox/content/<id>?lang=gu`, generated from its schema by form.ts) and its history. A save,
 * a publish and a restore are the same work as the JSON API's (work.ts). The form's list buttons
 * post the whole form and show it again changed, not saved; a refused save shows each field's
 * message with everything as it was typed; a save after someone else's shows both drafts and saves
 * on theirs when sent again. A translator sees only their languages, and their post is read along
 * the English texts only (form.ts), so no other field can be sent; a text it does not send stays
 * as it was. An English post without some of the form's fields, and a post asking for anything but
 * a save or a list's change, save nothing; a save that changes nothing says so.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import { CONTENT_DOCUMENTS, type ContentDocumentId } from "../../content/documents.ts";
import { sameJson } from "../../content/translation-shape.ts";
import { isLocale, LOCALES, type Locale } from "../../contracts/locales.ts";
import type { StaffUser } from "../db/staff.ts";
import {
  ANSWERED,
  addAction,
  bodyOf,
  field,
  notices,
  type Section,
  sendHtml,
  sentField,
  signInFirst,
} from "../inbox/frame.ts";
import { can, mayWriteContent, needs } from "../inbox/roles.ts";
import { InboxFrame } from "../inbox/views/InboxFrame.tsx";
import { MessagePage } from "../inbox/views/MessagePage.tsx";
import { PublicError } from "../plugins/errors.ts";
import { type Choice, type ConflictView, draftsSince, postedChoices, settleConflict } from "./conflict.ts";
import {
  documentLocales,
  englishTexts,
  englishTextsHash,
  NO_TRANSLATION,
  translationOverDraft,
} from "./documents.ts";
import {
  changeList,
  documentForm,
  documentFromForm,
  type GroupField,
  listChangeOf,
  type PostedForm,
  pathLabel,
  translationForm,
  translationFromForm,
} from "./form.ts";
import { multipartForms } from "./multipart.ts";
import { CONTENT_PATH, documentPath, historyPath, publishPath, restorePath } from "./paths.ts";
import { photoFormChange } from "./photo-form.ts";
import { ContentList } from "./views/ContentList.tsx";
import { DocumentEditor, type DocumentEditorProps } from "./views/DocumentEditor.tsx";
import { DocumentHistory } from "./views/DocumentHistory.tsx";
import { allFields, confirmedOf, plainMessage } from "./views/FormFields.tsx";
import { shownHeight, THUMBNAIL_SHOWN } from "./views/ImageField.tsx";
import {
  CONTENT_SAVE_LIMIT,
  type DocumentView,
  documentHistory,
  listDocuments,
  openDocument,
  publishContent,
  refuseLocale,
  restoreRevision,
  revisionBefore,
  saveDraft,
  textsWrittenFor,
  unpublishedDrafts,
  viewDocument,
} from "./work.ts";

const NOTICES = notices({
  draft: "Draft saved. The site shows it once it is published.",
  unchanged: "Nothing changed: the draft is as it was.",
  merged:
    "Draft saved, with what others saved since you opened the form. The site shows it once it is published.",
  published: "Published: the site shows the drafts now.",
  restored: "Restored as the draft, as a new revision. Publish to make it live.",
});
type Saved = keyof typeof NOTICES.texts;

/** Why a restore was refused, before each field's problem. */
const RESTORE_REFUSED =
  "Nothing was restored: that version does not pass today's checks. Change the draft instead.";

/** What the form shows after a list button: the change is made in the form only. */
const LIST_CHANGED = "The list is changed in the form below, not saved yet: save the draft to keep it.";

/** An English post without some of the form's fields (a form changed by hand): shown with the draft. */
const INCOMPLETE_FORM =
  "The form was incomplete (some of its fields were not sent): nothing was saved. The form below is the saved draft: make your change again.";

/** A post asking for something the form's buttons do not (`change`): nothing is saved. */
const unknownChange = (change: string | undefined) =>
  `The form asked for ${change === undefined ? "nothing" : `"${change.slice(0, 40)}"`}, which it cannot do: nothing was saved. Press Save draft to save, or a list's button to change the list.`;

/** A conflict's save with differences left without a choice: nothing was saved. */
const CHOOSE_ALL =
  "Nothing was saved: choose, for each difference named here, your text or theirs (or one of the buttons for all of them), then save again.";

/** A save the schema refused, above the form shown again. */
const FIELDS_REFUSED =
  "Correct the fields named here, then save again. Everything you typed is still in the form.";

type Params = { id: string };

/** Room for the form's texts beside its photo in a multipart post. */
const MULTIPART_FORM_ROOM = 1024 * 1024;

/** Whether a form has an image field (it is then sent as multipart, and shows the stored photos). */
const hasImages = (form: GroupField) => allFields(form).some(({ field }) => field.kind === "image");

/** The languages `user` may write, English first. */
const writableLocales = (user: StaffUser) => LOCALES.filter((locale) => mayWriteContent(user, locale));

/** Whether the form was saved with its bottom button (`&at=end`): its answer is shown there. */
const atEnd = (request: FastifyRequest) =>
  (request.query as Record<string, unknown> | undefined)?.at === "end";

/** The language a document opens in: the first the account writes (a translator has at least one). */
const firstLocale = (user: StaffUser): Locale => writableLocales(user)[0] ?? "en";

/** What the list and the history show alike (ContentPageParts): the account's rights, a change's outcome. */
function pageParts(request: FastifyRequest, user: StaffUser, problem?: string) {
  const saved = NOTICES.asked(request);
  return {
    mayPublish: can(user, "publish"),
    firstLocale: firstLocale(user),
    locales: writableLocales(user),
    notice: saved ? NOTICES.texts[saved] : undefined,
    problem,
  };
}

/** The language asked for (`?lang=`), else the first the account writes; 403 for one it may not. */
function localeOf(request: FastifyRequest, user: StaffUser): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const locale = isLocale(asked) ? asked : firstLocale(user);
  refuseLocale(user, locale);
  return locale;
}

/**
 * The language a document's page opens in (localeOf); one the account may not write is refused on
 * a page leading back to the list (the error page's way back would be the refused page itself).
 */
function openedLocale(request: FastifyRequest, reply: FastifyReply, user: StaffUser): Locale | undefined {
  try {
    return localeOf(request, user);
  } catch (error) {
    if (!(error instanceof PublicError) || error.statusCode !== 403) throw error;
    const page = createElement(MessagePage, {
      heading: "Not allowed",
      message: error.message,
      back: CONTENT_PATH,
    });
    sendHtml(reply, 403, page);
    return undefined;
  }
}

/**
 * A form's post as the `locale` draft of document `id` (`view`: as it is stored): the English
 * document with the names of the fields not sent (`unsent`), or a translation laid over its draft
 * as the API's is (the texts not sent are the draft's).
 */
function postedData(view: DocumentView, locale: Locale, form: PostedForm) {
  if (locale === "en") return documentFromForm(CONTENT_DOCUMENTS[view.id].schema, form);
  const sent = translationFromForm(englishTexts(view.id, view.draft.en), form);
  return { data: translationOverDraft(view.id, view.draft.en, view.draft[locale], sent), unsent: [] };
}

/** What the editor shows besides the stored draft: what was typed, and why it is shown again. */
interface Shown {
  status?: number;
  data?: unknown;
  revision?: number;
  notice?: string;
  refusal?: DocumentEditorProps["refusal"];
  conflict?: DocumentEditorProps["conflict"];
  /** The image field whose list of uploaded photos is open. */
  choosing?: string | undefined;
}

/** A choice of a conflict left open when the form was saved. */
const CHOOSE = "Choose which to keep: your text or theirs.";

/** The button that saved (`change`): Save draft, or a conflict's choice for every difference. */
const SAVES: Readonly<Record<string, Choice | undefined>> = {
  save: undefined,
  "save yours": "yours",
  "save theirs": "theirs",
};

export default async function contentPages(app: FastifyInstance) {
  const store = app.db.content;
  // A form with an image field is multipart: its photo, and the form's texts.
  multipartForms(app, app.media.limits.maxBytes + MULTIPART_FORM_ROOM);

  /** A page of the section: the documents' list, and the open document's pane beside it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUser,
    {
      status = 200,
      title,
      selectedId,
      item,
      problem,
    }: {
      status?: number;
      title: string;
      selectedId?: string;
      item?: ReactElement;
      problem?: string;
    },
  ) {
    // A translator sees the documents with a language of theirs: not those in English only.
    const documents = (await listDocuments(store)).filter((document) =>
      LOCALES.some((locale) => document.locales[locale] && mayWriteContent(user, locale)),
    );
    const parts = pageParts(request, user, problem);
    // A change's notice is the open document's, when one is open.
    const list = createElement(ContentList, {
      documents,
      unpublished: parts.mayPublish ? await unpublishedDrafts(store) : [],
      selectedId,
      parts: item ? { ...parts, notice: undefined } : parts,
    });
    return sendHtml(
      reply,
      status,
      createElement(InboxFrame, {
        user,
        title,
        current: "content",
        noun: ["document", "documents"],
        list,
        item,
        placeholder: { label: "Document", text: "Choose a document to change its texts." },
      }),
    );
  }

  /**
   * The English texts a translation's draft was written for, when they changed since (its language
   * outdated, or missing texts as well): the form marks each text whose English changed.
   */
  async function textsBefore(id: ContentDocumentId, view: DocumentView, locale: Locale) {
    const draft = (await store.document(id))?.heads.find((head) => head.locale === locale)?.draft;
    if (locale === "en" || !draft || draft.englishTexts === englishTextsHash(id, view.draft.en))
      return undefined;
    return textsWrittenFor(store, id, draft);
  }

  async function showEditor(request: FastifyRequest, reply: FastifyReply, id: string, shown: Shown = {}) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
    const locale = openedLocale(request, reply, user);
    if (!locale) return reply;
    const opened = await openDocument(store, id);
    if (!documentLocales(opened.id).includes(locale)) {
      const page = createElement(MessagePage, {
        heading: "English only",
        message: NO_TRANSLATION,
        back: CONTENT_PATH,
      });
      return sendHtml(reply, 404, page);
    }
    const view = await viewDocument(store, opened.id);
    const { schema, title, page } = CONTENT_DOCUMENTS[opened.id];
    const data = shown.data ?? view.draft[locale];
    const form =
      locale === "en"
        ? documentForm(schema, data, title)
        : translationForm(
            schema,
            englishTexts(opened.id, view.draft.en),
            data,
            title,
            await textsBefore(opened.id, view, locale),
          );
    const saved = NOTICES.asked(request);
    const item = createElement(DocumentEditor, {
      id: opened.id,
      title,
      locale,
      locales: writableLocales(user).flatMap((each) => {
        const state = view.locales[each];
        return state ? [{ locale: each, state }] : [];
      }),
      revision: shown.revision ?? view.revision,
      form,
      page,
      mayPublish: can(user, "publish"),
      notice: shown.notice ?? (saved ? NOTICES.texts[saved] : undefined),
      noticeAtEnd: shown.notice === undefined && saved !== undefined && atEnd(request),
      refusal: shown.refusal,
      conflict: shown.conflict,
      userId: user.id,
      images:
        locale === "en" && can(user, "photos") && hasImages(form)
          ? {
              photos: new Map((await app.db.media.list()).map((photo) => [photo.id, photo])),
              choosing: shown.choosing,
            }
          : undefined,
    });
    return sendPage(request, reply, user, { status: shown.status, title, selectedId: opened.id, item });
  }

  async function showHistory(request: FastifyRequest, reply: FastifyReply, id: string, problem?: string) {
    const user = request.staff;
    if (!user) return signInFirst(request, reply);
    const opened = await openDocument(store, id);
    const { title } = CONTENT_DOCUMENTS[opened.id];
    const before = revisionBefore((request.query as { before?: unknown } | undefined)?.before);
    const history = await documentHistory(store, opened.id, before);
    const revisions = history.revisions.map((entry) => ({
      ...entry,
      savedAt: new Date(entry.savedAt),
      mayRestore: mayWriteContent(user, entry.locale),
    }));
    const item = createElement(DocumentHistory, {
      id: opened.id,
      title,
      revisions,
      older: history.older,
      newest: before !== undefined,
      parts: pageParts(request, user, problem),
    });
    return sendPage(request, reply, user, {
      status: problem ? 400 : 200,
      title: `History: ${title}`,
      selectedId: opened.id,
      item,
    });
  }

  app.get(CONTENT_PATH, needs("content"), (request, reply) => {
    const user = request.staff;
    return user ? sendPage(request, reply, user, { title: "Site content" }) : signInFirst(request, reply);
  });
  app.get<{ Params: Params }>(`${CONTENT_PATH}/:id`, needs("content"), (request, reply) =>
    showEditor(request, reply, request.params.id),
  );
  app.get<{ Params: Params }>(`${CONTENT_PATH}/:id/history`, needs("content"), (request, reply) =>
    showHistory(request, reply, request.params.id),
  );

  /** The revision a form was opened at, as it posted it (undefined when it is not one). */
  const postedRevision = (request: FastifyRequest) => {
    const revision = Number(field(request, "revision"));
    return Number.isInteger(revision) ? revision : undefined;
  };

  /** The revision the form was first opened on, posted back by a conflict's form (undefined otherwise). */
  const postedBase = (request: FastifyRequest) => {
    const sent = sentField(request, "base");
    const base = Number(sent);
    return sent && Number.isInteger(base) ? base : undefined;
  };

  /**
   * A conflict as the form settles it (conflict.ts): `mine` beside the `locale` draft saved since
   * revision `base` (`theirs`), with the choices made (`all` for each left open).
   */
  async function settle(
    id: ContentDocumentId,
    locale: Locale,
    mine: unknown,
    theirs: unknown,
    base: number,
    choices: Record<string, Choice>,
    all?: Choice,
  ) {
    const since = await draftsSince(store, id, locale, base);
    const settled = settleConflict(mine, theirs, since.base, choices, all);
    const view: ConflictView = { ...settled.view, base, theirs: since.theirs, choices };
    return { data: settled.data, open: settled.open, view, baseDraft: since.base };
  }

  /** A refused save is shown with each field's message, everything as it was typed. */
  const editor: Section<Saved, Params> = {
    notices: NOTICES,
    refused: async (request, reply, error) => {
      const user = request.staff as StaffUser;
      const view = await viewDocument(store, request.params.id);
      const locale = localeOf(request, user);
      const { data } = postedData(view, locale, bodyOf(request));
      const revision = postedRevision(request);
      // A conflict's form stays one: the choices still to make are shown with the fields' messages.
      const base = postedBase(request);
      const conflict =
        base !== undefined && revision !== undefined && base < revision
          ? (await settle(view.id, locale, data, view.draft[locale], base, postedChoices(bodyOf(request))))
              .view
          : undefined;
      return showEditor(request, reply, view.id, {
        status: 400,
        data,
        revision,
        conflict,
        // The API's message names its JSON; the page's says what to do on the page.
        refusal: { message: error.errors ? FIELDS_REFUSED : error.message, errors: error.errors ?? {} },
      });
    },
  };

  addAction(app, editor, {
    path: `${CONTENT_PATH}/:id/save`,
    access: ["content"],
    saved: "draft",
    bodyLimit: CONTENT_SAVE_LIMIT,
    run: async (request, user, reply) => {
      const locale = localeOf(request, user);
      const view = await viewDocument(store, request.params.id);
      const posted = postedData(view, locale, bodyOf(request));
      const revision = postedRevision(request);
      // A conflict's form: saved on the revision it showed, first opened on `base`.
      const base = postedBase(request);
      const settling = base !== undefined && revision !== undefined && base < revision;
      const choices = postedChoices(bodyOf(request));
      // The form's buttons: Save draft ("save") or a conflict's for all ("save yours", "save theirs"),
      // each list's (listChangeOf) and each image field's (photo-form.ts, which also puts a photo
      // sent with the form in its field). Nothing else is done.
      const asked = sentField(request, "change");
      const photos = await photoFormChange(app, user, view.id, {
        form: bodyOf(request),
        posted: posted.data,
        change: asked,
        english: locale === "en",
        shownSize: (photo) => ({ width: THUMBNAIL_SHOWN, height: shownHeight(photo) }),
      });
      if (photos.shown) {
        await showEditor(request, reply, view.id, { ...photos.shown, revision });
        return ANSWERED;
      }
      const { data } = photos;
      const { unsent } = posted;
      const change = listChangeOf(asked);
      if (change) {
        // Only the English adds, removes or moves items; a translation follows its lists.
        const changed = locale === "en" ? changeList(CONTENT_DOCUMENTS[view.id].schema, data, change) : data;
        const conflict = settling
          ? (await settle(view.id, locale, changed, view.draft[locale], base, choices)).view
          : undefined;
        await showEditor(request, reply, view.id, {
          data: changed,
          revision,
          notice: LIST_CHANGED,
          conflict,
        });
        return ANSWERED;
      }
      if (asked === undefined || !Object.hasOwn(SAVES, asked))
        throw new PublicError(400, unknownChange(asked));
      if (unsent.length > 0) {
        await showEditor(request, reply, view.id, {
          status: 400,
          refusal: { message: INCOMPLETE_FORM, errors: {} },
        });
        return ANSWERED;
      }
      let settled = data;
      if (settling) {
        // Nothing is saved while a difference is left without a choice: the form shows them again.
        const chosen = await settle(view.id, locale, data, view.draft[locale], base, choices, SAVES[asked]);
        if (chosen.open.length > 0) {
          const shown = await settle(view.id, locale, data, view.draft[locale], base, {});
          await showEditor(request, reply, view.id, {
            status: 409,
            data: shown.data,
            revision,
            conflict: { ...shown.view, choices },
            refusal: {
              message: CHOOSE_ALL,
              errors: Object.fromEntries(chosen.open.map((path) => [path, CHOOSE])),
            },
          });
          return ANSWERED;
        }
        settled = chosen.data;
      }
      const confirmed = confirmedOf(bodyOf(request));
      const saved = await saveDraft(store, app.db.media, user, view.id, {
        revision,
        locale,
        data: settled,
        confirmed,
        seen: base,
      });
      /** Back to the form, its notice focused where the button pressed was (the top's, or the bottom's). */
      const backToForm = (outcome: Saved) => {
        const page = NOTICES.after(documentPath(view.id, locale), outcome);
        reply.redirect(`${page}${atEnd(request) ? "&at=end" : ""}#save-outcome`, 303);
        return ANSWERED;
      };
      if (!("conflict" in saved)) {
        if (!("unchanged" in saved) || revision === undefined || revision >= saved.revision)
          return backToForm("unchanged" in saved ? "unchanged" : "draft");
        // The draft became the form's after the form was opened: a second tap of Save draft.
        const opened = (await draftsSince(store, view.id, locale, revision)).base;
        return backToForm(opened !== undefined && !sameJson(settled, opened) ? "draft" : "unchanged");
      }
      // Someone saved since the revision this form saved on: theirs beside it, from that revision on.
      const { theirs } = saved.conflict;
      const shown = await settle(view.id, locale, settled, theirs.draft[locale], revision as number, {});
      if (shown.open.length === 0) {
        // Nothing to choose (another language was saved, they changed other fields, or this is a
        // second tap of the same save): the form's changes are saved beside theirs.
        const merged = await saveDraft(store, app.db.media, user, view.id, {
          revision: theirs.revision,
          locale,
          data: shown.data,
          confirmed,
          seen: base ?? revision,
        });
        if (!("conflict" in merged)) {
          const outcome: Saved =
            "unchanged" in merged
              ? sameJson(settled, shown.baseDraft)
                ? "unchanged"
                : "draft"
              : shown.view.theirs || shown.view.taken.length > 0
                ? "merged"
                : "draft";
          return backToForm(outcome);
        }
      }
      await showEditor(request, reply, view.id, {
        status: 409,
        data: shown.data,
        revision: theirs.revision,
        conflict: shown.view,
      });
      return ANSWERED;
    },
  });

  /**
   * A refused publish or restore is shown on the page its button was on; a restore of a revision
   * that today's checks refuse names each field in plain words.
   */
  const onHistory: Section<Saved, Params> = {
    notices: NOTICES,
    shownRefusals: [400, 409],
    refused: (request, reply, error) => {
      const fields = Object.entries(error.errors ?? {}).map(
        ([path, message]) => `${path === "" ? "The document" : pathLabel(path)}: ${plainMessage(message)}`,
      );
      const problem = fields.length > 0 ? `${RESTORE_REFUSED} ${fields.join(" ")}` : error.message;
      return showHistory(request, reply, request.params.id, problem);
    },
  };
  const onList: Section<Saved, Params> = {
    notices: NOTICES,
    refused: async (request, reply, error) => {
      const user = request.staff as StaffUser;
      return sendPage(request, reply, user, { status: 400, title: "Site content", problem: error.message });
    },
  };

  addAction(app, onList, {
    path: publishPath(),
    access: ["content", "publish"],
    saved: "published",
    run: (request, user) => {
      const id = sentField(request, "id");
      return publishContent(store, user, id === undefined ? undefined : [id], app.content);
    },
  });
  addAction(app, onHistory, {
    path: publishPath(":id"),
    access: ["content", "publish"],
    saved: "published",
    run: (request, user) => publishContent(store, user, [request.params.id], app.content),
  });
  addAction(app, onHistory, {
    path: restorePath(":id"),
    access: ["content"],
    saved: "restored",
    run: async (request, user, reply) => {
      const restored = await restoreRevision(store, user, request.params.id, postedRevision(request));
      if (!restored.unchanged) return;
      // The draft is that revision already: nothing was stored.
      reply.redirect(NOTICES.after(historyPath(request.params.id), "unchanged"), 303);
      return ANSWERED;
    },
  });
}
