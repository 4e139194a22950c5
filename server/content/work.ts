/**
 * What staff do with the site's content, shared by the editor's pages and the JSON API: list the
 * documents with each language's state, open one, save a language's draft on the revision it was
 * read at, publish, read the history, restore an earlier revision as a new draft. A refusal throws
 * a PublicError (400 with the fields' messages, 403, 404); a save on an older revision answers the
 * conflict with both sides, so nothing is ever saved over someone else's work.
 */
import { CONTENT_DOCUMENTS, type ContentDocumentId, isContentDocumentId } from "../../content/documents.ts";
import { overlay } from "../../content/localize.ts";
import { eachPhotoIn } from "../../content/photos-named.ts";
import {
  addedItems,
  hasWrittenText,
  realignedTranslation,
  sameJson,
  writtenForAfterSave,
} from "../../content/translation-shape.ts";
import { isLocale, LOCALES, type Locale } from "../../contracts/locales.ts";
import type {
  ContentDocumentState,
  ContentRevision,
  ContentStore,
  NewContentRevision,
} from "../db/content.ts";
import type { MediaStore } from "../db/media.ts";
import type { StaffUser } from "../db/staff.ts";
import { LOCALE_LABELS } from "../inbox/labels.ts";
import { mayWriteContent } from "../inbox/roles.ts";
import { PublicError } from "../plugins/errors.ts";
import { photoStoredIn, unknownArticlePhotos } from "./article-photos.ts";
import { changedFields } from "./changes.ts";
import {
  allMessages,
  checkedDraft,
  documentView,
  draftIsLive,
  draftsBeside,
  englishTexts,
  englishTextsHash,
  publishProblems,
  revisionSummary,
  textsHash,
  translationOverDraft,
} from "./documents.ts";
import { valueAt, withValueAt } from "./form.ts";

/**
 * The largest save of a document, as the editor's form or as JSON. A list is one document (every
 * blog post, every job), and a form sends a Gujarati or Hindi letter as 9 bytes: the three posts'
 * Gujarati form is about 110 KB, so this holds over a hundred such posts.
 */
export const CONTENT_SAVE_LIMIT = 4 * 1024 * 1024;

export const CONTENT_MESSAGES = {
  unknown: "There is no such content document.",
  body: "Send { revision, locale, data } as JSON: the revision you read, the language and the document.",
  invalid: "The document was not saved: correct the fields named in errors.",
  conflict:
    "Someone saved this document after you opened it: nothing of yours was saved. Compare their draft with yours, then save again on their revision.",
  ids: "Send { ids } as a list of document ids, or no ids to publish every document.",
  noIds: "Name at least one document, or leave out ids to publish every draft.",
  restore: "Send { revision }: the number of one of this document's revisions.",
  disagree:
    "Nothing was published: the documents would not agree with each other once live (the type pages' tables and the lift models, the links and their pages). Publish their drafts together, or correct them first:",
} as const;

/** A refusal of the schema or of a translation's shape: the message and each field's, by path. */
const invalid = (errors: Record<string, string>) => new PublicError(400, CONTENT_MESSAGES.invalid, errors);

export type DocumentView = ReturnType<typeof documentView>;

/** A save that came after someone else's: what they saved and what was sent. */
export interface ContentConflictView {
  theirs: DocumentView;
  yours: { locale: Locale; data: unknown };
}

/** Refuses (403) a language the account may not write. */
export const refuseLocale = (user: StaffUser, locale: Locale) => {
  if (!mayWriteContent(user, locale))
    throw new PublicError(403, `Your account may not change the ${LOCALE_LABELS[locale]} texts.`);
};

/** Document `id` with its state; 404 for an id that is not a content document. */
export async function openDocument(
  store: ContentStore,
  id: string,
): Promise<{ id: ContentDocumentId; state: ContentDocumentState }> {
  const state = isContentDocumentId(id) ? await store.document(id) : undefined;
  if (!state) throw new PublicError(404, CONTENT_MESSAGES.unknown);
  return { id: id as ContentDocumentId, state };
}

