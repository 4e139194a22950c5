import { bannerPage } from "../banner-page.tsx";
import { fixedPageLoader } from "../page-data.ts";
import { Branches } from "../sections/contact/Branches.tsx";
import { CallUs } from "../sections/contact/CallUs.tsx";
import { ContactDetails } from "../sections/contact/ContactDetails.tsx";
import { localBusinessesJsonLd, organizationJsonLd } from "../seo.ts";

export const loader = fixedPageLoader("contact");

// The branches name the company as their parent organization: it is described here too.
const page = bannerPage([ContactDetails, CallUs, Branches], (locale, _data, matches) => [
  organizationJsonLd(matches),
  ...localBusinessesJsonLd(locale, matches),
]);
export const meta = page.meta;
export default page.Page;
