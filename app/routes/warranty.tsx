/** The warranty document, shown in the page. The id is read but does not change the document. */
import { localeOfPath } from "../../contracts/locales.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { fixedPageData } from "../page-data.ts";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";
import { seo } from "../seo.ts";
import type { Route } from "./+types/warranty";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("warranty", request);

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seo({
    matches,
    ...page,
    locale: localeOfPath(location.pathname),
    breadcrumbName: page.banner.title,
  });
};

export default function Warranty({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData.page;
  return (
    <>
      <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
      <WarrantyViewer />
    </>
  );
}
