import { certificatesIn } from "../../content/certificates.ts";
import { bannerPage } from "../banner-page.tsx";
import { fixedPageData, localeOfRequest } from "../page-data.ts";
import { Certificates } from "../sections/certification/Certificates.tsx";
import type { Route } from "./+types/certification";

/** The documents' texts in the page's language: in the prerendered HTML and .data, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...fixedPageData("certification", request),
    certificates: certificatesIn(localeOfRequest(request)),
  };
}
const page = bannerPage<typeof loader>([Certificates]);
export const meta = page.meta;
export default page.Page;
