/**
 * One layout for the six elevator type pages; the content is chosen by the path, and its language
 * by the path's prefix. The content comes from a loader, which runs when the pages are prerendered:
 * it lands in each page's HTML (and a small .data file for client-side navigation), not in the
 * JavaScript bundle.
 */

import { cabinsIn } from "../../content/cabins.ts";
import { dimensionTables } from "../../content/dimension-tables.ts";
import { type ElevatorType, elevatorTypesIn } from "../../content/elevator-types.ts";
import { liftModelsIn } from "../../content/lift-models.ts";
import { type Locale, localeOfPath, localizedPath, pathWithoutLocale } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { companyOfMeta } from "../components/chrome.ts";
import { useLocale } from "../i18n.ts";
import { contentIn } from "../page-data.ts";
import { withPhotos } from "../page-photos.ts";
import { AmcQuoteBox } from "../sections/amc-quote/AmcQuoteBox.tsx";
import { CivilDimensions } from "../sections/elevator-type/CivilDimensions.tsx";
import { OtherServices } from "../sections/elevator-type/OtherServices.tsx";
import { TypeBenefits } from "../sections/elevator-type/TypeBenefits.tsx";
import { TypeGallery } from "../sections/elevator-type/TypeGallery.tsx";
import { TypeIntro } from "../sections/elevator-type/TypeIntro.tsx";
import { TypeSideMenu } from "../sections/elevator-type/TypeSideMenu.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/elevator-type";

/** Product structured data: the lift type, its capacity range and who makes and services it. */
function productJsonLd(type: ElevatorType, locale: Locale, companyName: string) {
  const url = absoluteUrl(localizedPath(type.path, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: type.headerTitle,
    description: type.metaDescription,
    url,
    image: absoluteUrl("/og/services.png"),
    category: m.type_product_category({}, { locale }),
    brand: { "@type": "Brand", name: companyName },
    manufacturer: { "@id": absoluteUrl("/#organization") },
    additionalProperty: type.highlights.map((item) => ({
      "@type": "PropertyValue",
      name: item.label,
      value: item.value,
    })),
  };
}

/** The type of the path, its tables' lift models and the cabin designs, as the company published them. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const type = contentIn(context, "elevator-types", locale, elevatorTypesIn).find(
    (entry) => entry.path === pathWithoutLocale(pathname),
  );
  if (!type) throw new Response("Not found", { status: 404 });
  const cabinCards = contentIn(context, "cabins", locale, cabinsIn).map(
    ({ slug, path, title, teaser, image, alt }) => ({
      slug,
      path,
      title,
      teaser,
      image,
      alt,
    }),
  );
  const models = contentIn(context, "lift-models", locale, liftModelsIn);
  return withPhotos(context, { type, tables: dimensionTables(type, models, locale), cabins: cabinCards });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const type = loaderData?.type;
  if (!type) return [];
  const locale = localeOfPath(location.pathname);
  return seo({
    matches,
    path: type.path,
    locale,
    title: type.metaTitle,
    description: type.metaDescription,
    ogImage: "/og/services.png",
    breadcrumbName: type.headerTitle,
    jsonLd: [productJsonLd(type, locale, companyOfMeta(matches).name)],
  });
};

export default function ElevatorTypePage({ loaderData }: Route.ComponentProps) {
  const { type, tables, cabins } = loaderData;
  const locale = useLocale();
  return (
    <>
      <BreadcrumbBanner title={type.headerTitle} subtitle={m.type_banner_subtitle({}, { locale })} />
      <div className="section container split type-layout">
        <TypeSideMenu />
        <div className="stack type-main">
          <TypeGallery type={type} />
          <TypeIntro type={type} />
          <TypeBenefits type={type} />
          <CivilDimensions type={type} tables={tables} />
          <AmcQuoteBox
            title={m.type_amc_title({}, { locale })}
            text={m.type_amc_text({}, { locale })}
            link={m.type_amc_link({}, { locale })}
          />
        </div>
      </div>
      <OtherServices cabins={cabins} />
    </>
  );
}
