/**
 * The full privacy notice. Its texts come from a loader in the page's language, which runs when the
 * pages are prerendered: they land in each page's HTML and .data file, not in the JavaScript.
 */
import { privacyNotice } from "../../content/privacy-notice.ts";
import { bannerPage } from "../banner-page.tsx";
import { companyShown, fixedPageData, localeOfRequest } from "../page-data.ts";
import { PrivacyNoticeSections } from "../sections/privacy/PrivacyNotice.tsx";
import { PrivacyRequestSection } from "../sections/privacy/PrivacyRequestForm.tsx";
import type { Route } from "./+types/privacy";

/** The notice in the page's language, with the company's facts as published. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...fixedPageData("privacy", request),
    notice: privacyNotice(locale, companyShown(context, locale)),
  };
}
// The notice, then the form to ask to see, correct or erase one's data (it posts to the API).
const page = bannerPage<typeof loader>([PrivacyNoticeSections, PrivacyRequestSection]);
export const meta = page.meta;
export default page.Page;
