/**
 * The editor's form, generated from a document's zod schema by a small walker: strings become text
 * inputs (a text area for long ones), numbers number inputs, booleans check boxes, enums selects,
 * objects fieldsets and arrays lists whose items can be added, removed and moved. Each input is
 * named by its path in the document (`0.faqs.2.answer`), each list sends its length (`0.faqs.length`),
 * and `documentFromForm` turns a post back into the document's JSON, keeping whatever was typed
 * (the schema judges it on save). A translation's form holds only the English texts (textsOf), each
 * beside its English; its post is read along those texts, so no other field can be sent. A schema
 * and a path are seen as content/schema-walk.ts sees them.
 */
import type { z } from "zod";
import { DRAWING_PATH, drawingShown, PHOTO_PREFIX, STAND_IN_DRAWING } from "../../content/image-ref.ts";
import {
  type defOf,
  fieldsWhere,
  pathAt,
  type Schema,
  unwrap,
  valueAt,
  valuesAt,
} from "../../content/schema-walk.ts";

export { pathAt, valueAt };

/** One field of the form, or a group of them. */
export type FormField = TextField | NumberField | CheckField | ChoiceField | ImageField | GroupField;

interface FieldBase {
  /** The value's path in the document: the input's name. */
  path: string;
  label: string;
  /** The schema's description of the field. */
  hint?: string | undefined;
}

export interface TextField extends FieldBase {
  kind: "text";
  value: string;
  /** A text area rather than one line. */
  long: boolean;
  maxLength?: number | undefined;
  /** A translation's field: the English text it translates. */
  english?: string | undefined;
  /** A translation's field: the English text when the translation was written, if it changed since. */
  englishBefore?: string | undefined;
  /** Shown, not changed: the schema marks it `readOnly` (its hint says why). */
  readOnly?: boolean | undefined;
}

export interface NumberField extends FieldBase {
  kind: "number";
  value: string;
  min?: number | undefined;
  max?: number | undefined;
  integer: boolean;
}

export interface CheckField extends FieldBase {
  kind: "check";
  checked: boolean;
}

export interface ChoiceField extends FieldBase {
  kind: "choice";
  value: string;
  options: readonly string[];
}

/** A content image (`meta.image`): a drawing's path or a photo (content/image-ref.ts), shown with its picture. */
export interface ImageField extends FieldBase {
  kind: "image";
  value: string;
}

/** An object's fields (a fieldset), or a list's items (`list`: how it may change). */
export interface GroupField extends FieldBase {
  kind: "group";
  fields: FormField[];
  list?: { length: number; editable: boolean } | undefined;
}

/** A posted form: each field's text (formbody gives a list for a name sent twice). */
export type PostedForm = Record<string, unknown>;

/** Whether a field is shown but not edited (`.meta({ readOnly: true })`): the save refuses a change. */
export const isReadOnly = (schema: Schema) => (schema as z.ZodType).meta?.()?.readOnly === true;

/** The most characters a text's schema takes, if it says (the input takes no more). */
const maxLengthOf = (schema: Schema) => (schema as { maxLength?: number | null }).maxLength ?? undefined;

/** Whether a field is a content image (`imageRef`): the editor shows its picture and photo buttons. */
const isImage = (schema: Schema) => (schema as z.ZodType).meta?.()?.image === true;

/** The name of the field that sends a list's length. */
export const lengthField = (path: string) => pathAt(path, "length");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `data` with `value` at `path` (`0.faqs.4`), as a copy: the rest as it was. */
export function withValueAt(data: unknown, path: string, value: unknown): unknown {
  if (path === "") return value;
  const [key = "", ...rest] = path.split(".");
  const inner = rest.join(".");
  if (Array.isArray(data))
    return data.map((item, index) => (String(index) === key ? withValueAt(item, inner, value) : item));
  if (isRecord(data)) return { ...data, [key]: withValueAt(data[key], inner, value) };
  return data;
}

const WORDS: Record<string, string> = {
  faqs: "FAQs",
  homeFaqs: "Home FAQs",
  faqImages: "FAQ images",
  tel: "Phone for links",
  href: "Link",
  url: "URL",
  cta: "Button",
};