const englishDraft = (state: ContentDocumentState) =>
  state.heads.find((head) => head.locale === "en")?.draft.data;

/** Every document with its title and each language's state. */
export async function listDocuments(store: ContentStore) {
  const documents = [];
  for (const id of Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]) {
    const state = await store.document(id);
    if (!state) continue;
    const { title, locales } = documentView(id, state);
    documents.push({ id, title, locales });
  }
  return documents;
}

/** The documents with a draft not published yet, and its languages: what "Publish all drafts" makes live. */
export async function unpublishedDrafts(store: ContentStore) {
  const documents = [];
  for (const id of Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]) {
    const state = await store.document(id);
    const locales = (state?.heads ?? []).filter((head) => !draftIsLive(head)).map((head) => head.locale);
    if (locales.length > 0) documents.push({ id, title: CONTENT_DOCUMENTS[id].title, locales });
  }
  return documents;
}

/** A document as the API answers it. */
export const viewDocument = async (store: ContentStore, id: string): Promise<DocumentView> => {
  const opened = await openDocument(store, id);
  return documentView(opened.id, opened.state);
};

/** A save's answer: the new revision, or the document's latest when nothing changed (`unchanged`). */
export type SavedDraft = { revision: number; unchanged?: true };

/** How a save finds the photos its image fields and articles name. */
export type PhotoLookup = Pick<MediaStore, "get">;

/**
 * Saves `data` as the `locale` draft of document `id` on `revision`, as `user` may: the new
 * revision, or the conflict when someone saved the document since. English is the whole document
 * (its schema judges it); a translation keeps the texts of its draft that `data` does not name.
 * A save that would store the draft as it is (the same data, and a translation written for the
 * same English) stores nothing: it answers the document's latest revision, `unchanged`. A photo an
 * English image field or article names must be one `photos` has.
 */
