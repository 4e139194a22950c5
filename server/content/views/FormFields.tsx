/**
 * The fields of the editor's form (form.ts), drawn as HTML: a label and the schema's hint for each,
 * a fieldset with its legend for each group, each list's items with buttons that move, remove and
 * add them (plain submit buttons: the form is posted with everything typed, and shown again
 * changed). A translation's text shows its English beside it (read-only), marked when missing or
 * when the English changed since. A refused field shows its message; in a conflict, the other
 * person's value where it differs.
 */
import type { Locale } from "../../../contracts/locales.ts";
import { type FormField, type GroupField, lengthField, valueAt } from "../form.ts";

/** The id of a field's control (or fieldset) on the page, for labels and the error summary's links. */
export const fieldId = (path: string) => `field-${path === "" ? "document" : path.replaceAll(".", "-")}`;

export interface FieldContext {
  /** The language the form writes (the inputs' `lang`). */
  locale: Locale;
  /** The refused save's messages, by path. */
  errors: Readonly<Record<string, string>>;
  /** In a conflict: the other person's draft of this language, to show where it differs. */
  theirs?: unknown;
}

/** Every field of a form, in page order (groups before their fields), named with the groups it is in. */
export function allFields(field: FormField, trail = ""): { field: FormField; name: string }[] {
  // The document's own group is the page's heading: not part of a field's name.
  const name = field.path === "" ? "" : trail ? `${trail} › ${field.label}` : field.label;
  return field.kind === "group"
    ? [{ field, name: name || field.label }, ...field.fields.flatMap((child) => allFields(child, name))]
    : [{ field, name }];
}

/** The schema's refusals in plain words (the JSON API keeps zod's own). */
const PLAIN_MESSAGES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Too small: expected string to have >=1 characters?$/,
    () => "Write something here: it may not be empty.",
  ],
  [/^Too small: expected string to have >=(\d+) characters$/, (m) => `Write at least ${m[1]} characters.`],
  [/^Too big: expected string to have <=(\d+) characters$/, (m) => `Write at most ${m[1]} characters.`],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (m) => `Write a number of at least ${m[1]}.`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (m) => `Write a number of at most ${m[1]}.`],
  [
    /^Too small: expected array to have >=(\d+) items$/,
    (m) =>
      m[1] === "1" ? "Keep at least one item in this list." : `Keep at least ${m[1]} items in this list.`,
  ],
  [/^must be a lowercase slug$/, () => "Use only lowercase letters, digits and dashes, without spaces."],
  [/^duplicate id$/, () => "Another item of this list already uses this id: choose another one."],
  [/^must be a real date$/, () => "Write a date that exists, as YYYY-MM-DD."],
  [/^Invalid email address$/, () => "Write an email address, such as name@example.com."],
  [
    /^must be \+91 followed by 10 digits$/,
    () => "Write the number as +91 and its 10 digits, such as +91 98250 12345.",
  ],
  [/^Invalid input: expected number, received \w+$/, () => "Write a number."],
  [/^Invalid input: expected string, received null$/, () => "Write something here: it may not be empty."],
];

export function plainMessage(message: string): string {
  for (const [pattern, plain] of PLAIN_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return plain(match);
  }
  return message;
}

/** A field's value as the other person's draft has it, when it differs from this one's. */
export function theirValue(field: FormField, theirs: unknown): string | undefined {
  if (field.kind === "group") return undefined;
  const value = valueAt(theirs, field.path);
  const text =
    field.kind === "check" ? (value === true ? "ticked" : "not ticked") : value == null ? "" : String(value);
  const mine = field.kind === "check" ? (field.checked ? "ticked" : "not ticked") : field.value;
  return text === mine ? undefined : text;
}

/** The ids describing a control: its hint, its English, its error, each when there. */
const describedBy = (field: FormField, error: string | undefined, english = false) =>
  [
    field.hint && `${fieldId(field.path)}-hint`,
    english && `${fieldId(field.path)}-english`,
    error && `${fieldId(field.path)}-error`,
  ]
    .filter(Boolean)
    .join(" ") || undefined;

function Hint({ field }: { field: FormField }) {
  return field.hint ? (
    <span className="hint" id={`${fieldId(field.path)}-hint`}>
      {field.hint}
    </span>
  ) : null;
}

function ErrorText({ field, error }: { field: FormField; error: string | undefined }) {
  return error ? (
    <span className="error-text" id={`${fieldId(field.path)}-error`}>
      {plainMessage(error)}
    </span>
  ) : null;
}

function Theirs({ field, context }: { field: FormField; context: FieldContext }) {
  if (context.theirs === undefined) return null;
  const value = theirValue(field, context.theirs);
  return value === undefined ? null : (
    <span className="theirs">
      <strong>Their draft:</strong> {value === "" ? "(empty)" : value}
    </span>
  );
}

