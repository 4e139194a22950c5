import { certificatesIn } from "../../content/certificates.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { bannerPage } from "../banner-page.tsx";
import { Certificates } from "../sections/certification/Certificates.tsx";
import type { Route } from "./+types/certification";

/** The documents' texts in the page's language: in the prerendered HTML and .data, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { certificates: certificatesIn(localeOfPath(new URL(request.url).pathname)) };
}
export type CertificationPageData = ReturnType<typeof loader>;

const page = bannerPage("certification", [Certificates]);
export const meta = page.meta;
export default page.Page;