export async function saveDraft(
  store: ContentStore,
  photos: PhotoLookup,
  user: StaffUser,
  id: string,
  {
    revision,
    locale,
    data,
    confirmed,
    seen,
  }: Partial<Record<"revision" | "locale" | "data" | "confirmed", unknown>> & {
    /** A form saved on a later revision than it was opened at (its changes laid over others'): the first. */
    seen?: number;
  },
): Promise<SavedDraft | { conflict: ContentConflictView }> {
  const opened = await openDocument(store, id);
  if (typeof revision !== "number" || typeof locale !== "string" || !isLocale(locale) || data === undefined)
    throw new PublicError(400, CONTENT_MESSAGES.body);
  // A revision not saved yet is not one anyone read.
  if (revision > opened.state.revision) throw new PublicError(400, CONTENT_MESSAGES.body);
  refuseLocale(user, locale);
  const english = englishDraft(opened.state);
  const draft = opened.state.heads.find((head) => head.locale === locale)?.draft;
  const sent = locale === "en" ? data : translationOverDraft(opened.id, english, draft?.data, data);
  const checked = checkedDraft(opened.id, locale, sent, english, {
    beside: await draftsBeside(store, opened.id),
    compared: draft?.data,
  });
  // A translation shows the English's photos (checkedDraft compares an article's pictures).
  const photoErrors =
    locale === "en"
      ? allMessages(
          await missingPhotos(photos, checked.data, draft?.data),
          await unknownArticlePhotos(sent, photoStoredIn(photos)),
        )
      : {};
  const errors = allMessages(checked.errors, photoErrors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const written =
    locale === "en"
      ? { englishTexts: null, writtenFor: null }
      : await writtenForSave(
          store,
          opened,
          english,
          draft,
          checked.data,
          confirmed,
          await englishSeen(store, opened.id, seen),
        );
  if (draft && sameJson(draft.data, checked.data) && draft.englishTexts === written.englishTexts)
    return { revision: opened.state.revision, unchanged: true };
  const saved = await store.save(
    {
      document: opened.id,
      locale,
      data: checked.data,
      ...written,
      authorId: user.id,
      at: new Date(),
    },
    revision,
  );
  if (!("conflict" in saved)) {
    return locale === "en" ? realignTranslations(store, user, opened, english, checked.data, saved) : saved;
  }
  const latest = await openDocument(store, id);
  return { conflict: { theirs: documentView(latest.id, latest.state), yours: { locale, data } } };
}

/** Why an image field naming a photo the photos do not have is refused. */
export const NO_SUCH_PHOTO =
  "There is no such photo (it was deleted, or its name is mistyped): choose one of the photos, or upload one.";

/**
 * The image fields of an English save (the articles: unknownArticlePhotos) that name a photo the
 * photos do not have, with the message: only photos the draft (`before`) did not name already, so
 * a photo deleted since does not stop the other changes (its field says so, and the page shows the
 * drawing it kept).
 */
async function missingPhotos(photos: PhotoLookup, data: unknown, before: unknown) {
  const named = new Set<string>();
  eachPhotoIn(before, ({ id }) => named.add(id));
  const missing: Record<string, string> = {};
  const added: { id: string; path: string }[] = [];
  eachPhotoIn(data, ({ id, path, inArticle }) => {
    if (!inArticle && !named.has(id)) added.push({ id, path });
  });
  for (const { id, path } of added) if (!(await photos.get(id))) missing[path] = NO_SUCH_PHOTO;
  return missing;
}

/** The paths a translator said still fit the changed English (`confirmed`: a list of paths). */
const confirmedPaths = (confirmed: unknown): ReadonlySet<string> =>
  new Set(
    Array.isArray(confirmed) ? confirmed.filter((path): path is string => typeof path === "string") : [],
  );

/** The English draft as it was at revision `seen` (undefined when none is given). */
async function englishSeen(store: ContentStore, id: ContentDocumentId, seen: number | undefined) {
  if (seen === undefined) return undefined;
  return (await store.revisions(id, { locale: "en", before: seen + 1, limit: 1 }))[0]?.data;
}

/**
 * What a translation saved as `data` over `draft` is written for (writtenForAfterSave): the English
 * as it is now where the translator wrote or confirmed a text, else what the text was written for.
 * A form opened before the English changed (`seen`: the English then) was written for the English
 * it showed: a text whose English changed since stays marked, though the translator saved it.
 */
async function writtenForSave(
  store: ContentStore,
  opened: { id: ContentDocumentId },
  english: unknown,
  draft: ContentRevision | undefined,
  data: unknown,
  confirmed: unknown,
  seen?: unknown,
): Promise<Pick<NewContentRevision, "englishTexts" | "writtenFor">> {
  const now = englishTexts(opened.id, english);
  const shown =
    seen === undefined
      ? now
      : overlay(now, realignedTranslation(seen, english, englishTexts(opened.id, seen)));
  const writtenBefore = draft && (await textsWrittenFor(store, opened.id, draft, english));
  const texts =
    writtenBefore === undefined
      ? shown
      : writtenForAfterSave(shown, writtenBefore, draft?.data, data, confirmedPaths(confirmed));
  const hash = textsHash(texts);
  return { englishTexts: hash, writtenFor: hash === textsHash(now) ? null : texts };
}

/**
 * The English texts (englishTexts) translation `revision` of document `id` was written for: those it
 * keeps itself (its lists moved since), else the texts of the English revision whose hash it keeps,
 * `english` tried first; undefined when no revision kept has them.
 */
export async function textsWrittenFor(
  store: ContentStore,
  id: ContentDocumentId,
  revision: ContentRevision,
  english?: unknown,
): Promise<unknown> {
  if (revision.writtenFor !== null) return revision.writtenFor;
  const written = (data: unknown) => englishTextsHash(id, data) === revision.englishTexts;
  if (english !== undefined && written(english)) return englishTexts(id, english);
  for await (const found of store.eachRevision(id, { locale: "en" }))
    if (written(found.data)) return englishTexts(id, found.data);
  return undefined;
}

/**
 * The English texts translation `revision` was written for, moved from the English `before` onto
 * `after` as its lists are (realignedTranslation); undefined when they cannot be found.
 */
async function movedTexts(
  store: ContentStore,
  id: ContentDocumentId,
  revision: ContentRevision,
  before: unknown,
  after: unknown,
): Promise<unknown> {
  const texts = await textsWrittenFor(store, id, revision, before);
  return texts === undefined ? undefined : realignedTranslation(before, after, texts);
}

/**
 * What a translation written for the English `texts` keeps of them, beside the English `after`:
 * their hash, and the texts themselves only when they are not `after`'s (its hash finds those).
 */
function writtenForTexts(
  id: ContentDocumentId,
  texts: unknown,
  after: unknown,
): Pick<NewContentRevision, "englishTexts" | "writtenFor"> {
  const hash = textsHash(texts);
  return { englishTexts: hash, writtenFor: hash === englishTextsHash(id, after) ? null : texts };
}

/**
 * The English a translation revision was written for, to move it onto another English: the English
 * revision whose texts it was written from (its whole data, so list items are found by id too),
 * else the texts it keeps itself (`texts`); undefined when neither is kept.
 */
function englishOf(
  id: ContentDocumentId,
  revision: ContentRevision,
  englishRevisions: readonly ContentRevision[],
): { english: unknown; texts: boolean } | undefined {
  if (revision.writtenFor !== null) return { english: revision.writtenFor, texts: true };
  const found = englishRevisions.find((item) => englishTextsHash(id, item.data) === revision.englishTexts);
  return found && { english: found.data, texts: false };
}

/**
 * A translation in `locale` moved onto the English `after` that an English restore brought back
 * (`data`, written for the English `texts`), with each item of `added` (paths of items it has no
 * translation of) taken from the newest earlier revision of the language that translated it, and
 * written for the English that revision was written for: a text whose English changed since stays
 * marked "English changed".
 */
async function broughtBack(
  store: ContentStore,
  id: ContentDocumentId,
  locale: Locale,
  after: unknown,
  added: readonly string[],
  translation: { data: unknown; texts: unknown },
): Promise<{ data: unknown; texts: unknown }> {
  let { data, texts } = translation;
  let missing = added.filter((path) => valueAt(data, path) !== undefined);
  if (missing.length === 0) return translation;
  const revisions = await store.revisions(id);
  const englishRevisions = revisions.filter((item) => item.locale === "en");
  for (const revision of revisions) {
    if (missing.length === 0) break;
    if (revision.locale !== locale) continue;
    const written = englishOf(id, revision, englishRevisions);
    if (!written) continue;
    // Texts kept alone have no ids: they are moved onto the English texts.
    const target = written.texts ? englishTexts(id, after) : after;
    const notThere = addedItems(written.english, target);
    const itsTexts = written.texts ? written.english : englishTexts(id, written.english);
    const moved = realignedTranslation(written.english, target, revision.data);
    const movedTexts = realignedTranslation(written.english, target, itsTexts);
    missing = missing.filter((path) => {
      const item = valueAt(moved, path);
      const had = !notThere.some((other) => path === other || path.startsWith(`${other}.`));
      if (!had || !hasWrittenText(item)) return true;
      data = withValueAt(data, path, item);
      texts = withValueAt(texts, path, valueAt(movedTexts, path));
      return false;
    });
  }
  return { data, texts };
}

/** Whether the English `after` added, removed or moved items of a list a translation follows. */
function listsMoved(id: ContentDocumentId, before: unknown, after: unknown): boolean {
  const texts = englishTexts(id, before);
  return !sameJson(realignedTranslation(before, after, texts), texts);
}

/**
 * After an English save that added, removed or moved list items: each translation's draft moved
 * onto the new English (realignedTranslation), with the English texts it was written for moved the
 * same way (outdated where an English text changed), saved as a new revision of its language, so
 * no translation stays beside another item's English. After an English restore (`restoring`), an
 * item it brings back takes its translation from the language's history (broughtBack).
 */
async function realignTranslations(
  store: ContentStore,
  user: StaffUser,
  opened: { id: ContentDocumentId; state: ContentDocumentState },
  before: unknown,
  after: unknown,
  saved: { revision: number },
  restoring = false,
): Promise<{ revision: number }> {
  if (!listsMoved(opened.id, before, after)) return saved;
  let latest = saved.revision;
  for (const head of opened.state.heads) {
    if (head.locale === "en") continue;
    let data = realignedTranslation(before, after, head.draft.data);
    let texts = await movedTexts(store, opened.id, head.draft, before, after);
    if (restoring && texts !== undefined)
      ({ data, texts } = await broughtBack(store, opened.id, head.locale, after, addedItems(before, after), {
        data,
        texts,
      }));
    // English texts it was written for that cannot be found stay as they were.
    const written =
      texts === undefined
        ? { englishTexts: head.draft.englishTexts, writtenFor: head.draft.writtenFor }
        : writtenForTexts(opened.id, texts, after);
    if (sameJson(data, head.draft.data) && written.englishTexts === head.draft.englishTexts) continue;
    const again = await store.save(
      {
        document: opened.id,
        locale: head.locale,
        data,
        ...written,
        authorId: user.id,
        note: "lists moved with the English",
        at: new Date(),
      },
      latest,
    );
    if ("conflict" in again) break;
    latest = again.revision;
  }
  return { revision: latest };
}

/** The refusal of a publish naming documents that are not stored: the first few of them, quoted. */
const unknownDocuments = (ids: readonly string[]) => {
  const named = ids.slice(0, 5).map((id) => JSON.stringify(id.slice(0, 64)));
  const more = ids.length > named.length ? ` and ${ids.length - named.length} more` : "";
  return `There is no content document ${named.join(", ")}${more}: nothing was published.`;
};

/**
 * Makes the drafts of `ids` (every document when undefined) live, and this replica serve them at
 * once (`site`; the others within CONTENT_POLL_SECONDS, PostgreSQL's at once); the content version.
 * An empty list, or an id that is no stored document, is refused (400): nothing is published.
 */
export async function publishContent(
  store: ContentStore,
  user: StaffUser,
  ids: unknown,
  site?: { refresh(): Promise<unknown> },
): Promise<number> {
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === "string")))
    throw new PublicError(400, CONTENT_MESSAGES.ids);
  if (ids?.length === 0) throw new PublicError(400, CONTENT_MESSAGES.noIds);
  if (ids !== undefined) {
    const stored = new Set(await store.documentIds());
    const unknown = ids.filter((id) => !isContentDocumentId(id) || !stored.has(id));
    if (unknown.length > 0) throw new PublicError(400, unknownDocuments(unknown));
  }
  const version = await store.publish(ids, user.id, new Date(), (english) => publishProblems(ids, english));
  if (typeof version !== "number")
    throw new PublicError(400, `${CONTENT_MESSAGES.disagree} ${version.refused.join(" ")}`);
  await site?.refresh();
  return version;
}