/** A field's label from its key: `postalCode` is "Postal code". */
export function labelOf(key: string): string {
  if (WORDS[key]) return WORDS[key];
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields whose text names an item in its list's legend, the first found (else its first text). */
const NAMING_FIELDS = ["title", "question", "name", "label", "city", "days", "header", "key", "alt", "id"];
const NAME_LENGTH = 60;

/**
 * An item's name: the text of its first naming field (or, without one, of its first text field; or
 * its own text), shortened; undefined without any.
 */
export function itemName(item: unknown): string | undefined {
  // A picture's path or photo is no name.
  const texts = (values: unknown[]) =>
    values.filter(
      (text): text is string => typeof text === "string" && text.trim() !== "" && !isPictureRef(text),
    );
  const named = isRecord(item)
    ? (texts(NAMING_FIELDS.map((key) => item[key]))[0] ?? texts(Object.values(item))[0])
    : item;
  if (typeof named !== "string" || named.trim() === "") return undefined;
  return named.length > NAME_LENGTH ? `${named.slice(0, NAME_LENGTH - 1)}…` : named;
}

/** One item of a list called `list`: "FAQs" gives "FAQ", "Branches" "Branch", "Hours" "Hour". */
export function singular(list: string): string {
  if (/(ch|sh|x|ss)es$/.test(list)) return list.slice(0, -2);
  if (/[^aeiou]ies$/.test(list)) return `${list.slice(0, -3)}y`;
  if (/[^su]s$/.test(list)) return list.slice(0, -1);
  return list;
}

/**
 * An item's label in its list, as people read it: its name first, then where it is ("How often…
 * (FAQ 3 of 5)"); an item without a name is "Part 3 of 3".
 */
export function itemLabel(list: string, index: number, length: number, item: unknown): string {
  const place = `${singular(list)} ${index + 1} of ${length}`;
  const name = itemName(item);
  return name === undefined ? place : `${name} (${place})`;
}

/** The label of a document's items when the document is itself a list (the FAQ page's groups). */
const ROOT_ITEMS = "Part";

/** A path's fields in words, for a list of changes: `0.faqs.2.answer` is "Part 1 › FAQs 3 › Answer". */
export function pathLabel(path: string): string {
  const names: string[] = [];
  for (const key of path === "" ? [] : path.split(".")) {
    if (/^\d+$/.test(key)) {
      const number = String(Number(key) + 1);
      if (names.length === 0) names.push(`${ROOT_ITEMS} ${number}`);
      else names[names.length - 1] = `${names.at(-1)} ${number}`;
    } else names.push(labelOf(key));
  }
  return names.join(" › ") || "The document";
}

/** Texts longer than this, or that must be at least 40 characters, get a text area. */
const LONG_TEXT = 80;

const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** The form of an English document: every field of `schema`, holding `data` (as posted or stored). */
export function documentForm(schema: Schema, data: unknown, label: string): GroupField {
  const field = build(schema, data, "", ROOT_ITEMS);
  return field.kind === "group" ? { ...field, label } : { kind: "group", path: "", label, fields: [field] };
}

/**
 * The field of `schema` holding `value`; `peers` are the values at the same place in the list's
 * other items (and in those of lists around it), so a text of a new item (a blog post's body, a
 * testimonial's review) gets a text area when its kind of text is long elsewhere.
 */
function build(
  schema: Schema,
  value: unknown,
  path: string,
  label: string,
  peers: unknown[] = [],
): FormField {
  const { inner, def, hint, optional } = unwrap(schema);
  const base = { path, label, hint };
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const record = isRecord(value) ? value : {};
      const fields = Object.entries(shape).map(([key, child]) =>
        build(
          child,
          record[key],
          pathAt(path, key),
          labelOf(key),
          peers.map((peer) => (isRecord(peer) ? peer[key] : undefined)),
        ),
      );
      return { kind: "group", ...base, fields };
    }
    case "array":
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      const element = (index: number) =>
        def.type === "array" ? (def.element as Schema) : (def.items as Schema[])[index];
      const length = def.type === "array" ? items.length : (def.items as Schema[]).length;
      const itemPeers = [...items, ...peers.flatMap((peer) => (Array.isArray(peer) ? peer : []))];
      const fields = Array.from({ length }, (_, index) =>
        build(
          element(index) as Schema,
          items[index],
          pathAt(path, index),
          itemLabel(label, index, length, items[index]),
          def.type === "array" ? itemPeers : [],
        ),
      );
      return { kind: "group", ...base, fields, list: { length, editable: def.type === "array" } };
    }
    case "number": {
      const bounds = inner as unknown as {
        minValue?: number | null;
        maxValue?: number | null;
        isInt?: boolean;
      };
      const finite = (bound: number | null | undefined) =>
        bound !== null && bound !== undefined && Number.isFinite(bound) ? bound : undefined;
      return {
        kind: "number",
        ...base,
        value: textOf(value),
        min: finite(bounds.minValue),
        max: finite(bounds.maxValue),
        integer: bounds.isInt === true,
      };
    }
    case "boolean":
      return { kind: "check", ...base, checked: value === true };
    case "enum":
      return {
        kind: "choice",
        ...base,
        value: textOf(value),
        // An optional choice may be left empty (""): a table for every door arrangement.
        options: [...(optional ? [""] : []), ...Object.values(def.entries as Record<string, string>)],
      };
    default: {
      const text = textOf(value);
      if (isImage(inner)) return { kind: "image", ...base, value: text };
      const maxLength = maxLengthOf(inner);
      const long =
        ((inner as { minLength?: number | null }).minLength ?? 0) >= 40 ||
        [text, ...peers].some((peer) => typeof peer === "string" && peer.length > LONG_TEXT);
      return {
        kind: "text",
        ...base,
        value: text,
        long: long && !(maxLength && maxLength <= LONG_TEXT),
        maxLength,
        readOnly: isReadOnly(schema) || undefined,
      };
    }
  }
}

