/**
 * What a lead form tells its fields: the id prefix that keeps ids unique on a page, the server's
 * field errors, the form's labels and the values a form shown again starts with. Fields read it
 * through `useField`.
 */
import { createContext, useContext } from "react";

interface ShellContext {
  idPrefix: string;
  errors: Record<string, string>;
  /** The form's field labels from LEAD_FORMS, used when a field is given no label of its own. */
  labels: Readonly<Record<string, string>>;
  /** What the visitor sent, when the form is shown again after the server refused it. */
  values: Readonly<Record<string, string>>;
}

export const FormContext = createContext<ShellContext>({
  idPrefix: "lead",
  errors: {},
  labels: {},
  values: {},
});

export function useField(name: string) {
  const { idPrefix, errors, labels, values } = useContext(FormContext);
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  return {
    id,
    error,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    label: labels[name],
    value: values[name],
  };
}

/** `aria-describedby` from the ids that are actually rendered. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}
