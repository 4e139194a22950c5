import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.certification, breadcrumbName: "Certification" });

export default function Certification() {
  return (
    <>
      <BreadcrumbBanner title="Certification" subtitle="Quality you can verify" />
      <section className="section container">
        <p className="prose">
          Our ISO quality management certificate, our quality policy and our verified business listing.
        </p>
      </section>
    </>
  );
}
