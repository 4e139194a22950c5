/**
 * The confirmation page a form posted without JavaScript ends on (`thankYouPath(kind, locale)`), in
 * the language of the form's page.
 */
import { type MetaArgs, useLocation } from "react-router";
import { isLeadKind } from "../../contracts/leads/forms.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { companyOfMeta } from "../components/chrome.ts";
import { ThankYouMessage } from "../sections/lead-result/ThankYouMessage.tsx";

// It answers one visitor's submission: never stored by a cache.
export const headers = () => ({ "cache-control": "no-store" });

export const meta = ({ location, matches }: MetaArgs) => [
  {
    title: `${m.result_thank_you_title({}, { locale: localeOfPath(location.pathname) })} | ${companyOfMeta(matches).name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ThankYou() {
  // (useLocation, already in every page's JavaScript, rather than the larger useSearchParams.)
  const location = useLocation();
  const type = new URLSearchParams(location.search).get("type");
  const locale = localeOfPath(location.pathname);
  return (
    <>
      <BreadcrumbBanner
        title={m.result_thank_you_title({}, { locale })}
        subtitle={m.result_thank_you_subtitle({}, { locale })}
      />
      <ThankYouMessage kind={isLeadKind(type) ? type : undefined} />
    </>
  );
}
