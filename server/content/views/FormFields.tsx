/**
 * The fields of the editor's form (form.ts), drawn as HTML: a label and the schema's hint for each,
 * a fieldset with its legend for each group, each list's items with buttons that move, remove and
 * add them (plain submit buttons: the form is posted with everything typed, and shown again
 * changed, opened at the item acted on). A translation's text shows its English beside it
 * (read-only), marked when missing or when the English changed since. A refused field shows its
 * message; in a conflict, both texts where you both changed a field, to keep one (ConflictNotes).
 */
import type { Locale } from "../../../contracts/locales.ts";
import { changedText } from "../changes.ts";
import type { ConflictView } from "../conflict.ts";
import { type FormField, type GroupField, type ImageField, itemAfter, lengthField } from "../form.ts";
import { FieldConflict, ListConflict } from "./ConflictNotes.tsx";
import { ImageControl, type ImageFieldsContext } from "./ImageField.tsx";

/** The id of a field's control (or fieldset) on the page, for labels and the error summary's links. */
export const fieldId = (path: string) => `field-${path === "" ? "document" : path.replaceAll(".", "-")}`;

export interface FieldContext {
  /** The language the form writes (the inputs' `lang`). */
  locale: Locale;
  /** Where the form posts: a list's buttons post there too, opening the answer at the item acted on. */
  action: string;
  /** The refused save's messages, by path. */
  errors: Readonly<Record<string, string>>;
  /** In a conflict: the other person's draft of this language beside this one, and what to choose. */
  conflict?: ConflictView | undefined;
  /** The stored photos, for the image fields (an English form's). */
  images?: ImageFieldsContext | undefined;
}

/** Every field of a form, in page order (groups before their fields), named with the groups it is in. */
/** How long an English text is before a translator is shown where it changed, not only both texts. */
const LONG_ENGLISH = 100;

