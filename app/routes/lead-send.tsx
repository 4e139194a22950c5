/**
 * Where a lead form posts without JavaScript (`sendPath(kind)`): the action sends it to the lead
 * API and ends on the confirmation page, or this page shows the form again, in the site's layout,
 * with what was sent and the API's messages. Asked for directly, it shows the empty form. Each
 * language has its own send page (`/gu/send/...`): it answers in the language of the form's page.
 */
import { redirect } from "react-router";
import { company } from "../../content/company.ts";
import { isLeadKind } from "../../contracts/leads/forms.ts";
import { formText } from "../../contracts/leads/texts.ts";
import { localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { useLocale } from "../i18n.ts";
import { liftTypeNames } from "../sections/amc-quote/lift-type-names.server.ts";
import { SendAgain } from "../sections/lead-result/SendAgain.tsx";
import { submitPostedForm } from "../sections/lead-result/submit-posted-form.server.ts";
import type { Route } from "./+types/lead-send";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!isLeadKind(params.kind)) throw redirect(localizedPath("/", locale));
  // The AMC quote form lists the lift types by their names in the page's language.
  return { kind: params.kind, liftTypeNames: params.kind === "amcQuote" ? liftTypeNames(locale) : undefined };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLeadKind(params.kind))
    throw redirect(localizedPath("/", localeOfPath(new URL(request.url).pathname)), 303);
  return submitPostedForm(params.kind, request, context);
}

// What was sent may be personal: never stored by a cache.
export const headers = () => ({ "cache-control": "no-store" });

export const meta = ({ loaderData, location }: Route.MetaArgs) => [
  { title: `${formText(loaderData.kind, "label", localeOfPath(location.pathname))} | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function LeadSend({ loaderData: { kind, liftTypeNames }, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  // "Your details are kept below" only when some were: a post it could not read kept none.
  const kept = actionData && Object.keys(actionData.values).length > 0;
  const subtitle = kept ? m.result_send_again_subtitle : m.result_send_subtitle;
  return (
    <>
      <BreadcrumbBanner title={formText(kind, "label", locale)} subtitle={subtitle({}, { locale })} />
      <SendAgain kind={kind} refusal={actionData} labelledBy="page-title" liftTypeNames={liftTypeNames} />
    </>
  );
}
