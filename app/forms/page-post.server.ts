/**
 * How every form of the site works without JavaScript: it posts to a page of its own (a lead form
 * to its send page, the service request to /service, the privacy request to /privacy/send), whose
 * action hands the fields to the same server function as the form's JSON API, through the load
 * context (contracts/page-context.ts): the same checks (origin, schema, honeypot, rate limit),
 * the same storage, and a key made of the fields, so a double tap stores one. Stored -> 303 to
 * where the form ends; refused -> the page shows the form again with every value sent and the
 * messages, in the page's language (app/forms/refusal.ts).
 *
 * A post the server refused before reading it (too large, not a form) comes back to its page as
 * `?refused=<reason>` (server/routes/pages.ts): `refusedBeforeReading` says why in the page's language.
 */
import { data, redirect } from "react-router";
import { formPostKey } from "../../contracts/form-repeat.ts";
import { SOURCE_PAGE_FIELD } from "../../contracts/leads/fields.ts";
import { type Locale, localeOfPath } from "../../contracts/locales.ts";
import { FORWARDED_TO_API, type LeadApiAnswer } from "../../contracts/page-context.ts";
import { isRefusedPostReason, type RefusedPostReason } from "../../contracts/service/choices.ts";
import { m } from "../../messages/compiled/messages.js";
import { type FormRefusal, formRefusal } from "./refusal.ts";

const FORM_TYPE = "application/x-www-form-urlencoded";

type Submit = (fields: Record<string, string>) => Promise<LeadApiAnswer>;

/**
 * The form's API on the page's own host, as the visitor's request: for the dev server, whose
 * renderer (Vite) has no load context, and which passes /api on to the API. Its key is made of the
 * fields, as the server's own page post makes it, so a double tap stores one here too.
 */
export const overHttp =
  (request: Request, path: string): Submit =>
  async (fields) => {
    const headers = new Headers({
      "content-type": "application/json",
      "idempotency-key": await formPostKey(path, fields, new Date()),
    });
    for (const name of FORWARDED_TO_API) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const response = await fetch(new URL(path, request.url), {
      method: "POST",
      headers,
      body: JSON.stringify(fields),
    });
    // Not JSON: the page shows the form's own failure text.
    const body = await response.json().catch(() => ({}));
    return { status: response.status, body };
  };

/**
 * The text fields of a form a browser posted without JavaScript (`application/x-www-form-urlencoded`,
 * as every form of the site is sent); undefined for a body that cannot be read as one (JSON, plain
 * text, a multipart body the server does not take in), which the page answers with 415.
 */
export async function readPostedFields(request: Request): Promise<Record<string, string> | undefined> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return undefined;
  try {
    const fields: Record<string, string> = {};
    for (const [name, value] of await request.formData()) {
      if (typeof value === "string") fields[name] = value;
    }
    return fields;
  } catch {
    return undefined;
  }
}

/** The answer a page gives itself for a post it could not read (readPostedFields): a 415, no message. */
const UNREADABLE_POST: LeadApiAnswer = { status: 415, body: {} };

interface PagePost {
  /** The form's API function (the load context's; `overHttp` on the dev server). */
  submit: Submit;
  /** The page the form counts as sent from when it names none: its language is the answer's. */
  sourcePage: string;
  /** Where a stored form ends (303), read from the API's answer; undefined when nothing was stored. */
  storedAt: (answer: LeadApiAnswer) => string | undefined;
  /** The form's failure text, and its own fields (the API's messages for others are left out). */
  failure: string;
  fields?: readonly string[];
}

/** A page's action for its form posted without JavaScript (see above). */
export async function answerPagePost(request: Request, post: PagePost) {
  const fields = await readPostedFields(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  // The page answers in its own language: a form that names a page of another one (sent from a
  // tab left open in it, or altered) counts as sent from this page's.
  const named = fields?.[SOURCE_PAGE_FIELD];
  if (fields && (!named || localeOfPath(named) !== locale)) fields[SOURCE_PAGE_FIELD] = post.sourcePage;
  const answer = fields ? await post.submit(fields) : UNREADABLE_POST;
  const next = post.storedAt(answer);
  if (next) return redirect(next, 303);
  const refusal = formRefusal(fields ?? {}, answer, { locale, failure: post.failure, fields: post.fields });
  return data(refusal, { status: answer.status >= 400 ? answer.status : 500 });
}

/** What a page says of each refusal that came before its form could be read. */
export type RefusedPostTexts = Readonly<Record<RefusedPostReason, (locale: Locale) => string>>;

const REFUSED_POST_TEXTS: RefusedPostTexts = {
  "too-large": (locale) => m.result_refused_too_large({}, { locale }),
  "content-type": (locale) => m.result_refused_unreadable({}, { locale }),
  origin: (locale) => m.result_refused_origin({}, { locale }),
};

/**
 * The refusal a page shows for `?refused=<reason>`: a post refused before it was read, so with no
 * value to keep; undefined for any other address.
 */
export function refusedBeforeReading(request: Request, texts = REFUSED_POST_TEXTS): FormRefusal | undefined {
  const url = new URL(request.url);
  const reason = url.searchParams.get("refused");
  if (!isRefusedPostReason(reason)) return undefined;
  return { values: {}, errors: {}, message: texts[reason](localeOfPath(url.pathname)) };
}
