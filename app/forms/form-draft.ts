/**
 * What a visitor has typed in a form, kept for the tab while it is not sent: the language switcher
 * is a link to the same page in another language, whose form has the same fields, and Back
 * returns to a page whose form React draws anew. Both would otherwise start empty.
 *
 * A draft lives in `sessionStorage` (this tab only, gone when it closes), under the form's id and
 * the page's path without its language (`form-draft:appointment:/` and
 * `form-draft:appointment:/lift-planner` are two drafts, `/gu/service` and `/hi/service` one). It
 * is written on every change, read once the form has hydrated (into fields the visitor has not
 * touched meanwhile) and removed when the form is sent. Hidden fields and the honeypot are never
 * kept. Where storage is refused (a private window's quota, a blocked origin) forms work as before.
 */
import { HONEYPOT_FIELD } from "../../contracts/leads/fields.ts";
import { pathWithoutLocale } from "../../contracts/locales.ts";
import type { Values } from "./post-form.ts";

const PREFIX = "form-draft:";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft's key for the form `id` on the page shown. */
export function draftKey(id: string, pathname = window.location.pathname): string {
  return `${PREFIX}${id}:${pathWithoutLocale(pathname)}`;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's controls a visitor fills in (not hidden fields, buttons or the honeypot). */
function typedControls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== "" &&
      element.name !== HONEYPOT_FIELD &&
      !(
        element instanceof HTMLInputElement &&
        ["hidden", "submit", "button", "file", "password"].includes(element.type)
      ),
  );
}

/** Keeps what the form holds now; a form holding nothing it did not start with leaves no draft. */
export function saveDraft(form: HTMLFormElement, key: string): void {
  const values: Values = {};
  let changed = false;
  for (const control of typedControls(form)) {
    if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
      if (control.checked) values[control.name] = control.value;
      if (control.checked !== control.defaultChecked) changed = true;
    } else {
      values[control.name] = control.value;
      if (!isDefault(control)) changed = true;
    }
  }
  try {
    if (changed) storage()?.setItem(key, JSON.stringify(values));
    else storage()?.removeItem(key);
  } catch {
    // Storage full or refused: the form works as before, without a draft.
  }
}

/** Forgets the draft (the form was sent). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {}
}

function isDefault(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return Array.from(control.options).every((option) => option.selected === option.defaultSelected);
  return control.value === control.defaultValue;
}

/**
 * Puts a kept draft back into the fields the visitor has not changed since the page loaded, and
 * returns what it put back (undefined without a draft), so the form can update what depends on
 * its values (the service form's call button for someone trapped).
 */
export function restoreDraft(form: HTMLFormElement, key: string): Values | undefined {
  let draft: unknown;
  try {
    draft = JSON.parse(storage()?.getItem(key) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof draft !== "object" || draft === null) return undefined;
  const values = draft as Record<string, unknown>;
  const controls = typedControls(form);
  const touched = new Set(
    controls
      .filter((control) =>
        control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")
          ? control.checked !== control.defaultChecked
          : !isDefault(control),
      )
      .map((control) => control.name),
  );
  const restored: Values = {};
  for (const control of controls) {
    if (touched.has(control.name)) continue;
    const value = values[control.name];
    if (
      control instanceof HTMLInputElement &&
      control.type === "radio" &&
      !Object.hasOwn(values, control.name)
    )
      continue;
    if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
      control.checked = value === control.value;
      if (control.checked) restored[control.name] = control.value;
    } else if (typeof value === "string") {
      control.value = value;
      restored[control.name] = value;
    }
  }
  return restored;
}