/**
 * The form of a translation: the English `texts` (textsOf) as fields, each holding the
 * translation's text and the English beside it; labels and hints from the English's schema.
 * `textsBefore`: the English texts the translation was written from, to mark those changed since.
 */
export function translationForm(
  schema: Schema,
  texts: unknown,
  translation: unknown,
  label: string,
  textsBefore?: unknown,
): GroupField {
  const build = (
    fieldSchema: Schema | undefined,
    english: unknown,
    path: string,
    name: string,
  ): FormField => {
    const unwrapped = fieldSchema && unwrap(fieldSchema);
    const base = { path, label: name, hint: unwrapped?.hint };
    if (typeof english === "string") {
      const before = textsBefore === undefined ? undefined : valueAt(textsBefore, path);
      const value = textOf(valueAt(translation, path));
      return {
        kind: "text",
        ...base,
        value,
        english,
        englishBefore: typeof before === "string" && before !== english ? before : undefined,
        long: english.length > LONG_TEXT || value.length > LONG_TEXT,
        // A translation fits where its English does: the same limit.
        maxLength: unwrapped && maxLengthOf(unwrapped.inner),
      };
    }
    const def = unwrapped?.def;
    if (Array.isArray(english)) {
      const element = (index: number) =>
        def?.type === "array"
          ? (def.element as Schema)
          : def?.type === "tuple"
            ? (def.items as Schema[])[index]
            : undefined;
      const fields = english.map((item, index) =>
        build(element(index), item, pathAt(path, index), itemLabel(name, index, english.length, item)),
      );
      return { kind: "group", ...base, fields, list: { length: english.length, editable: false } };
    }
    const shape = def?.type === "object" ? (def.shape as Record<string, Schema>) : {};
    const fields = Object.entries(isRecord(english) ? english : {}).map(([key, item]) =>
      build(shape[key], item, pathAt(path, key), labelOf(key)),
    );
    return { kind: "group", ...base, fields };
  };
  const root = build(schema, texts, "", ROOT_ITEMS);
  return root.kind === "group" ? { ...root, label } : { kind: "group", path: "", label, fields: [root] };
}

/**
 * A posted field's text: the first when sent twice, undefined when not sent. A browser sends a text
 * area's line breaks as CR LF: read as the LF the document holds, so a text nobody touched is the
 * same text.
 */
