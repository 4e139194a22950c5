/**
 * What a lead form tells its fields: the id prefix that keeps ids unique on a page, the server's
 * field errors, the form's labels, the values a form shown again starts with and the page's
 * language. Fields read it through `useField`.
 */
import { createContext, useContext, useId } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales.ts";

interface ShellContext {
  idPrefix: string;
  errors: Record<string, string>;
  /** The field labels in the page's language, used when a field is given no label of its own. */
  labels: Readonly<Record<string, string>>;
  /** What the visitor sent, when the form is shown again after the server refused it. */
  values: Readonly<Record<string, string>>;
  locale: Locale;
}

export const FormContext = createContext<ShellContext>({
  idPrefix: "lead",
  errors: {},
  labels: {},
  values: {},
  locale: DEFAULT_LOCALE,
});

export function useField(name: string) {
  const { idPrefix, errors, labels, values, locale } = useContext(FormContext);
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  return {
    id,
    error,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    label: labels[name],
    value: values[name],
    locale,
  };
}

/** `aria-describedby` from the ids that are actually rendered. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

/** A form's id prefix, unique on the page: `name` and React's id for the form, unless `given`. */
export function useIdPrefix(name: string, given?: string): string {
  const generated = `${name}${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  return given ?? generated;
}
