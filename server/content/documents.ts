/**
 * The content documents as the staff area works them: the repository's content as the database's
 * seed, what a save must satisfy (the English: the document's schema; a translation: the English
 * texts' shape, and with the English the same schema), and each language's state as the list shows
 * it. A translation remembers the English texts it was written from (their hash), so a change of
 * an English text marks it outdated; a number or a link changed in English does not. A document
 * without translations (the lift models) has English only: no other language is stored or listed.
 * What must hold between documents (CROSS_CHECKS) is checked on each English save and each publish.
 */
import crypto from "node:crypto";
import type { z } from "zod";
import {
  CONTENT_DOCUMENTS,
  type ContentDocumentId,
  CROSS_CHECKS,
  crossChecksOf,
  isTranslated,
  translatedFields,
} from "../../content/documents.ts";
import { overlay } from "../../content/localize.ts";
import { check } from "../../content/term-check.ts";
import {
  missingTexts,
  shapeProblems,
  sortedJson,
  textsOf,
  usableTranslation,
} from "../../content/translation-shape.ts";
import { LOCALE_SCRIPTS, LOCALES, type Locale } from "../../contracts/locales.ts";
import type { ContentDocumentState, ContentRevision, ContentStore } from "../db/content.ts";
import { LOCALE_LABELS } from "../inbox/labels.ts";
import { isReadOnly, pathAt, valueAt } from "./form.ts";

export type LocaleState = "published" | "draft" | "outdated" | "missing";

/** The English texts of a document, as a translation gives them. */
export const englishTexts = (id: ContentDocumentId, english: unknown) =>
  textsOf(english, translatedFields(id));

/** The hash a translation keeps of the English texts (englishTexts) it was written from. */
export const textsHash = (texts: unknown): string =>
  crypto.createHash("sha256").update(sortedJson(texts)).digest("base64url").slice(0, 22);

/** The hash of an English document's texts: what a translation written for it keeps. */
export const englishTextsHash = (id: ContentDocumentId, english: unknown): string =>
  textsHash(englishTexts(id, english));

/** The languages of document `id`: English alone for one without translations. */
export const documentLocales = (id: ContentDocumentId): readonly Locale[] =>
  isTranslated(id) ? LOCALES : ["en"];

/** Stores each document the database does not hold yet, from the repository, as published. */
export async function seedContent(store: ContentStore, at: Date): Promise<ContentDocumentId[]> {
  const stored = new Set(await store.documentIds());
  const seeded: ContentDocumentId[] = [];
  for (const id of Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]) {
    if (stored.has(id)) continue;
    const { english, translations } = CONTENT_DOCUMENTS[id].seed;
    const hash = englishTextsHash(id, english);
    const revisions = documentLocales(id).map((locale) => ({
      document: id,
      locale,
      data: locale === "en" ? english : translations[locale],
      englishTexts: locale === "en" ? null : hash,
      authorId: null,
      at,
    }));
    if (await store.seed(id, revisions)) seeded.push(id);
  }
  return seeded;
}

/** Why a translation of a document without translations is refused. */
export const NO_TRANSLATION =
  "This document has no translation: its figures are the same in every language. Change it in English.";

/** A zod refusal as path -> message (`0.faqs.2.answer`), the first message of each path. */
function issuesByPath(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** Every text of a translation with its path (`0.faqs.2.answer`). */
function textsWithPaths(value: unknown, path = ""): [string, string][] {
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsWithPaths(item, at(index)));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsWithPaths(item, at(key)));
  return [];
}

/** Each language's own script: a letter of another (but Latin, which the term base judges) is refused. */
const SCRIPTS = LOCALE_SCRIPTS;
/** Letters that are neither Latin nor common to every script. */
const NON_LATIN_LETTER = /(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])\p{L}/gu;
/** Characters that reorder text (bidirectional overrides and isolates): a way to make text read otherwise. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** One finding of the term base as staff read it. */
const termMessage = (language: "gu" | "hi", finding: ReturnType<typeof check>[number]) =>
  finding.kind === "latin"
    ? `"${finding.found}" is an English word: write it in ${LOCALE_LABELS[language]} (only the names and abbreviations the term base allows stay in English).`
    : `The term base writes "${finding.found}" as ${finding.use}.`;

/**
 * What a Gujarati or Hindi translation writes wrongly, by path: a letter of another script (Hindi
 * in a Gujarati text), characters that reorder text, and every finding of the term base.
 */
function languageProblems(
  id: ContentDocumentId,
  language: "gu" | "hi",
  data: unknown,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, text] of textsWithPaths(data)) {
    const foreign = [...text.matchAll(NON_LATIN_LETTER)].find(([letter]) => !SCRIPTS[language].test(letter));
    if (foreign)
      problems[key] = `"${foreign[0]}" is another script: write the text in ${LOCALE_LABELS[language]}.`;
    else if (BIDI_CONTROLS.test(text))
      problems[key] = "Holds characters that reorder the text: type it again without them.";
    else {
      const findings = check({ file: id, key, language, text });
      if (findings.length > 0)
        problems[key] = findings.map((finding) => termMessage(language, finding)).join(" ");
    }
  }
  return problems;
}