function posted(form: PostedForm, name: string): string | undefined {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.replace(/\r\n?/g, "\n") : undefined;
}

/** The most items a posted list may have: more is not a document, but a mistake or an attack. */
const MAX_ITEMS = 500;

/** A list's length as posted: a whole number up to MAX_ITEMS, else none. */
const listLength = (sent: string | undefined) => {
  const length = Number(sent);
  return Number.isInteger(length) ? Math.min(Math.max(length, 0), MAX_ITEMS) : 0;
};

/**
 * The English document a form posted, as `schema` shapes it: each field's text (a number as a
 * number when it is one, an empty optional field left out, an empty nullable one null), each list
 * as long as it says. Nothing is judged here: the save does (checkedDraft), and what was typed is
 * shown again as it was. `unsent`: the names of the fields the form has but the post does not
 * (a text, a number, a choice, a list's length; not a check box, which a browser sends only
 * ticked), read as empty: a post that lacks any is no whole form.
 */
export function documentFromForm(schema: Schema, form: PostedForm): { data: unknown; unsent: string[] } {
  const unsent: string[] = [];
  /** The text of field `name`, noted when it was not sent. */
  const text = (name: string) => {
    const value = posted(form, name);
    if (value === undefined) unsent.push(name);
    return value;
  };
  const read = (field: Schema, path: string): unknown => {
    const { def, optional, nullable } = unwrap(field);
    const empty = optional ? undefined : nullable ? null : undefined;
    switch (def.type) {
      case "object": {
        const shape = def.shape as Record<string, Schema>;
        const entries = Object.entries(shape)
          .map(([key, child]) => [key, read(child, pathAt(path, key))] as const)
          .filter(([, value]) => value !== undefined);
        // An optional group left empty (a FAQ without its link) is not there.
        if (optional && entries.every(([, value]) => value === null || value === "")) return undefined;
        return Object.fromEntries(entries);
      }
      case "array":
      case "tuple": {
        const items = def.type === "tuple" ? (def.items as Schema[]) : undefined;
        const length = items ? items.length : listLength(text(lengthField(path)));
        // An optional list left empty (a cabin without specifications) is not there.
        if (optional && length === 0) return undefined;
        return Array.from({ length }, (_, index) =>
          read(items ? (items[index] as Schema) : (def.element as Schema), pathAt(path, index)),
        );
      }
      case "boolean":
        return posted(form, path) !== undefined;
      case "number": {
        const typed = (text(path) ?? "").trim();
        if (typed === "") return empty;
        const number = Number(typed);
        return Number.isFinite(number) ? number : typed;
      }
      default: {
        const typed = text(path) ?? "";
        return typed === "" && (optional || nullable) ? empty : typed;
      }
    }
  };
  return { data: read(schema, ""), unsent };
}

/**
 * The translation a form posted: the text of each English text's path, and nothing else. A text
 * the post does not have is left out (the save keeps the draft's: translationOverDraft); one sent
 * empty is "".
 */
export function translationFromForm(texts: unknown, form: PostedForm, path = ""): unknown {
  if (typeof texts === "string") return posted(form, path);
  if (Array.isArray(texts))
    return texts.map((item, index) => translationFromForm(item, form, pathAt(path, index)));
  if (!isRecord(texts)) return undefined;
  return Object.fromEntries(
    Object.entries(texts)
      .map(([key, item]) => [key, translationFromForm(item, form, pathAt(path, key))] as const)
      .filter(([, text]) => text !== undefined),
  );
}

/** A change of a list that a form's button asks for: `add 0.faqs`, `remove 0.faqs.2`, `up …`, `down …`. */
export interface ListChange {
  change: "add" | "remove" | "up" | "down";
  path: string;
}

export function listChangeOf(value: string | undefined): ListChange | undefined {
  const match = /^(add|remove|up|down) ([\w.]*)$/.exec(value ?? "");
  if (!match) return undefined;
  return { change: match[1] as ListChange["change"], path: match[2] as string };
}

