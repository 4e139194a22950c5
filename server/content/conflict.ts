/**
 * A save that came after someone else's (a conflict), as the editor's form settles it: the draft
 * the form was opened on (the revision it names, `base`), the form's draft (yours) and the draft
 * saved since (theirs) compared field by field, list items paired (changes.ts):
 * - a field only they changed takes their text (you had not changed it): nothing of theirs is lost;
 * - a field only you changed keeps yours;
 * - a field you both changed, an item of yours they removed, and items they added are the person's
 *   to choose, each: keep yours or take theirs ("yours" or "theirs" posted as `keep:<path>`, or one
 *   choice for all). A save with a choice left open is not stored: the form is shown again.
 * Without the base (a revision no longer kept), every difference is a choice.
 */
import { sameJson, sortedJson } from "../../content/translation-shape.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { ContentRevision, ContentStore } from "../db/content.ts";
import { compareDrafts, type DraftComparison, inItemOnlyYours } from "./changes.ts";
import { pathAt, valueAt } from "./form.ts";

/** Who saved the language since the form was opened, the last of them first, and when the last did. */
export interface TheirSave {
  names: string[];
  /** Their accounts' ids (null: no account, as the seed's): all the reader's own is another tab. */
  authorIds: (string | null)[];
  at: Date;
}

/** What the form shows of a conflict (see the top of this file). */
export interface ConflictView {
  /** The revision the form was opened on: posted again, so a save after the choices knows it. */
  base: number;
  /** Undefined when nobody saved this language since (another language was saved). */
  theirs: TheirSave | undefined;
  /** Their draft laid beside the form's: their text of each field. */
  comparison: DraftComparison;
  /** Fields you both changed: a choice each. */
  contested: string[];
  /** Fields only they changed: their text is in the form now. */
  taken: string[];
  /** Items of yours their draft removed: a choice each (keep it, or remove it as they did). */
  removed: string[];
  /** Items they added, by the form's list: a choice each list (add them at its end, or not). */
  added: { list: string; items: unknown[] }[];
  /** The choices posted, by path. */
  choices: Readonly<Record<string, Choice>>;
}

export type Choice = "yours" | "theirs";

/** The name of the choice posted for `path`. */
export const choiceName = (path: string) => `keep:${path}`;

