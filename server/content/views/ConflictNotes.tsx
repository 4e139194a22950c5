/**
 * What the editor's form shows in a conflict (a save after someone else's), beside the fields: the
 * other person's value where it differs, a note on an item only your draft has, and the items of a
 * list only theirs has (the drafts compared with list items paired: changes.ts).
 */
import { type DraftComparison, inItemOnlyYours } from "../changes.ts";
import { type FormField, type GroupField, itemName, valueAt } from "../form.ts";

/**
 * A field's value as the other person's draft has it, when it differs from this one's (never in an
 * item their draft does not have: that item is shown as such).
 */
export function theirValue(field: FormField, conflict: DraftComparison): string | undefined {
  if (field.kind === "group" || inItemOnlyYours(conflict, field.path)) return undefined;
  const value = valueAt(conflict.theirs, field.path);
  const text =
    field.kind === "check" ? (value === true ? "ticked" : "not ticked") : value == null ? "" : String(value);
  const mine = field.kind === "check" ? (field.checked ? "ticked" : "not ticked") : field.value;
  return text === mine ? undefined : text;
}

/** The other person's value of a field, where it differs from yours. */
export function TheirValue({
  field,
  conflict,
}: {
  field: FormField;
  conflict?: DraftComparison | undefined;
}) {
  if (conflict === undefined) return null;
  const value = theirValue(field, conflict);
  return value === undefined ? null : (
    <span className="theirs">
      <strong>Their draft:</strong> {value === "" ? "(empty)" : value}
    </span>
  );
}

/** In a conflict: a note on an item of yours their draft does not have. */
export function OnlyYours({ field, conflict }: { field: FormField; conflict?: DraftComparison | undefined }) {
  return conflict?.onlyYours.includes(field.path) ? (
    <p className="theirs">
      <strong>Their draft:</strong> does not have this item (you added it, or they removed it).
    </p>
  ) : null;
}

/** In a conflict: the items of a list that only their draft has. */
export function OnlyTheirs({
  field,
  conflict,
}: {
  field: GroupField;
  conflict?: DraftComparison | undefined;
}) {
  const items = conflict?.onlyTheirs.find((entry) => entry.list === field.path)?.items;
  if (!items) return null;
  return (
    <div className="theirs">
      <strong>Their draft also has</strong> (they added it, or you removed it):
      <ul>
        {items.map((item, index) => (
          <li key={index}>{itemName(item) ?? "an item without a name"}</li>
        ))}
      </ul>
    </div>
  );
}