/** One input with its label, hint, English (a translation's), error and the other draft's value. */
function Control({ field, context }: { field: Exclude<FormField, GroupField>; context: FieldContext }) {
  const id = fieldId(field.path);
  const error = context.errors[field.path];
  const invalid = error ? true : undefined;
  if (field.kind === "check")
    return (
      <div className="content-field">
        <label className="check">
          <input
            type="checkbox"
            id={id}
            name={field.path}
            defaultChecked={field.checked}
            aria-invalid={invalid}
            aria-describedby={describedBy(field, error)}
          />{" "}
          {field.label}
        </label>
        <Hint field={field} />
        <ErrorText field={field} error={error} />
        <Theirs field={field} context={context} />
      </div>
    );
  const english = field.kind === "text" ? field.english : undefined;
  const missing = english !== undefined && field.kind === "text" && field.value.trim() === "";
  const outdated = field.kind === "text" && field.englishBefore !== undefined;
  const common = {
    id,
    name: field.path,
    "aria-invalid": invalid,
    "aria-describedby": describedBy(field, error, english !== undefined),
    readOnly: field.kind === "text" ? field.readOnly : undefined,
  };
  return (
    <div className={english === undefined ? "content-field" : "content-field translated"}>
      <label htmlFor={id}>
        {field.label}
        {missing ? <span className="badge state-missing">Not translated</span> : null}
        {outdated ? <span className="badge state-outdated">English changed</span> : null}
      </label>
      <Hint field={field} />
      {english !== undefined ? (
        <div className="english" id={`${id}-english`}>
          <span className="english-label">English:</span>{" "}
          <span lang="en" className="english-text">
            {english}
          </span>
          {field.kind === "text" && field.englishBefore !== undefined ? (
            <span className="english-before">
              <span className="english-label">It was, when translated:</span>{" "}
              <span lang="en">{field.englishBefore}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      {field.kind === "number" ? (
        <input
          {...common}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.min}
          max={field.max}
          defaultValue={field.value}
        />
      ) : field.kind === "choice" ? (
        <select {...common} defaultValue={field.value}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option === "" ? "(none)" : option}
            </option>
          ))}
        </select>
      ) : field.long ? (
        <textarea
          {...common}
          lang={context.locale}
          rows={5}
          maxLength={field.maxLength}
          defaultValue={field.value}
        />
      ) : (
        <input
          {...common}
          lang={context.locale}
          type="text"
          maxLength={field.maxLength}
          defaultValue={field.value}
        />
      )}
      <ErrorText field={field} error={error} />
      <Theirs field={field} context={context} />
    </div>
  );
}

/** The buttons of a list's item: move it up or down, remove it (each a submit of the whole form). */
function ItemButtons({ item, index, length }: { item: FormField; index: number; length: number }) {
  const button = (change: string, text: string, disabled = false) => (
    <button
      type="submit"
      name="change"
      value={`${change} ${item.path}`}
      className="button secondary small"
      aria-label={`${text}: ${item.label}`}
      disabled={disabled}
    >
      {text}
    </button>
  );
  return (
    <div className="item-buttons">
      {button("up", "Move up", index === 0)}
      {button("down", "Move down", index === length - 1)}
      {button("remove", "Remove")}
    </div>
  );
}

/** A field, or a group's fieldset with its fields (a list's with its buttons). */
export function Field({ field, context }: { field: FormField; context: FieldContext }) {
  if (field.kind !== "group") return <Control field={field} context={context} />;
  const error = context.errors[field.path];
  const list = field.list;
  // The whole document is no fieldset: the page's heading names it, and the form.
  const Group = field.path === "" ? "div" : "fieldset";
  return (
    <Group
      className={list ? "content-group content-list" : "content-group"}
      id={fieldId(field.path)}
      aria-describedby={describedBy(field, error)}
    >
      {Group === "fieldset" ? <legend>{field.label}</legend> : null}
      <Hint field={field} />
      <ErrorText field={field} error={error} />
      {list ? <input type="hidden" name={lengthField(field.path)} value={list.length} /> : null}
      {field.fields.map((child, index) =>
        list?.editable ? (
          <div className="content-item" key={child.path}>
            <Field field={child} context={context} />
            <ItemButtons item={child} index={index} length={list.length} />
          </div>
        ) : (
          <Field key={child.path} field={child} context={context} />
        ),
      )}
      {list?.editable ? (
        <button
          type="submit"
          name="change"
          value={`add ${field.path}`}
          className="button secondary small"
          aria-label={`Add to ${field.label}`}
        >
          Add
        </button>
      ) : null}
    </Group>
  );
}