/** Where a long English text changed since it was translated: the words around the change, before and after. */
function EnglishChange({ before, after }: { before: string; after: string }) {
  if (before.length <= LONG_ENGLISH && after.length <= LONG_ENGLISH) return null;
  const { from, to } = changedText(before, after);
  return (
    <span className="english-change">
      <span className="english-label">Where it changed:</span>{" "}
      <span lang="en">
        was <del>“{from}”</del>, now <ins>“{to}”</ins>
      </span>
    </span>
  );
}

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
  [
    /^duplicate (id|slug)$/,
    (m) => `Another item of this list already uses this ${m[1]}: choose another one.`,
  ],
  [/^must be a real date$/, () => "Write a date that exists, as YYYY-MM-DD."],
  [
    /^must be a web address starting https:\/\/$/,
    () => "Write a web address starting https:// (a secure page), such as https://www.facebook.com/urdhva.",
  ],
  [/^Invalid email address$/, () => "Write an email address, such as name@example.com."],
  [
    /^must be \+91 followed by 10 digits$/,
    () => "Write +91 and the 10 digits without spaces, such as +919825012345.",
  ],
  [
    /^must be 91 followed by 10 digits$/,
    () => "Write 91 and the 10 digits without spaces, such as 919825012345.",
  ],
  [
    /^must be displayed as \+91 XXXXX XXXXX$/,
    () => "Write the number as +91, five digits, a space and five digits, such as +91 98250 12345.",
  ],
  [
    /^must dial the number shown$/,
    () => "A tap on the number must call the number shown: write the same 10 digits in both.",
  ],
  [/^must be a 24-hour time written HH:MM$/, () => "Write a time from 00:00 to 23:59, such as 09:30."],
  [
    /^must close after it opens$/,
    () => "The closing time must come after the opening time (or leave both empty when closed).",
  ],
  [/^Invalid input: expected number, received \w+$/, () => "Write a number."],
  [/^Invalid input: expected int, received \w+$/, () => "Write a whole number, without a decimal point."],
  [
    /^Invalid input: expected string, received (null|undefined)$/,
    () => "Write something here: it may not be empty.",
  ],
  [/^Invalid input: expected string, received \w+$/, () => "Write text here."],
  [/^Invalid input: expected boolean, received \w+$/, () => "Tick the box or leave it unticked."],
  // Only a post changed by hand (or the JSON API) sends a list or a group of another kind.
  [
    /^Invalid input: expected (object|array|tuple), received \w+$/,
    () => "This part of the document is missing: open the document again, then make your change.",
  ],
  [/^Unrecognized keys?: /, () => "This is no field of the document: leave it out."],
  [/^Invalid option: expected one of /, () => "Choose one of the options in the list."],
  [/^Invalid input: expected "(.*)"$/, (m) => `Keep it as "${m[1]}".`],
  [/^Invalid input$/, () => "This is not written the way the hint under the field says."],
  [
    /^Too (?:small|big): expected array to have exactly (\d+) items$/,
    (m) => `Keep exactly ${m[1]} items in this list: the page is laid out for ${m[1]}.`,
  ],
  [/^Too big: expected array to have <=(\d+) items$/, (m) => `Keep at most ${m[1]} items in this list.`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (m) => `Write a number above ${m[1]}.`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, (m) => `Write a number below ${m[1]}.`],
  [
    /^must be a path under content\/images$/,
    () => "Upload a photo or choose one of the photos (or write a drawing's path, such as blogs/blog-1.svg).",
  ],
  [
    /^image file does not exist under content\/images$/,
    () => "There is no picture at this path under content/images: check how it is spelled.",
  ],
  [
    /^must be an internal path like \/about-us$/,
    () => "Write a page of this site: a / and its address in small letters, such as /about-us.",
  ],
  [
    /^must be a page like \/about-us or a section like #services$/,
    () =>
      "Write a page of this site in small letters, such as /about-us, or a section of the home page, such as #services.",
  ],
  [
    /^must be a web address starting https:\/\/ or http:\/\/$/,
    () => "Write a web address starting https://, such as https://www.example.com.",
  ],
  [/^must be a date written YYYY-MM-DD$/, () => "Write the date as YYYY-MM-DD, such as 2026-03-15."],
  // The lift models' figures (content/lift-models.schema.ts).
  [
    /^must be a slug like passenger-centre-8$/,
    () =>
      "Write the model's name in lowercase words and digits joined by dashes, such as passenger-centre-8.",
  ],
  [
    /^car must be narrower than the shaft$/,
    () => "The car must be narrower than the shaft: make the car's width smaller or the shaft's larger.",
  ],
  [
    /^car must be shallower than the shaft$/,
    () => "The car must be shallower than the shaft: make the car's depth smaller or the shaft's larger.",
  ],
  [/^door wider than the car$/, () => "The door is wider than the car: make it narrower."],
  [
    /^goods lifts are rated by load only$/,
    () => "Leave the persons empty: goods lifts are rated by load only.",
  ],
  [/^persons are required$/, () => "Write how many persons the lift carries."],
  [
    /^does not match (-?\d+) persons at (\d+) kg per person$/,
    (m) =>
      `The load must be the persons at ${m[2]} kg each: for ${m[1]} persons, ${Number(m[1]) * Number(m[2])} kg.`,
  ],
  [
    /^a lift without a machine room has no room sizes$/,
    () => "Leave the room's sizes empty: this lift has no machine room.",
  ],
  [
    /^give the room's width and depth together$/,
    () => "Write the room's width and depth together, or neither.",
  ],
  [
    /^give the room's width and depth, or its clear height$/,
    () => "Write the room's width and depth, or its clear height.",
  ],
];

/** A refusal in plain words: each of its lines (a field's problems, one a line) in turn. */
export function plainMessage(message: string): string {
  return message
    .split("\n")
    .map((line) => {
      for (const [pattern, plain] of PLAIN_MESSAGES) {
        const match = pattern.exec(line);
        if (match) return plain(match);
      }
      return line;
    })
    .join(" ");
}

/**
 * The ids describing a control, each when there: its hint, its mark (a translation's "Not
 * translated" or "English changed"), its English (with what it was when translated), its error.
 */
