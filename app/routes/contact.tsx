import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { Branches } from "../sections/contact/Branches.tsx";
import { CallUs } from "../sections/contact/CallUs.tsx";
import { ContactDetails } from "../sections/contact/ContactDetails.tsx";
import { localBusinessesJsonLd, seo } from "../seo.ts";

export const meta = () =>
  seo({ ...pages.contact, breadcrumbName: "Contact", jsonLd: localBusinessesJsonLd() });

export default function Contact() {
  return (
    <>
      <BreadcrumbBanner title="Contact" subtitle="We reply within one working day" />
      <ContactDetails />
      <CallUs />
      <Branches />
    </>
  );
}
