/**
 * Test support for the content editor's pages (server/content/pages.ts): its form as served, read
 * from the HTML (happy-dom): the values a browser would post, and what a screen reader reads with
 * a field.
 */
import { Window } from "happy-dom";

/** The editor's form as served: the values a browser would post, by name, and the page's text. */
export function readForm(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const form = document.querySelector("form.content-form");
  const values: Record<string, string> = {};
  for (const control of form?.querySelectorAll("input[name], textarea[name], select[name]") ?? []) {
    const name = control.getAttribute("name") ?? "";
    if (control.tagName === "TEXTAREA") values[name] = control.textContent ?? "";
    else if (control.tagName === "SELECT")
      values[name] =
        (control.querySelector("option[selected]") ?? control.querySelector("option"))?.getAttribute(
          "value",
        ) ?? "";
    else if (
      !["checkbox", "radio"].includes(control.getAttribute("type") ?? "") ||
      control.hasAttribute("checked")
    )
      values[name] = control.getAttribute("value") ?? "";
  }
  return { action: form?.getAttribute("action") ?? "", values, document };
}

/** What a screen reader reads with the control `id` as its description: its aria-describedby texts. */
export function description(document: ReturnType<typeof readForm>["document"], id: string): string {
  const ids = document.getElementById(id)?.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((each) => document.getElementById(each)?.textContent ?? "").join(" ");
}
