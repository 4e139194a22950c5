/**
 * Where a lead form posts without JavaScript (`sendPath(kind)`): the action sends it to the lead
 * API and ends on the confirmation page, or this page shows the form again, in the site's layout,
 * with what was sent and the API's messages. Asked for directly, it shows the empty form.
 */
import { redirect } from "react-router";
import { company } from "../../content/company.ts";
import { isLeadKind, LEAD_FORMS } from "../../contracts/lead-forms.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { SendAgain } from "../sections/lead-result/SendAgain.tsx";
import { submitPostedForm } from "../sections/lead-result/submit-posted-form.server.ts";
import type { Route } from "./+types/lead-send";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLeadKind(params.kind)) throw redirect("/");
  return { kind: params.kind };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLeadKind(params.kind)) throw redirect("/", 303);
  return submitPostedForm(params.kind, request, context);
}

// What was sent may be personal: never stored by a cache.
export const headers = () => ({ "cache-control": "no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${LEAD_FORMS[loaderData.kind].label} | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export default function LeadSend({ loaderData: { kind }, actionData }: Route.ComponentProps) {
  const subtitle = actionData
    ? "Your details are kept below, ready to send again."
    : "Fill in the form below and send it.";
  return (
    <>
      <BreadcrumbBanner title={LEAD_FORMS[kind].label} subtitle={subtitle} />
      <SendAgain kind={kind} refusal={actionData} labelledBy="page-title" />
    </>
  );
}
