/** The warranty document, shown in the page. The id is read but does not change the document. */
import type { MetaArgs } from "react-router";
import { pagesIn } from "../../content/pages.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { useLocale } from "../i18n.ts";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";
import { seo } from "../seo.ts";

export const meta = ({ location }: MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const page = pagesIn(locale).warranty;
  return seo({ ...page, locale, breadcrumbName: page.banner.title });
};

export default function Warranty() {
  const { banner } = pagesIn(useLocale()).warranty;
  return (
    <>
      <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
      <WarrantyViewer />
    </>
  );
}
