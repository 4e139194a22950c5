import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { Certificates } from "../sections/certification/Certificates.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.certification, breadcrumbName: "Certification" });

export default function Certification() {
  return (
    <>
      <BreadcrumbBanner title="Certification" subtitle="Quality you can verify" />
      <Certificates />
    </>
  );
}