/** The schema of the value at `path`, if the schema has one there. */
function schemaAt(schema: Schema, path: string): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path === "" ? [] : path.split(".")) {
    if (!current) return undefined;
    const { def } = unwrap(current);
    if (def.type === "object") current = (def.shape as Record<string, Schema>)[key];
    else if (def.type === "array") current = def.element as Schema;
    else return undefined;
  }
  return current;
}

/** The fewest items a list's schema asks for (`.min(1)`): 0 when it asks for none. */
function fewestItems(def: ReturnType<typeof defOf>): number {
  const checks = (def.checks ?? []) as { _zod: { def: { check?: string; minimum?: number } } }[];
  return Math.max(
    0,
    ...checks.map(({ _zod }) => (_zod.def.check === "min_length" ? (_zod.def.minimum ?? 0) : 0)),
  );
}

/**
 * A new item of a list: its fields empty (an enum's first choice, a check box unticked), and each of
 * its lists with the empty items its schema asks for at least (a new job opening's one requirement
 * to write), so the form shows what is to be filled in before the first save.
 */
export function emptyValue(schema: Schema): unknown {
  const { def, optional, nullable, inner } = unwrap(schema);
  if (optional) return undefined;
  if (nullable) return null;
  // A new item's picture: the company's mark, until a photo is uploaded or chosen.
  if (isImage(inner)) return STAND_IN_DRAWING;
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, child]) => [key, emptyValue(child)]),
      );
    case "array":
      return Array.from({ length: fewestItems(def) }, () => emptyValue(def.element as Schema));
    case "tuple":
      return (def.items as Schema[]).map(emptyValue);
    case "boolean":
      return false;
    case "number":
      return undefined;
    case "enum":
      return Object.values(def.entries as Record<string, string>)[0];
    default:
      return "";
  }
}

/** Whether a text is a picture's reference (a drawing's path, or a photo), not words. */
const isPictureRef = (text: string) => text.startsWith(PHOTO_PREFIX) || DRAWING_PATH.test(text);

/**
 * A new item (`item`, of `schema`) with the drawings of the item before it (`previous`) in its
 * picture fields, so it shows a picture of its kind until a photo is chosen; the company's mark
 * when the list was empty. A photo of the one before is not taken: only its drawing.
 */
function withPicturesOf(schema: Schema, item: unknown, previous: unknown): unknown {
  if (previous === undefined) return item;
  let filled = item;
  for (const path of fieldsWhere(schema, (field) => isImage(field))) {
    for (const { path: at, value } of valuesAt(previous, path)) {
      if (typeof value === "string" && valueAt(filled, at) !== undefined)
        filled = withValueAt(filled, at, drawingShown(value));
    }
  }
  return filled;
}

/**
 * `data` with the list change made: an empty item added at the list's end, an item removed or moved
 * one place. The list is found by the path; a path that is no list of the document changes nothing.
 */
export function changeList(schema: Schema, data: unknown, { change, path }: ListChange): unknown {
  const copy = structuredClone(data);
  const listPath = change === "add" ? path : path.split(".").slice(0, -1).join(".");
  const list = valueAt(copy, listPath);
  const listSchema = schemaAt(schema, listPath);
  if (!Array.isArray(list) || !listSchema || unwrap(listSchema).def.type !== "array") return copy;
  if (change === "add") {
    const element = unwrap(listSchema).def.element as Schema;
    list.push(withPicturesOf(element, emptyValue(element), list.at(-1)));
    return copy;
  }
  const index = Number(path.split(".").at(-1));
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return copy;
  if (change === "remove") list.splice(index, 1);
  const other = change === "up" ? index - 1 : index + 1;
  if ((change === "up" || change === "down") && other >= 0 && other < list.length)
    [list[index], list[other]] = [list[other], list[index]];
  return copy;
}

/**
 * The path of the item a list change leaves in view, where the form shown again opens: the item
 * moved, in its new place; the item added; after a removal, the item now in its place (the one
 * before it when it was the last, the list when it is now empty).
 */
export function itemAfter(list: string, change: ListChange["change"], index: number, length: number) {
  const place =
    change === "add"
      ? length
      : change === "up"
        ? index - 1
        : change === "down"
          ? index + 1
          : index < length - 1
            ? index
            : index - 1;
  return place >= 0 ? pathAt(list, place) : list;
}
