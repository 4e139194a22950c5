/**
 * Test support for the pages of the no-JavaScript form flow: the site build they are rendered
 * from (tests that need it skip without one: run `npm run build`), and a page's lead form read
 * from its HTML (happy-dom): the values it would send, the message shown next to each field and
 * the summary above it (app/sections/lead-result/).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { type LeadKind, sendPath } from "../../contracts/leads/forms.ts";
import type { Locale } from "../../contracts/locales.ts";

/** The real site build, as BUILD_DIR; `hasSiteBuild` says whether it has been built. */
export const SITE_BUILD_DIR = path.resolve("build/client");
export const hasSiteBuild = existsSync(path.join(SITE_BUILD_DIR, "..", "server", "index.js"));

export interface PageForm {
  /** What submitting the form would send (the browser's FormData). */
  values: Record<string, string>;
  /** Field name -> the message next to it. */
  fieldErrors: Record<string, string>;
  /** The text of the refusal summary, if shown. */
  summary: string | undefined;
}

/** The form of `kind` on a page in `locale` (it posts to that language's send page). */
export function readPageForm(html: string, kind: LeadKind, locale: Locale = "en"): PageForm {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const action = sendPath(kind, locale);
  const form = document.querySelector(`form[action="${action}"]`);
  if (!form) throw new Error(`no form posting to ${action}`);
  // Read from the markup as served (happy-dom's FormData misreads a <select>'s selected option).
  const values: Record<string, string> = {};
  for (const control of form.querySelectorAll("input[name], textarea[name], select[name]")) {
    const name = control.getAttribute("name") ?? "";
    if (control.tagName === "TEXTAREA") values[name] = control.textContent ?? "";
    else if (control.tagName === "SELECT") {
      const option = control.querySelector("option[selected]") ?? control.querySelector("option");
      values[name] = option?.getAttribute("value") ?? "";
    } else if (control.getAttribute("type") !== "radio" || control.hasAttribute("checked")) {
      values[name] = control.getAttribute("value") ?? "";
    }
  }
  const fieldErrors: Record<string, string> = {};
  for (const control of form.querySelectorAll("[aria-invalid=true]")) {
    const name = control.getAttribute("name") ?? "";
    const frame = control.closest(".field");
    const error = frame?.querySelector(".field__error")?.textContent?.trim();
    if (error) fieldErrors[name] = error;
  }
  const summary = document.querySelector(".lead-result__summary")?.textContent ?? undefined;
  window.close();
  return { values, fieldErrors, summary };
}
