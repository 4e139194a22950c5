/**
 * The send page's action: a lead form posted without JavaScript. The fields go to the lead API of
 * the kind as JSON, through the server's `submitLead` (contracts/page-context.ts): the same checks,
 * schema, rate limit and storage as any other submission. Accepted -> 303 to the confirmation
 * page in the send page's language; refused -> the page shows the form again with what was sent and
 * why (app/forms/refusal.ts). The API answers in the language of the page the form was sent from.
 */
import { data, redirect } from "react-router";
import { SOURCE_PAGE_FIELD } from "../../../contracts/leads/fields.ts";
import { LEAD_FORMS, type LeadKind, SEND_PATH_PREFIX, thankYouPath } from "../../../contracts/leads/forms.ts";
import { formText } from "../../../contracts/leads/texts.ts";
import { type Locale, localeOfPath, pathWithoutLocale } from "../../../contracts/locales.ts";
import { FORWARDED_TO_API, type LeadApiAnswer, type PageContext } from "../../../contracts/page-context.ts";
import { formRefusal } from "../../forms/refusal.ts";

const FORM_TYPE = "application/x-www-form-urlencoded";

type SubmitLead = NonNullable<PageContext["submitLead"]>;

/**
 * Posts `fields` as JSON to the API at `path` on the page's own host, as the visitor's request: for
 * the dev server, whose renderer (Vite) has no load context, and which passes /api on to the API.
 */
export async function postOverHttp(
  request: Request,
  path: string,
  fields: Record<string, string>,
): Promise<LeadApiAnswer> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED_TO_API) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await fetch(new URL(path, request.url), {
    method: "POST",
    headers,
    body: JSON.stringify(fields),
  });
  let body: LeadApiAnswer["body"] = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON: the page shows the form's own failure text.
  }
  return { status: response.status, body };
}

/** The lead API over HTTP (postOverHttp), for the dev server. */
function submitOverHttp(request: Request): SubmitLead {
  return (kind, fields) => postOverHttp(request, LEAD_FORMS[kind].path, fields);
}

/**
 * The page of this site the form was sent from (its Referer), unless that is a send page: a form
 * refused and sent again from the send page still names the page the visitor started on.
 */
function pageSentFrom(request: Request): string | undefined {
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    const sendPage = pathWithoutLocale(from.pathname).startsWith(SEND_PATH_PREFIX);
    if (from.host !== new URL(request.url).host || sendPage) return undefined;
    return from.pathname + from.search;
  } catch {
    return undefined;
  }
}

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
export const UNREADABLE_POST: LeadApiAnswer = { status: 415, body: {} };

/** The refusal of a lead form of `kind`: its own fields' messages, its own failure text. */
const leadRefusal = (kind: LeadKind, sent: Record<string, string>, answer: LeadApiAnswer, locale: Locale) =>
  formRefusal(sent, answer, {
    locale,
    failure: formText(kind, "failure", locale),
    fields: Object.keys(LEAD_FORMS[kind].fields),
  });

export async function submitPostedForm(kind: LeadKind, request: Request, context: PageContext) {
  const posted = await readPostedFields(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!posted) return data(leadRefusal(kind, {}, UNREADABLE_POST, locale), { status: 415 });
  const fields = posted;
  // Kept in the form shown again after a refusal, so the lead records where the visitor began.
  // Without a Referer (stripped by a browser setting or a proxy), the send page itself: its path
  // still says the form's language, which the API's messages, the email and the record follow.
  const sentFrom = pageSentFrom(request) ?? new URL(request.url).pathname;
  if (!fields[SOURCE_PAGE_FIELD]) fields[SOURCE_PAGE_FIELD] = sentFrom;
  const submit = context.submitLead ?? submitOverHttp(request);
  const answer = await submit(kind, fields);
  if (answer.status === 200 || answer.status === 201) return redirect(thankYouPath(kind, locale), 303);
  return data(leadRefusal(kind, fields, answer, locale), { status: answer.status });
}
