import { bannerPage } from "../banner-page.tsx";
import { Branches } from "../sections/contact/Branches.tsx";
import { CallUs } from "../sections/contact/CallUs.tsx";
import { ContactDetails } from "../sections/contact/ContactDetails.tsx";
import { localBusinessesJsonLd } from "../seo.ts";

const page = bannerPage("contact", [ContactDetails, CallUs, Branches], (locale) =>
  localBusinessesJsonLd(locale),
);
export const meta = page.meta;
export default page.Page;
