/**
 * How two versions of a document differ, with the items of each list paired by their `id` when
 * every item has one (else by equal content, then in order: pairItems), so a moved or removed item
 * is not compared with its neighbour. The conflict view lays the other person's draft beside yours with it
 * (`compareDrafts`); the history says what each revision changed (`changedFields`).
 */
import { sortedJson } from "../../content/translation-shape.ts";
import { pathAt } from "./form.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The id a list's item is known by, when it has one. */
const idOf = (item: unknown) => (isRecord(item) && typeof item.id === "string" ? item.id : undefined);

/**
 * The items of `other` paired with those of `list`: for each item of `list`, the index of its
 * partner in `other` (-1: none), and the indexes of `other` without a partner. Paired by id when
 * every item of both lists has one; else an item with an item equal to it, and the items left in
 * their order (the first left of one list with the first left of the other, and so on), so an item
 * edited keeps its partner while another one is moved or removed.
 */
export function pairItems(
  list: readonly unknown[],
  other: readonly unknown[],
): { partners: number[]; unpaired: number[] } {
  const taken = new Set<number>();
  const take = (found: number) => {
    if (found >= 0) taken.add(found);
    return found;
  };
  const free = (at: number) => !taken.has(at);
  let partners: number[];
  if ([...list, ...other].every((item) => idOf(item) !== undefined)) {
    partners = list.map((item) =>
      take(other.findIndex((candidate, at) => free(at) && idOf(candidate) === idOf(item))),
    );
  } else {
    const same = other.map((item) => sortedJson(item));
    partners = list.map((item) => {
      const json = sortedJson(item);
      return take(same.findIndex((candidate, at) => free(at) && candidate === json));
    });
    partners = partners.map((partner) =>
      partner >= 0 ? partner : take(other.findIndex((_, at) => free(at))),
    );
  }
  const unpaired = other.map((_, index) => index).filter(free);
  return { partners, unpaired };
}

/** Someone else's draft laid beside yours, for the conflict view. */
export interface DraftComparison {
  /**
   * Their draft with each list's items in the places of the items of yours they pair with
   * (undefined where yours has an item theirs does not): compared field by field with yours by path.
   */
  theirs: unknown;
  /** The paths of your items their draft does not have (you added them, or they removed them). */
  onlyYours: string[];
  /** Their items your draft does not have (they added them, or you removed them), by your list's path. */
  onlyTheirs: { list: string; items: unknown[] }[];
}

/** `theirs` laid beside `mine`, the draft of the same language in the form (see DraftComparison). */
export function compareDrafts(mine: unknown, theirs: unknown): DraftComparison {
  const comparison: DraftComparison = { theirs: undefined, onlyYours: [], onlyTheirs: [] };
  const align = (yours: unknown, their: unknown, path: string): unknown => {
    if (Array.isArray(yours) && Array.isArray(their)) {
      const { partners, unpaired } = pairItems(yours, their);
      if (unpaired.length > 0)
        comparison.onlyTheirs.push({ list: path, items: unpaired.map((index) => their[index]) });
      return yours.map((item, index) => {
        const partner = partners[index] ?? -1;
        if (partner >= 0) return align(item, their[partner], pathAt(path, index));
        comparison.onlyYours.push(pathAt(path, index));
        return undefined;
      });
    }
    if (isRecord(yours) && isRecord(their))
      return Object.fromEntries(
        Object.entries(their).map(([key, value]) => [key, align(yours[key], value, pathAt(path, key))]),
      );
    return their;
  };
  comparison.theirs = align(mine, theirs, "");
  return comparison;
}

/** Whether `path` is inside one of your items that their draft does not have (or is that item). */
export const inItemOnlyYours = (comparison: DraftComparison, path: string) =>
  comparison.onlyYours.some((item) => path === item || path.startsWith(`${item}.`));