/** The English of the documents checked with `id` (CROSS_CHECKS) as `english` gives it: a draft, or what is live. */
export async function documentsBeside(
  id: ContentDocumentId,
  english: (other: ContentDocumentId) => Promise<unknown>,
): Promise<Partial<Record<ContentDocumentId, unknown>>> {
  const others = new Set(crossChecksOf(id).flatMap((check) => check.documents));
  others.delete(id);
  const entries = await Promise.all([...others].map(async (other) => [other, await english(other)] as const));
  return Object.fromEntries(entries);
}

/** The English drafts of the documents checked with `id`, from the store. */
export const draftsBeside = (store: ContentStore, id: ContentDocumentId) =>
  documentsBeside(id, async (other) => englishHead(await store.document(other))?.draft.data);

const englishHead = (state: ContentDocumentState | undefined) =>
  state?.heads.find((head) => head.locale === "en");

/**
 * What a publish of `ids` (every document when undefined) would make live that the cross checks
 * refuse, in words: each check with the drafts of the documents published and what is live of the
 * others. Empty when the publish may go ahead.
 */
export async function publishProblems(
  store: ContentStore,
  ids: readonly string[] | undefined,
): Promise<string[]> {
  const published = (id: string) => ids === undefined || ids.includes(id);
  const problems: string[] = [];
  for (const check of CROSS_CHECKS) {
    if (!check.documents.some(published)) continue;
    const english: Partial<Record<ContentDocumentId, unknown>> = {};
    for (const id of check.documents) {
      const head = englishHead(await store.document(id));
      english[id] = published(id) ? head?.draft.data : (head?.published ?? head?.draft)?.data;
    }
    if (check.documents.some((id) => english[id] === undefined)) continue;
    problems.push(...check.problems(english).map(({ message }) => message));
  }
  return problems;
}

/** Why a change of a read-only field (isReadOnly) is refused. */
export const READ_ONLY = "Not changed here (its hint says why): leave it as it was.";

/** The paths of the fields `schema` marks read-only, in its objects (not inside lists). */
function readOnlyPaths(schema: z.core.$ZodType, path = ""): string[] {
  if (isReadOnly(schema)) return [path];
  const def = schema._zod.def as unknown as { type: string; innerType?: z.core.$ZodType; shape?: object };
  if (def.innerType) return readOnlyPaths(def.innerType, path);
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, child]) => readOnlyPaths(child, pathAt(path, key)));
}

/** Each read-only field whose value in `data` is not the English draft's (`english`; none yet: no change). */
function readOnlyErrors(schema: z.core.$ZodType, data: unknown, english: unknown): Record<string, string> {
  if (english === undefined) return {};
  const changed = readOnlyPaths(schema).filter(
    (path) => sortedJson(valueAt(data, path)) !== sortedJson(valueAt(english, path)),
  );
  return Object.fromEntries(changed.map((path) => [path, READ_ONLY]));
}

/** What the cross checks of `id` find with its English `data` beside the others', by path in `id`. */
function crossErrors(
  id: ContentDocumentId,
  data: unknown,
  beside: Partial<Record<ContentDocumentId, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const check of crossChecksOf(id)) {
    const english = { ...beside, [id]: data };
    // A document not stored yet has nothing to disagree with.
    if (check.documents.some((other) => english[other] === undefined)) continue;
    for (const { message, paths } of check.problems(english)) {
      const path = paths[id] ?? "";
      errors[path] = errors[path] ? `${errors[path]} ${message}` : message;
    }
  }
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What of a translation `draft` is one of the English `texts` (textsOf): a base to lay a save over. */
function keptTexts(texts: unknown, draft: unknown): unknown {
  if (typeof texts === "string") return typeof draft === "string" ? draft : undefined;
  if (Array.isArray(texts))
    return Array.isArray(draft) && draft.length === texts.length
      ? texts.map((item, index) => keptTexts(item, draft[index]))
      : undefined;
  if (!isRecord(texts) || !isRecord(draft)) return undefined;
  return Object.fromEntries(
    Object.keys(texts)
      .map((key) => [key, keptTexts(texts[key], draft[key])] as const)
      .filter(([, text]) => text !== undefined),
  );
}

