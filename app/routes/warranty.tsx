/** The warranty document, shown in the page. The id is read but does not change the document. */
import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.warranty, breadcrumbName: "Warranty" });

export default function Warranty() {
  return (
    <>
      <BreadcrumbBanner title="Warranty" subtitle="Your elevator's warranty document" />
      <WarrantyViewer />
    </>
  );
}