/** How many revisions a page of a document's history shows. */
export const HISTORY_PAGE = 50;

/** A history page's `before` as a request gives it: a revision number, else undefined (the newest page). */
export function revisionBefore(value: unknown): number | undefined {
  const before = Number(value);
  return typeof value === "string" && Number.isSafeInteger(before) && before > 0 ? before : undefined;
}

/**
 * A page of document `id`'s revisions (HISTORY_PAGE, older than revision `before` when given),
 * newest first, without their data: each says whether it is what the site shows in its language
 * (`live`) and whether it is that language's draft (`currentDraft`), and what it changed of the
 * revision before it in its language (`changes`; null when there is none, as for the first).
 * `older` is the `before` of the next page, when there is one.
 */
export async function documentHistory(store: ContentStore, id: string, before?: number) {
  const opened = await openDocument(store, id);
  const read = await store.revisions(opened.id, { before, limit: HISTORY_PAGE + 1 });
  const shown = read.slice(0, HISTORY_PAGE);
  // The revision before the oldest shown of each language, to compare that one with.
  const earlier = await Promise.all(
    LOCALES.map(async (locale) => {
      const oldest = shown.findLast((revision) => revision.locale === locale);
      return oldest
        ? (await store.revisions(opened.id, { locale, before: oldest.id, limit: 1 }))[0]
        : undefined;
    }),
  );
  const compared = [...shown, ...earlier.filter((revision) => revision !== undefined)];
  const head = (locale: Locale) => opened.state.heads.find((item) => item.locale === locale);
  const revisions = shown.map((revision, index) => {
    const previous = compared.slice(index + 1).find((older) => older.locale === revision.locale);
    return {
      ...revisionSummary(revision),
      live: head(revision.locale)?.published?.id === revision.id,
      currentDraft: head(revision.locale)?.draft.id === revision.id,
      changes: previous ? changedFields(previous.data, revision.data) : null,
    };
  });
  return { revisions, older: read.length > HISTORY_PAGE ? shown.at(-1)?.id : undefined };
}

