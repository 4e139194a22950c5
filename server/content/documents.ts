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
import {
  characterName,
  check,
  type Finding,
  type Mismatch,
  mismatches,
  reordersText,
} from "../../content/term-check.ts";
import {
  isWritten,
  missingTexts,
  sameJson,
  shapeProblems,
  sortedJson,
  textsOf,
  usableTranslation,
} from "../../content/translation-shape.ts";
import { LOCALE_SCRIPTS, LOCALES, type Locale } from "../../contracts/locales.ts";
import type {
  ContentDocumentState,
  ContentHead,
  ContentRevision,
  ContentStore,
  EnglishHead,
} from "../db/content.ts";
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

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`);

/** One finding of the term check as staff read it: what is wrong, and what to write. */
function findingMessage(language: "gu" | "hi", finding: Finding): string {
  const { found, use } = finding;
  switch (finding.kind) {
    case "latin":
      return `"${found}" is an English word: write it in ${LOCALE_LABELS[language]} (only the names and abbreviations the term base allows stay in English).`;
    case "script":
      return `"${found}" is another script: write the text in ${LOCALE_LABELS[language]}.`;
    case "digits": {
      const digits = LOCALE_SCRIPTS.gu.test(found) ? "Gujarati" : "Devanagari";
      return `"${found}" is written in ${digits} digits: write it with the digits 0-9 (${use}), as the term base says.`;
    }
    case "invisible": {
      const what = reordersText(found)
        ? "an invisible character that reorders the text"
        : "an invisible character";
      const where = finding.after ? `after "${finding.after}"` : "at the start";
      return `Holds ${what}, ${characterName(found)}, ${where}: delete it, or type that part of the text again.`;
    }
    default:
      return `The term base writes "${found}" as ${use}.`;
  }
}

/** How each kind of mismatch is said: what a text does with it, how it is shown, what to do. */
const MISMATCH_WORDS = {
  figures: {
    does: () => "has",
    shown: (items: readonly string[]) => items,
    fix: "write the figures as the English has them",
  },
  links: {
    does: () => "links to",
    shown: quoted,
    fix: "keep the links as the English has them; only their words are translated",
  },
  pictures: {
    does: (count: number) => (count > 1 ? "shows the pictures" : "shows the picture"),
    shown: quoted,
    fix: "keep the pictures as the English has them; only their descriptions are translated",
  },
} as const;

/** A text's mismatch with its English as staff read it: what differs, and what to do. */
function mismatchMessage({ kind, english, translation }: Mismatch): string {
  if (kind === "addresses")
    return `${listed(quoted(translation))} ${translation.length > 1 ? "are" : "is"} not in the English: write only the email and web addresses the English has.`;
  const { does, shown, fix } = MISMATCH_WORDS[kind];
  const has = (who: string, items: readonly string[]) =>
    `${who} ${does(items.length)} ${listed(shown(items))}`;
  if (translation.length === 0) return `${has("The English", english)}, which this text does not: ${fix}.`;
  if (english.length === 0) return `${has("This text", translation)}, which the English does not: ${fix}.`;
  return `${has("The English", english)}; ${has("this text", translation)}: ${fix}.`;
}

/**
 * What a Gujarati or Hindi translation writes wrongly, by path, each problem a line: what the term
 * check finds (an invisible character, a letter of another script, a figure in the script's
 * digits, the term base's words and spellings, an English word), and how a written text differs
 * from its English in what only the English changes (figures, addresses, links, pictures). A text
 * as it is in `compared` was compared when it was saved, with the English it was written from: an
 * English changed since marks it outdated, and does not stop a save of the other texts.
 */
function languageProblems(
  id: ContentDocumentId,
  language: "gu" | "hi",
  data: unknown,
  english: unknown,
  compared: unknown,
): Record<string, string> {
  const englishAt = new Map(textsWithPaths(englishTexts(id, english)));
  const comparedAt = new Map(textsWithPaths(compared));
  const problems: Record<string, string> = {};
  for (const [key, text] of textsWithPaths(data)) {
    const compare = isWritten(text) && comparedAt.get(key) !== text;
    const messages = [
      ...check({ file: id, key, language, text }).map((finding) => findingMessage(language, finding)),
      ...(compare ? mismatches(englishAt.get(key) ?? "", text).map(mismatchMessage) : []),
    ];
    if (messages.length > 0) problems[key] = messages.join("\n");
  }
  return problems;
}

/** Each path's messages of `refusals`, one a line, in their order. */
export function allMessages(...refusals: Record<string, string>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const refusal of refusals)
    for (const [path, message] of Object.entries(refusal))
      messages[path] = messages[path] === undefined ? message : `${messages[path]}\n${message}`;
  return messages;
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
 * refuse, in words: each check with the English drafts of the documents published and what is live
 * of the others (`english`, by document). Empty when the publish may go ahead.
 */
export function publishProblems(
  ids: readonly string[] | undefined,
  english: Map<string, EnglishHead>,
): string[] {
  const published = (id: string) => ids === undefined || ids.includes(id);
  const problems: string[] = [];
  for (const check of CROSS_CHECKS) {
    if (!check.documents.some(published)) continue;
    const shown: Partial<Record<ContentDocumentId, unknown>> = {};
    for (const id of check.documents) {
      const head = english.get(id);
      shown[id] = published(id) ? head?.draft : (head?.published ?? head?.draft);
    }
    if (check.documents.some((id) => shown[id] === undefined)) continue;
    problems.push(...check.problems(shown).map(({ message, elsewhere }) => elsewhere ?? message));
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
    for (const { message, paths, elsewhere } of check.problems(english)) {
      const path = paths[id] ?? "";
      const said = paths[id] === undefined ? (elsewhere ?? message) : message;
      errors[path] = errors[path] ? `${errors[path]} ${said}` : said;
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
 * what is wrong with it, by path (none: it may be saved; a path's problems one a line). The
 * English must agree with the English drafts of the documents checked with it (`beside`:
 * draftsBeside). A translation may leave texts unwritten; what it writes is in its language's
 * script, keeps to the term base, and has its English's figures, addresses, links and pictures:
 * each text that is not as in `compared` (the language's stored draft, whose texts were compared
 * when saved). A document without translations takes none.
 */
export function checkedDraft(
  id: ContentDocumentId,
  locale: Locale,
  data: unknown,
  english: unknown,
  {
    beside = {},
    compared,
  }: { beside?: Partial<Record<ContentDocumentId, unknown>>; compared?: unknown } = {},
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
  // Every problem at once: a text too short for the schema also shows what the term check finds.
  const parsed = schema.safeParse(overlay(english, usableTranslation(english, data)));
  const errors = allMessages(
    parsed.success ? {} : issuesByPath(parsed.error),
    languageProblems(id, locale, data, english, compared),
  );
  return { data, errors };
}

/** A language's data, as the page shows it: a translation laid over the English, which fills its gaps. */
export const shownData = (english: unknown, locale: Locale, data: unknown): unknown =>
  locale === "en" ? english : overlay(english, usableTranslation(english, data));

/**
 * Whether the site shows a language's draft as it is: it is the published revision, or one saved
 * since with the same data (a change changed back), written for the same English.
 */
export const draftIsLive = ({ draft, published }: ContentHead): boolean =>
  published !== null &&
  (published.id === draft.id ||
    (published.englishTexts === draft.englishTexts && sameJson(published.data, draft.data)));

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
  return draftIsLive(head) ? "published" : "draft";
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
