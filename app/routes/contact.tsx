import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { localBusinessesJsonLd, seo } from "../seo.ts";

export const meta = () =>
  seo({ ...pages.contact, breadcrumbName: "Contact", jsonLd: localBusinessesJsonLd() });

export default function Contact() {
  return (
    <>
      <BreadcrumbBanner title="Contact" subtitle="We reply within one working day" />
      <section className="section container">
        <p className="prose">
          Call us, write to us or visit one of our five branches: Surat, Ahmedabad, Vadodara, Rajkot and Vapi.
        </p>
      </section>
    </>
  );
}