/** The choices a post made, by path. */
export function postedChoices(form: Record<string, unknown>): Record<string, Choice> {
  const choices: Record<string, Choice> = {};
  for (const [name, value] of Object.entries(form)) {
    const chosen = Array.isArray(value) ? value[0] : value;
    if (name.startsWith("keep:") && (chosen === "yours" || chosen === "theirs"))
      choices[name.slice("keep:".length)] = chosen;
  }
  return choices;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths of the values (not objects or lists) of `mine` and of `theirs` laid beside it. */
function leafPaths(mine: unknown, theirs: unknown, path = ""): string[] {
  if (Array.isArray(mine))
    return mine.flatMap((item, index) =>
      leafPaths(item, Array.isArray(theirs) ? theirs[index] : undefined, pathAt(path, index)),
    );
  if (isRecord(mine) || isRecord(theirs)) {
    const keys = new Set([
      ...Object.keys(isRecord(mine) ? mine : {}),
      ...Object.keys(isRecord(theirs) ? theirs : {}),
    ]);
    return [...keys].flatMap((key) =>
      leafPaths(
        isRecord(mine) ? mine[key] : undefined,
        isRecord(theirs) ? theirs[key] : undefined,
        pathAt(path, key),
      ),
    );
  }
  return [path];
}

/** `data` with `value` at `path` (its parents made as needed). */
function setAt(data: unknown, path: string, value: unknown): void {
  const keys = path.split(".");
  let parent = data as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (typeof parent[key] !== "object" || parent[key] === null) parent[key] = {};
    parent = parent[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/**
 * Your draft `mine` (the form's) beside `theirs` (the draft saved since) and `base` (the draft the
 * form was opened on; undefined when not kept), with the choices made: the draft to save (their
 * text where only they changed it, and where you chose theirs), and what is left to choose.
 * `all`: the choice for every one not made.
 */
export function settleConflict(
  mine: unknown,
  theirs: unknown,
  base: unknown,
  choices: Readonly<Record<string, Choice>>,
  all?: Choice,
): { data: unknown; open: string[]; view: Omit<ConflictView, "base" | "theirs" | "choices"> } {
  const data = structuredClone(mine);
  const toTheirs = compareDrafts(mine, theirs);
  const toBase = base === undefined ? undefined : compareDrafts(mine, base);
  /** Whether the ancestor has the item holding `path`, so what it has there says who changed what. */
  const inBase = (path: string) => toBase !== undefined && !inItemOnlyYours(toBase, path);
  const choice = (path: string) => choices[path] ?? all;
  const contested: string[] = [];
  const taken: string[] = [];
  for (const path of leafPaths(mine, toTheirs.theirs)) {
    if (inItemOnlyYours(toTheirs, path)) continue;
    const yours = valueAt(mine, path);
    const their = valueAt(toTheirs.theirs, path);
    if (sameJson(yours, their)) continue;
    const known = inBase(path);
    const was = known ? valueAt(toBase?.theirs, path) : undefined;
    if (known && sameJson(their, was)) continue;
    if (known && sameJson(yours, was)) {
      setAt(data, path, their);
      taken.push(path);
    } else contested.push(path);
  }
  // Your items their draft lacks: they removed those the ancestor had (you added the others).
  const removed = toTheirs.onlyYours.filter((path) => base === undefined || inBase(path));
  // Their items yours lacks: they added those the ancestor did not have (you removed the others).
  const theyAdded =
    base === undefined ? undefined : new Set(theirItemsNotIn(theirs, base).map((item) => sortedJson(item)));
  const added = toTheirs.onlyTheirs
    .map(({ list, items }) => ({
      list,
      items: items.filter((item) => theyAdded === undefined || theyAdded.has(sortedJson(item))),
    }))
    .filter(({ items }) => items.length > 0);
  const open: string[] = [];
  for (const path of contested) {
    if (choice(path) === "theirs") setAt(data, path, valueAt(toTheirs.theirs, path));
    else if (choice(path) !== "yours") open.push(path);
  }
  // Items are added and removed after the fields are settled: the paths above stay right.
  for (const { list, items } of added) {
    const shown = valueAt(data, list);
    if (choice(list) === "theirs" && Array.isArray(shown)) shown.push(...structuredClone(items));
    else if (choice(list) !== "yours") open.push(list);
  }
  for (const path of [...removed].reverse()) {
    const list = valueAt(data, path.split(".").slice(0, -1).join("."));
    if (choice(path) === "theirs" && Array.isArray(list)) list.splice(Number(path.split(".").at(-1)), 1);
    else if (choice(path) !== "yours") open.push(path);
  }
  return { data, open, view: { comparison: toTheirs, contested, taken, removed, added } };
}

/** The items of `theirs` that `base` does not have (their additions), from every list. */
function theirItemsNotIn(theirs: unknown, base: unknown): unknown[] {
  return compareDrafts(theirs, base).onlyYours.map((path) => valueAt(theirs, path));
}

/**
 * The `locale` draft of document `id` as it was at revision `base` (undefined when no revision so
 * old is kept), and who saved that language since.
 */
export async function draftsSince(store: ContentStore, id: string, locale: Locale, base: number) {
  const since: ContentRevision[] = [];
  let before: ContentRevision | undefined;
  for await (const revision of store.eachRevision(id, { locale })) {
    if (revision.id <= base) {
      before = revision;
      break;
    }
    since.push(revision);
  }
  const names = [...new Set(since.map((revision) => revision.authorName ?? "someone"))];
  const last = since[0];
  return {
    base: before?.data,
    theirs: last
      ? { names, authorIds: [...new Set(since.map((revision) => revision.authorId))], at: last.savedAt }
      : undefined,
  };
}
