/**
 * Where a lead form posts without JavaScript (`sendPath(kind)`): the action stores it through the
 * lead API's function (app/forms/page-post.server.ts) and ends on the confirmation page, or this
 * page shows the form again, in the site's layout, with what was sent and the API's messages.
 * Asked for directly, it shows the empty form. Each language has its own send page
 * (`/gu/send/...`): it answers in the language of the form's page.
 */
import { redirect } from "react-router";
import { company } from "../../content/company.ts";
import { isLeadKind, LEAD_FORMS, SEND_PATH_PREFIX, thankYouPath } from "../../contracts/leads/forms.ts";
import { formText } from "../../contracts/leads/texts.ts";
import { localeOfPath, localizedPath, pathWithoutLocale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { answerPagePost, overHttp, refusedBeforeReading } from "../forms/page-post.server.ts";
import { useLocale } from "../i18n.ts";
import { liftTypeNames } from "../sections/amc-quote/lift-type-names.server.ts";
import { SendAgain } from "../sections/lead-result/SendAgain.tsx";
import type { Route } from "./+types/lead-send";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!isLeadKind(params.kind)) throw redirect(localizedPath("/", locale));
  // The AMC quote form lists the lift types by their names in the page's language.
  const names = params.kind === "amcQuote" ? liftTypeNames(locale) : undefined;
  return { kind: params.kind, liftTypeNames: names, refused: refusedBeforeReading(request) };
}

export async function action({ params: { kind }, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!isLeadKind(kind)) throw redirect(localizedPath("/", locale), 303);
  const path = LEAD_FORMS[kind].path;
  const { submitLead } = context;
  return answerPagePost(request, {
    submit: submitLead ? (fields) => submitLead(kind, fields) : overHttp(request, path),
    // Kept in the form shown again after a refusal, so the lead records where the visitor began.
    // Without a Referer (stripped by a browser setting or a proxy), the send page itself: its path
    // still says the form's language, which the API's messages, the email and the record follow.
    sourcePage: pageSentFrom(request) ?? new URL(request.url).pathname,
    storedAt: ({ status }) => (status === 200 || status === 201 ? thankYouPath(kind, locale) : undefined),
    failure: formText(kind, "failure", locale),
    fields: Object.keys(LEAD_FORMS[kind].fields),
  });
}

/**
 * The page of this site the form was sent from (its Referer), unless that is a send page: a form
 * refused and sent again from the send page still names the page the visitor started on.
 */
function pageSentFrom(request: Request): string | undefined {
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    const sendPage = pathWithoutLocale(from.pathname).startsWith(SEND_PATH_PREFIX);
    const here = new URL(request.url);
    // A page of another language (or site) is not where this page's form was sent from.
    if (from.host !== here.host || sendPage || localeOfPath(from.pathname) !== localeOfPath(here.pathname))
      return undefined;
    return from.pathname + from.search;
  } catch {
    return undefined;
  }
}

// What was sent may be personal: never stored by a cache.
export const headers = () => ({ "cache-control": "no-store" });

export const meta = ({ loaderData, location }: Route.MetaArgs) => [
  { title: `${formText(loaderData.kind, "label", localeOfPath(location.pathname))} | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function LeadSend({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, liftTypeNames } = loaderData;
  const refusal = actionData ?? loaderData.refused;
  const locale = useLocale();
  // "Your details are kept below" only when some were: a post it could not read kept none.
  const kept = refusal && Object.keys(refusal.values).length > 0;
  const subtitle = kept ? m.result_send_again_subtitle : m.result_send_subtitle;
  return (
    <>
      <BreadcrumbBanner title={formText(kind, "label", locale)} subtitle={subtitle({}, { locale })} />
      <SendAgain kind={kind} refusal={refusal} labelledBy="page-title" liftTypeNames={liftTypeNames} />
    </>
  );
}