/** `sent` laid over `base`: what it names replaces the base's, the rest of the base stays. */
function laidOver(base: unknown, sent: unknown): unknown {
  if (sent === undefined) return base;
  if (Array.isArray(base) && isRecord(sent)) {
    // A list's items named by their place: { "0": { "title": … } }.
    const places = Object.keys(sent);
    if (!places.every((key) => /^\d+$/.test(key) && Number(key) < base.length)) return sent;
    return base.map((item, index) => laidOver(item, sent[String(index)]));
  }
  if (Array.isArray(base) && Array.isArray(sent))
    return sent.map((item, index) => laidOver(base[index], item));
  if (isRecord(base) && isRecord(sent))
    return {
      ...base,
      ...Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, laidOver(base[key], value)])),
    };
  return sent;
}

/**
 * A translation save of document `id` as stored: the texts `sent` names laid over the language's
 * current `draft`, so a save naming some texts (`{ "0": { "title": … } }`) keeps every other one.
 * An empty text ("") is a text named: it is no longer translated. What `sent` names that is no
 * text of the English (`english`) is kept as sent, for checkedDraft to refuse.
 */
export const translationOverDraft = (
  id: ContentDocumentId,
  english: unknown,
  draft: unknown,
  sent: unknown,
): unknown => laidOver(keptTexts(englishTexts(id, english), draft), sent);

/**
 * `data` as the `locale` draft of document `id` (whose English draft is `english`) is stored, and
 * what is wrong with it, by path (none: it may be saved). The English must agree with the English
 * drafts of the documents checked with it (`beside`: draftsBeside). A translation may leave texts
 * unwritten; what it writes is in its language's script and keeps to the term base. A document
 * without translations takes none.
 */
export function checkedDraft(
  id: ContentDocumentId,
  locale: Locale,
  data: unknown,
  english: unknown,
  beside: Partial<Record<ContentDocumentId, unknown>> = {},
): { data: unknown; errors: Record<string, string> } {
  const schema = CONTENT_DOCUMENTS[id].schema;
  if (locale === "en") {
    // Stored as the schema reads it: trimmed, without a field the document does not have.
    const parsed = schema.safeParse(data);
    if (!parsed.success) return { data, errors: issuesByPath(parsed.error) };
    const errors = {
      ...readOnlyErrors(schema, parsed.data, english),
      ...crossErrors(id, parsed.data, beside),
    };
    return { data: parsed.data, errors };
  }
  if (!isTranslated(id)) return { data, errors: { "": NO_TRANSLATION } };
  const shape = shapeProblems(englishTexts(id, english), data);
  if (Object.keys(shape).length > 0) return { data, errors: shape };
  const texts = languageProblems(id, locale, data);
  if (Object.keys(texts).length > 0) return { data, errors: texts };
  const parsed = schema.safeParse(overlay(english, usableTranslation(english, data)));
  return { data, errors: parsed.success ? {} : issuesByPath(parsed.error) };
}

/** A language's data, as the page shows it: a translation laid over the English, which fills its gaps. */
export const shownData = (english: unknown, locale: Locale, data: unknown): unknown =>
  locale === "en" ? english : overlay(english, usableTranslation(english, data));

/**
 * A language's state: `missing` when a text is not written (the page shows the English there),
 * `outdated` when the English texts changed since the translation was written, `draft` when a draft
 * is not published yet, else `published`.
 */
export function localeState(id: ContentDocumentId, state: ContentDocumentState, locale: Locale): LocaleState {
  const head = state.heads.find((item) => item.locale === locale);
  const english = state.heads.find((item) => item.locale === "en")?.draft;
  if (!head || !english) return "missing";
  if (locale !== "en") {
    if (missingTexts(englishTexts(id, english.data), head.draft.data).length > 0) return "missing";
    if (head.draft.englishTexts !== englishTextsHash(id, english.data)) return "outdated";
  }
  return head.published?.id === head.draft.id ? "published" : "draft";
}

/**
 * A document as the JSON API answers it: its drafts and what the site shows, in each of its
 * languages (English alone for a document without translations).
 */
export function documentView(id: ContentDocumentId, state: ContentDocumentState) {
  const inEachLocale = <T>(value: (locale: Locale) => T) =>
    Object.fromEntries(documentLocales(id).map((locale) => [locale, value(locale)])) as Partial<
      Record<Locale, T>
    >;
  const head = (locale: Locale) => state.heads.find((item) => item.locale === locale);
  return {
    id,
    title: CONTENT_DOCUMENTS[id].title,
    revision: state.revision,
    draft: inEachLocale<unknown>((locale) => head(locale)?.draft.data ?? null),
    published: inEachLocale<unknown>((locale) => head(locale)?.published?.data ?? null),
    locales: inEachLocale((locale) => localeState(id, state, locale)),
  };
}

/** A revision in the history, without its data. */
export const revisionSummary = (revision: ContentRevision) => ({
  revision: revision.id,
  locale: revision.locale,
  author: revision.authorName,
  savedAt: revision.savedAt.toISOString(),
  note: revision.note,
});
