/**
 * /service: report a breakdown or ask for service (the form becomes a ticket followed at its own
 * link). Prerendered like the other fixed pages; its action shows a request posted without
 * JavaScript again, in the site's layout, when the service API refused it.
 */
import { bannerPageMeta } from "../banner-page.tsx";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { fixedPageData } from "../page-data.ts";
import { ServiceDesk } from "../sections/service/ServiceDesk.tsx";
import { submitServiceRequest } from "../sections/service/submit-service.server.ts";
import type { Route } from "./+types/service";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("service", request);

export const action = ({ request, context }: Route.ActionArgs) => submitServiceRequest(request, context);

// (The page shown after a refused post is rendered on request, which the server answers no-store.)
export const meta = bannerPageMeta;

export default function Service({ loaderData: { page }, actionData }: Route.ComponentProps) {
  return (
    <>
      <BreadcrumbBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <ServiceDesk refusal={actionData} />
    </>
  );
}