/**
 * Makes revision `revision` of document `id` its language's draft again, as a new revision; a
 * revision that is the draft as it is stores nothing: the document's latest revision, `unchanged`.
 */
export async function restoreRevision(
  store: ContentStore,
  user: StaffUser,
  id: string,
  revision: unknown,
): Promise<SavedDraft> {
  const opened = await openDocument(store, id);
  const earlier = typeof revision === "number" ? await store.revision(opened.id, revision) : undefined;
  if (!earlier) throw new PublicError(400, CONTENT_MESSAGES.restore);
  refuseLocale(user, earlier.locale);
  const english = englishDraft(opened.state);
  // An earlier translation's lists were those of the English then: moved onto the English now, with
  // the English texts it was written for (outdated if they changed since).
  const englishThen =
    earlier.locale === "en"
      ? undefined
      : (await store.revisions(opened.id, { locale: "en", before: earlier.id, limit: 1 }))[0]?.data;
  const data =
    earlier.locale === "en" ? earlier.data : realignedTranslation(englishThen, english, earlier.data);
  let written: Pick<NewContentRevision, "englishTexts" | "writtenFor"> = {
    englishTexts: null,
    writtenFor: null,
  };
  if (earlier.locale !== "en") {
    const texts = await movedTexts(store, opened.id, earlier, englishThen, english);
    written =
      texts === undefined
        ? { englishTexts: earlier.englishTexts, writtenFor: earlier.writtenFor }
        : writtenForTexts(opened.id, texts, english);
  }
  const draft = opened.state.heads.find((head) => head.locale === earlier.locale)?.draft;
  if (
    draft &&
    sameJson(draft.data, data) &&
    draft.englishTexts === written.englishTexts &&
    sameJson(draft.writtenFor, written.writtenFor)
  )
    return { revision: opened.state.revision, unchanged: true };
  const beside = await draftsBeside(store, opened.id);
  // Its texts were compared with the English they were written from when saved: an English
  // changed since marks them outdated, not refused.
  const { errors } = checkedDraft(opened.id, earlier.locale, data, english, { beside, compared: data });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const restored = await store.save(
    {
      document: opened.id,
      locale: earlier.locale,
      data,
      ...written,
      authorId: user.id,
      note: `restored from revision ${earlier.id}`,
      at: new Date(),
    },
    opened.state.revision,
  );
  if ("conflict" in restored) throw new PublicError(409, CONTENT_MESSAGES.conflict);
  // An earlier English brings its lists back: the translations move with their items, and an item
  // it brings back takes its translation from the language's history.
  return earlier.locale === "en"
    ? realignTranslations(store, user, opened, english, data, restored, true)
    : restored;
}
