/**
 * What the editor's form shows in a conflict (a save after someone else's: conflict.ts) beside the
 * fields: where you both changed a field, "Your text" and "Saved by <name> at <time>" side by side,
 * to keep one; a note where their text was taken (you had not changed it); an item of yours they
 * removed and the items they added, each to keep or not. Each choice is a pair of radio buttons
 * named `keep:<path>`, none chosen until the person chooses.
 */
import { shortTime } from "../../inbox/labels.ts";
import { type Choice, type ConflictView, choiceName } from "../conflict.ts";
import { type FormField, type GroupField, itemName, valueAt } from "../form.ts";

/** "Saved by Priya Shah at 2 Dec, 16:40": who saved this language since the form was opened. */
export function savedBy(conflict: ConflictView): string {
  if (!conflict.theirs) return "Saved by someone else";
  const { names, at } = conflict.theirs;
  const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `Saved by ${who} at ${shortTime(at)}`;
}

/** A value as the choice shows it: a check box's state in words, an empty text said so. */
function shownValue(field: FormField, value: unknown): string {
  if (field.kind === "check") return value === true ? "ticked" : "not ticked";
  return value === undefined || value === null || value === "" ? "(empty)" : String(value);
}

/** Two radio buttons: keep yours (`yours`) or take theirs, with what each means. */
function ChoicePair({
  path,
  legend,
  yours,
  theirs,
  conflict,
}: {
  path: string;
  legend: string;
  yours: string;
  theirs: string;
  conflict: ConflictView;
}) {
  const chosen = conflict.choices[path];
  const option = (value: Choice, heading: string, text: string) => (
    <label className="conflict-option">
      <input type="radio" name={choiceName(path)} value={value} defaultChecked={chosen === value} />
      <span>
        <strong>{heading}</strong>
        <span className="conflict-text">{text}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="conflict-choice">
      <legend>{legend}</legend>
      {option("yours", "Your text", yours)}
      {option("theirs", savedBy(conflict), theirs)}
    </fieldset>
  );
}

/** Beside a field, in a conflict: the choice where you both changed it, or the note that theirs was taken. */
export function FieldConflict({
  field,
  conflict,
}: {
  field: FormField;
  conflict?: ConflictView | undefined;
}) {
  if (!conflict || field.kind === "group") return null;
  if (conflict.contested.includes(field.path)) {
    const yours = field.kind === "check" ? field.checked : field.value;
    return (
      <ChoicePair
        path={field.path}
        legend={`You both changed "${field.label}": keep which?`}
        yours={`${shownValue(field, yours)} (as in the field)`}
        theirs={shownValue(field, valueAt(conflict.comparison.theirs, field.path))}
        conflict={conflict}
      />
    );
  }
  return conflict.taken.includes(field.path) ? (
    <p className="theirs">
      <strong>{savedBy(conflict)}:</strong> you had not changed this, so their text is in the field now.
    </p>
  ) : null;
}

/** Beside a list's item or a list, in a conflict: keep an item they removed, add the items they added. */
export function ListConflict({
  field,
  conflict,
}: {
  field: GroupField;
  conflict?: ConflictView | undefined;
}) {
  if (!conflict) return null;
  const name = (item: unknown) => `"${itemName(item) ?? "an item without a name"}"`;
  if (conflict.removed.includes(field.path))
    return (
      <ChoicePair
        path={field.path}
        legend={`Their draft does not have this item (${field.label}): keep it?`}
        yours="Keep this item"
        theirs="Remove it, as in their draft"
        conflict={conflict}
      />
    );
  const added = conflict.added.find((entry) => entry.list === field.path)?.items;
  return added ? (
    <ChoicePair
      path={field.path}
      legend={`Their draft has ${added.length === 1 ? "an item" : "items"} this list does not: ${added.map(name).join(", ")}`}
      yours={added.length === 1 ? "Leave it out" : "Leave them out"}
      theirs={`Add ${added.length === 1 ? "it" : "them"} at the end of the list`}
      conflict={conflict}
    />
  ) : null;
}
