import { certificatesIn } from "../../content/certificates.ts";
import { bannerPage } from "../banner-page.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { Certificates } from "../sections/certification/Certificates.tsx";

/** The documents' texts in the page's language: in the prerendered HTML and .data, not the JavaScript. */
export const loader = fixedPageLoader("certification", (locale, context) => ({
  certificates: contentIn(context, "certificates", locale, certificatesIn),
}));

const page = bannerPage<typeof loader>([Certificates]);
export const meta = page.meta;
export default page.Page;