/**
 * What a revision changed at a path: a field's value (with the part that differs, before and after:
 * `from` and `to`, changedText), a list's item added or removed, a list's order.
 */
export interface FieldChange {
  path: string;
  change: "changed" | "added" | "removed" | "moved";
  from?: string;
  to?: string;
}

/** How many characters of a changed value the history shows, around where it changed. */
const SHOWN_AROUND = 40;

/**
 * A value as the history shows it: text as it is, a number or yes/no as written, a group of fields
 * (a link's words and address) as its values one after the other; "" for none.
 */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object")
    return Object.values(value)
      .map(valueText)
      .filter((text) => text !== "")
      .join(" · ");
  return String(value);
}

const graphemes = new Intl.Segmenter();

/** A text's letters as a reader sees them: a Gujarati or Hindi consonant with its vowel sign is one. */
const letters = (text: string) => Array.from(graphemes.segment(text), ({ segment }) => segment);

/**
 * The part of `before` and `after` that differs, with a few characters around it, "…" where cut:
 * for a long text (a blog body), where the change is rather than its first words.
 */
export function changedText(before: unknown, after: unknown): { from: string; to: string } {
  const [old, now] = [letters(valueText(before)), letters(valueText(after))];
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start++;
  let end = 0;
  while (end < old.length - start && end < now.length - start && old.at(-1 - end) === now.at(-1 - end)) end++;
  // The same start for both: they are alike up to the change.
  const from = wordEdge(old, Math.max(0, start - SHOWN_AROUND), 1);
  const cut = (text: string[]) => {
    const around = Math.max(text.length - end + SHOWN_AROUND, from + 2 * SHOWN_AROUND);
    const to = wordEdge(text, Math.min(text.length, around, from + 4 * SHOWN_AROUND), -1);
    return `${from > 0 ? "…" : ""}${text.slice(from, to).join("")}${to < text.length ? "…" : ""}`;
  };
  return { from: cut(old), to: cut(now) };
}

/** How far a cut moves to fall between words. */
const WORD_SNAP = 12;

/**
 * Where to cut `text` near `index` so no word is cut in two: the nearest place between words at most
 * WORD_SNAP letters further on (`step` 1, a start) or back (-1, an end); `index` itself when none.
 */
function wordEdge(text: readonly string[], index: number, step: 1 | -1): number {
  if (index <= 0 || index >= text.length) return index;
  for (let moved = 0; moved <= WORD_SNAP; moved++) {
    const at = index + step * moved;
    if (at <= 0 || at >= text.length) break;
    if (/\s/u.test(text[step === 1 ? at - 1 : at] ?? "")) return at;
  }
  return index;
}

/**
 * What `after` changed of `before` (two versions of one language of a document): each field whose
 * value differs, each list item added or removed (a removed item by its place in `before`), and
 * each list whose paired items changed order.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  const walk = (old: unknown, now: unknown, path: string) => {
    if (Array.isArray(old) && Array.isArray(now)) {
      const { partners, unpaired } = pairItems(now, old);
      const kept = partners.filter((partner) => partner >= 0);
      if (kept.some((partner, index) => index > 0 && partner < (kept[index - 1] ?? 0)))
        changes.push({ path, change: "moved" });
      for (const [index, partner] of partners.entries()) {
        if (partner < 0) changes.push({ path: pathAt(path, index), change: "added" });
        else walk(old[partner], now[index], pathAt(path, index));
      }
      for (const index of unpaired) changes.push({ path: pathAt(path, index), change: "removed" });
      return;
    }
    if (isRecord(old) && isRecord(now)) {
      const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
      for (const key of keys) walk(old[key], now[key], pathAt(path, key));
      return;
    }
    // Key order aside: PostgreSQL gives a stored object's keys back in its own order.
    if (sortedJson(old) !== sortedJson(now))
      changes.push({ path, change: "changed", ...changedText(old, now) });
  };
  walk(before, after, "");
  return changes;
}