const describedBy = (field: FormField, error: string | undefined, { mark = false, english = false } = {}) =>
  [
    field.hint && `${fieldId(field.path)}-hint`,
    mark && `${fieldId(field.path)}-mark`,
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

/** One input with its label, hint, English (a translation's), error and the other draft's value. */
function Control({
  field,
  context,
}: {
  field: Exclude<FormField, GroupField | ImageField>;
  context: FieldContext;
}) {
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
        <FieldConflict field={field} conflict={context.conflict} />
      </div>
    );
  const english = field.kind === "text" ? field.english : undefined;
  const missing = english !== undefined && field.kind === "text" && field.value.trim() === "";
  const outdated = field.kind === "text" && field.englishBefore !== undefined;
  // Beside the label, not in it: read with the field as its description, as the hint is.
  const mark = missing ? (
    <span className="badge state-missing" id={`${id}-mark`}>
      Not translated
    </span>
  ) : outdated ? (
    <span className="badge state-outdated" id={`${id}-mark`}>
      English changed
    </span>
  ) : null;
  const common = {
    id,
    name: field.path,
    "aria-invalid": invalid,
    "aria-describedby": describedBy(field, error, { mark: mark !== null, english: english !== undefined }),
    readOnly: field.kind === "text" ? field.readOnly : undefined,
  };
  return (
    <div className={english === undefined ? "content-field" : "content-field translated"}>
      <div className="field-label">
        <label htmlFor={id}>{field.label}</label>
        {mark}
      </div>
      <Hint field={field} />
      {english !== undefined ? (
        <div className="english" id={`${id}-english`}>
          <span className="english-label">English:</span>{" "}
          <span lang="en" className="english-text">
            {english}
          </span>
          {field.kind === "text" && field.englishBefore !== undefined ? (
            <>
              <span className="english-before">
                <span className="english-label">It was, when translated:</span>{" "}
                <span lang="en">{field.englishBefore}</span>
              </span>
              <EnglishChange before={field.englishBefore} after={english} />
            </>
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
      {outdated && !missing ? (
        // A translation that still says what the new English says is confirmed, not rewritten.
        <label className="still-fits">
          <input type="checkbox" name={`${CONFIRM_PREFIX}${field.path}`} value="yes" /> The translation still
          says what the new English says
        </label>
      ) : null}
      <ErrorText field={field} error={error} />
      <FieldConflict field={field} conflict={context.conflict} />
    </div>
  );
}

/** The name of an outdated field's "still fits" check box: this, then the field's path. */
export const CONFIRM_PREFIX = "confirm:";

/** The paths of the outdated texts a posted form says still fit their new English. */
export const confirmedOf = (form: Record<string, unknown>): string[] =>
  Object.keys(form)
    .filter((name) => name.startsWith(CONFIRM_PREFIX))
    .map((name) => name.slice(CONFIRM_PREFIX.length));

/** The form's address opening the answer at the field of `path` (its element takes focus). */
const actionAt = (context: FieldContext, path: string) => `${context.action}#${fieldId(path)}`;

/** The buttons of a list's item: move it up or down, remove it (each a submit of the whole form). */
function ItemButtons({
  list,
  item,
  index,
  length,
  context,
}: {
  list: string;
  item: FormField;
  index: number;
  length: number;
  context: FieldContext;
}) {
  const button = (change: "up" | "down" | "remove", text: string, disabled = false) => (
    <button
      type="submit"
      name="change"
      value={`${change} ${item.path}`}
      formAction={actionAt(context, itemAfter(list, change, index, length))}
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
  if (field.kind === "image") {
    const error = context.errors[field.path];
    return (
      <ImageControl
        field={field}
        context={context}
        parts={{
          id: fieldId(field.path),
          error,
          describedBy: describedBy(field, error, { mark: true }),
          hint: <Hint field={field} />,
          errorText: <ErrorText field={field} error={error} />,
        }}
      />
    );
  }
  if (field.kind !== "group") return <Control field={field} context={context} />;
  const error = context.errors[field.path];
  const list = field.list;
  // The whole document is no fieldset: the page's heading names it, and the form.
  const Group = field.path === "" ? "div" : "fieldset";
  // A group takes focus when a list's button opens the form at it (tabindex -1: not in the tab order).
  return (
    <Group
      className={list ? "content-group content-list" : "content-group"}
      id={fieldId(field.path)}
      tabIndex={-1}
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
            <ItemButtons
              list={field.path}
              item={child}
              index={index}
              length={list.length}
              context={context}
            />
          </div>
        ) : (
          <Field key={child.path} field={child} context={context} />
        ),
      )}
      <ListConflict field={field} conflict={context.conflict} />
      {list?.editable ? (
        <button
          type="submit"
          name="change"
          value={`add ${field.path}`}
          formAction={actionAt(context, itemAfter(field.path, "add", list.length, list.length))}
          className="button secondary small"
          aria-label={`Add to ${field.label}`}
        >
          Add
        </button>
      ) : null}
    </Group>
  );
}
