/**
 * /service: report a breakdown or ask for service (the form becomes a ticket followed at its own
 * link). Prerendered like the other fixed pages. The form posts here without JavaScript: the action
 * stores it through the service API's function (app/forms/page-post.server.ts) and ends on the
 * ticket's tracking page (303), or shows the form again, in the site's layout, with every value sent
 * and the messages, in the page's language. A post refused before it was read (too large, not a
 * form) comes back as `?refused=<reason>` (rendered on request): the page says why, with the support
 * number, above the empty form.
 */
import { localeOfPath } from "../../contracts/locales.ts";
import { isTrackUrl, SERVICE_API_PATH } from "../../contracts/service/fields.ts";
import { m } from "../../messages/compiled/messages.js";
import { bannerPageMeta } from "../banner-page.tsx";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import {
  answerPagePost,
  overHttp,
  type RefusedPostTexts,
  refusedBeforeReading,
} from "../forms/page-post.server.ts";
import { companyShown, fixedPageData, localeOfRequest } from "../page-data.ts";
import { ServiceDesk } from "../sections/service/ServiceDesk.tsx";
import type { Route } from "./+types/service";

/** What the page says of each refusal that came before the form could be read: call us (`phone`) instead. */
const refusedPostTexts = (phone: string): RefusedPostTexts => ({
  "too-large": (locale) => m.service_refused_too_large({ phone }, { locale }),
  "content-type": (locale) => m.service_refused_content_type({ phone }, { locale }),
  origin: (locale) => m.service_refused_origin({ phone }, { locale }),
});

/** The 24/7 number as the page shows it (the company's, as published). */
const supportPhone = (request: Request, context: Route.LoaderArgs["context"] | undefined) =>
  companyShown(context, localeOfRequest(request)).phones.support.display;

export const loader = ({ request, context }: Route.LoaderArgs) => ({
  ...fixedPageData("service", request),
  refused: refusedBeforeReading(request, refusedPostTexts(supportPhone(request, context))),
});

export const action = ({ request, context }: Route.ActionArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  const phone = supportPhone(request, context);
  return answerPagePost(request, {
    submit: context.submitService ?? overHttp(request, SERVICE_API_PATH),
    // A post that names no page of its own was sent from this one: the ticket speaks its language.
    sourcePage: new URL(request.url).pathname,
    storedAt: ({ status, body: { trackPath } }) =>
      status === 201 && trackPath && isTrackUrl(trackPath) ? trackPath : undefined,
    failure: m.service_failure({ phone }, { locale }),
  });
};

// (The page shown after a refused post is rendered on request, which the server answers no-store.)
export const meta = bannerPageMeta;

export default function Service({ loaderData: { page, refused }, actionData }: Route.ComponentProps) {
  return (
    <>
      <BreadcrumbBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <ServiceDesk refusal={actionData ?? refused} />
    </>
  );
}
