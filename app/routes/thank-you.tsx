/** The confirmation page a form posted without JavaScript ends on (`thankYouPath(kind)`). */
import { useLocation } from "react-router";
import { company } from "../../content/company.ts";
import { isLeadKind } from "../../contracts/lead-forms.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { ThankYouMessage } from "../sections/lead-result/ThankYouMessage.tsx";

// It answers one visitor's submission: never stored by a cache.
export const headers = () => ({ "cache-control": "no-store" });

export const meta = () => [{ title: `Thank you | ${company.name}` }, { name: "robots", content: "noindex" }];

export default function ThankYou() {
  // (useLocation, already in every page's JavaScript, rather than the larger useSearchParams.)
  const type = new URLSearchParams(useLocation().search).get("type");
  return (
    <>
      <BreadcrumbBanner title="Thank you" subtitle="We received what you sent" />
      <ThankYouMessage kind={isLeadKind(type) ? type : undefined} />
    </>
  );
}
