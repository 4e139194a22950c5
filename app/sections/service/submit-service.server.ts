/**
 * The service page's action: a service request posted without JavaScript that the API refused and
 * sent on here (307), or posted here directly. The fields go to the service API as JSON through the
 * server's `submitService` (contracts/page-context.ts): stored -> 303 to the ticket's tracking page;
 * refused -> the page shows the form again with every value sent and the API's messages, which are
 * in the language of the page the form was on.
 */
import { data, redirect } from "react-router";
import { company } from "../../../content/company.ts";
import { SOURCE_PAGE_FIELD } from "../../../contracts/leads/fields.ts";
import { localeOfPath } from "../../../contracts/locales.ts";
import type { PageContext } from "../../../contracts/page-context.ts";
import { isRefusedPostReason, type RefusedPostReason } from "../../../contracts/service/choices.ts";
import { isTrackUrl, SERVICE_API_PATH } from "../../../contracts/service/fields.ts";
import { m } from "../../../messages/compiled/messages.js";
import { type FormRefusal, formRefusal } from "../../forms/refusal.ts";
import { postOverHttp, readPostedFields, UNREADABLE_POST } from "../lead-result/submit-posted-form.server.ts";

export async function submitServiceRequest(request: Request, context: PageContext) {
  const posted = await readPostedFields(request);
  // A post that names no page of its own was sent from this one: the ticket speaks its language.
  const fields = posted && { [SOURCE_PAGE_FIELD]: new URL(request.url).pathname, ...posted };
  const submit = context.submitService ?? ((sent) => postOverHttp(request, SERVICE_API_PATH, sent));
  const answer = fields ? await submit(fields) : UNREADABLE_POST;
  const { trackPath } = answer.body;
  if (answer.status === 201 && trackPath && isTrackUrl(trackPath)) return redirect(trackPath, 303);
  const locale = localeOfPath(new URL(request.url).pathname);
  const refusal = formRefusal(fields ?? {}, answer, {
    locale,
    failure: m.service_failure({ phone: company.phones.support.display }, { locale }),
  });
  return data(refusal, { status: answer.status >= 400 ? answer.status : 500 });
}

/** What the page says of each refusal that came before the form could be read. */
const REFUSED_POST_TEXTS: Readonly<Record<RefusedPostReason, typeof m.service_refused_origin>> = {
  "too-large": m.service_refused_too_large,
  "content-type": m.service_refused_content_type,
  origin: m.service_refused_origin,
};

/**
 * What the page shows for `?refused=<reason>`: a form the API refused before reading it, so with
 * no value to keep; nothing for any other address.
 */
export function refusedPostMessage(request: Request): FormRefusal | undefined {
  const url = new URL(request.url);
  const reason = url.searchParams.get("refused");
  if (!isRefusedPostReason(reason)) return undefined;
  const locale = localeOfPath(url.pathname);
  const message = REFUSED_POST_TEXTS[reason]({ phone: company.phones.support.display }, { locale });
  return { values: {}, errors: {}, message };
}
