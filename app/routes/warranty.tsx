/** The warranty document, shown in the page. The id is read but does not change the document. */
import { bannerPageMeta } from "../banner-page.tsx";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { fixedPageData } from "../page-data.ts";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";
import type { Route } from "./+types/warranty";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("warranty", request);

export const meta = bannerPageMeta;

export default function Warranty({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData.page;
  return (
    <>
      <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
      <WarrantyViewer />
    </>
  );
}
