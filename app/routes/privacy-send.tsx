/**
 * Where the privacy page's request form posts without JavaScript (`/privacy/send`, `/gu/…`,
 * `/hi/…`): the action stores the fields through the privacy request API's function
 * (app/forms/page-post.server.ts: the same checks, schema, rate limit and storage as with JavaScript) and
 * ends here again with `?sent`, which says the request arrived and within how many days we answer
 * (the config's; the exact date is in the acknowledgement email and the JavaScript form's answer,
 * never taken from an address anyone can write); or this page shows the form again, in the site's
 * layout, with what was sent and the API's messages. Asked for directly, it shows the empty form.
 */
import { localeOfPath, localizedPath } from "../../contracts/locales.ts";
import { PRIVACY_PATH } from "../../contracts/paths.ts";
import { PRIVACY_REQUEST_API_PATH, privacySendPath } from "../../contracts/privacy/fields.ts";
import { privacyValues } from "../../contracts/privacy/values.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { useIdPrefix } from "../forms/form-context.ts";
import { answerPagePost, overHttp, refusedBeforeReading } from "../forms/page-post.server.ts";
import { FormShownAgain } from "../forms/RefusalSummary.tsx";
import { useLocale } from "../i18n.ts";
import { companyShown } from "../page-data.ts";
import {
  PrivacyRequestForm,
  privacyFieldLabels,
  privacyFieldTargets,
} from "../sections/privacy/PrivacyRequestForm.tsx";
import "../sections/lead-result/lead-result.css";
import { companyOfMeta, useCompany } from "../components/chrome.ts";
import type { Route } from "./+types/privacy-send";

/** The query of the page a stored request ends on (`/privacy/send?sent`). */
const SENT_QUERY = "sent";

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // `until` is the address of the page before it stopped naming a date: its date is not read.
  return { sent: query.has(SENT_QUERY) || query.has("until"), refused: refusedBeforeReading(request) };
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return answerPagePost(request, {
    submit: context.submitPrivacyRequest ?? overHttp(request, PRIVACY_REQUEST_API_PATH),
    // The request's language is the form's: the privacy page in this page's language.
    sourcePage: localizedPath(PRIVACY_PATH, locale),
    storedAt: ({ status }) => (status === 201 ? `${privacySendPath(locale)}?${SENT_QUERY}` : undefined),
    failure: m.privacyform_failure(privacyValues(companyShown(context, locale)), { locale }),
  });
}

// What was sent is personal: never stored by a cache, never indexed.
export const headers = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export const meta: Route.MetaFunction = ({ location, matches }) => [
  {
    title: `${m.privacyform_page_title({}, { locale: localeOfPath(location.pathname) })} | ${companyOfMeta(matches).name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function PrivacySend({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData ?? loaderData.refused;
  const locale = useLocale();
  const company = useCompany();
  const idPrefix = useIdPrefix("privacy");
  if (loaderData.sent && !refusal) {
    return (
      <>
        <BreadcrumbBanner
          title={m.privacyform_sent_title({}, { locale })}
          subtitle={m.privacyform_page_subtitle({}, { locale })}
        />
        <div className="section">
          <div className="container lead-result">
            <div className="card card--raised lead-result__card" role="status">
              <p>{m.privacyform_success_days(privacyValues(company), { locale })}</p>
              <p>{m.privacyform_sent_email({}, { locale })}</p>
              <p>
                <a href={localizedPath(PRIVACY_PATH, locale)}>{m.privacyform_back_link({}, { locale })}</a>
              </p>
            </div>
          </div>
        </div>
      </>
    );
  }
  // "Check the marked fields" only when something was read: a post it could not read kept nothing.
  const kept = refusal && Object.keys(refusal.values).length > 0;
  const subtitle = kept ? m.privacyform_page_again_subtitle : m.privacyform_page_subtitle;
  return (
    <>
      <BreadcrumbBanner
        title={m.privacyform_page_title({}, { locale })}
        subtitle={subtitle({}, { locale })}
      />
      <FormShownAgain
        summary={
          refusal && {
            refusal,
            title: m.privacyform_not_sent({}, { locale }),
            labels: privacyFieldLabels(locale),
            fields: privacyFieldTargets(idPrefix),
          }
        }
      >
        <PrivacyRequestForm labelledBy="page-title" idPrefix={idPrefix} initial={refusal} />
      </FormShownAgain>
    </>
  );
}
