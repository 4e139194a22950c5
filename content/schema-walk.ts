/**
 * How the code walks a content document's zod schema and its data: a schema seen inside its
 * optional, nullable and default wrappers (unwrap), a value's place named by its path in the
 * document (`0.faqs.2.answer`), and the places of the fields a schema marks (fieldsWhere) with
 * their values in a document (valuesAt). The editor's form (server/content/form.ts) and the checks
 * between documents (content/links.ts) walk schemas this one way.
 */
import type { z } from "zod";

export type Schema = z.core.$ZodType;

export const defOf = (schema: Schema) =>
  schema._zod.def as unknown as Record<string, unknown> & { type: string };

const describe = (schema: Schema) => (schema as { description?: string }).description;

/** The schema inside optional, nullable and default wrappers, with what they say. */
export function unwrap(schema: Schema) {
  let inner = schema;
  let optional = false;
  let nullable = false;
  let hint = describe(schema);
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "default") optional = true;
    else if (def.type === "nullable") nullable = true;
    else return { inner, def, optional, nullable, hint };
    inner = def.innerType as Schema;
    hint ??= describe(inner);
  }
}

/** A child's path: `0.faqs` and `2` give `0.faqs.2`. */
export const pathAt = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `path` of `data`, if any. */
export function valueAt(data: unknown, path: string): unknown {
  if (path === "") return data;
  let value = data;
  for (const key of path.split(".")) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isRecord(value)) value = Object.hasOwn(value, key) ? value[key] : undefined;
    else return undefined;
  }
  return value;
}

/** Where a path pattern of fieldsWhere takes each item of a list. */
export const EACH_ITEM = "*";

/**
 * The paths of the fields of `schema` that `marked` picks (given the field's schema inside its
 * wrappers), in its objects, lists and tuples: `EACH_ITEM` stands for a list's items
 * (`serviceCards.*.href`).
 */
export function fieldsWhere(schema: Schema, marked: (field: Schema) => boolean, path = ""): string[] {
  const { inner, def } = unwrap(schema);
  if (marked(inner)) return [path];
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, child]) =>
        fieldsWhere(child, marked, pathAt(path, key)),
      );
    case "array":
      return fieldsWhere(def.element as Schema, marked, pathAt(path, EACH_ITEM));
    case "tuple":
      return (def.items as Schema[]).flatMap((item, index) => fieldsWhere(item, marked, pathAt(path, index)));
    default:
      return [];
  }
}

/**
 * The values at a path pattern of fieldsWhere in `data`, each with its own path
 * (`serviceCards.*.href` gives `serviceCards.0.href`, `serviceCards.1.href`…); none where `data`
 * has no value there.
 */
export function valuesAt(data: unknown, pattern: string): { path: string; value: unknown }[] {
  const keys = pattern === "" ? [] : pattern.split(".");
  const each = keys.indexOf(EACH_ITEM);
  if (each < 0) {
    const value = valueAt(data, pattern);
    return value === undefined ? [] : [{ path: pattern, value }];
  }
  const listPath = keys.slice(0, each).join(".");
  const rest = keys.slice(each + 1).join(".");
  const list = valueAt(data, listPath);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const itemPath = pathAt(listPath, index);
    return valuesAt(item, rest).map(({ path, value }) => ({
      path: path === "" ? itemPath : pathAt(itemPath, path),
      value,
    }));
  });
}
