import { pages } from "../../content/pages.ts";
import { bannerPage } from "../banner-page.tsx";
import { Branches } from "../sections/contact/Branches.tsx";
import { CallUs } from "../sections/contact/CallUs.tsx";
import { ContactDetails } from "../sections/contact/ContactDetails.tsx";
import { localBusinessesJsonLd } from "../seo.ts";

const banner = { title: "Contact", subtitle: "We reply within one working day" };
const page = bannerPage({ ...pages.contact, jsonLd: localBusinessesJsonLd() }, banner, [
  ContactDetails,
  CallUs,
  Branches,
]);
export const meta = page.meta;
export default page.Page;
