/**
 * One layout for the six elevator type pages; the content is chosen by the path.
 * The content comes from a loader, which runs when the pages are prerendered: it lands in each
 * page's HTML (and a small .data file for client-side navigation), not in the JavaScript bundle.
 */

import { cabins } from "../../content/cabins.ts";
import { company } from "../../content/company.ts";
import { dimensionTables } from "../../content/dimension-tables.ts";
import { type ElevatorType, elevatorTypeByPath } from "../../content/elevator-types.ts";
import { localeOfPath, pathWithoutLocale } from "../../contracts/locales.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { CivilDimensions } from "../sections/elevator-type/CivilDimensions.tsx";
import { OtherServices } from "../sections/elevator-type/OtherServices.tsx";
import { TypeBenefits } from "../sections/elevator-type/TypeBenefits.tsx";
import { TypeGallery } from "../sections/elevator-type/TypeGallery.tsx";
import { TypeIntro } from "../sections/elevator-type/TypeIntro.tsx";
import { TypeSideMenu } from "../sections/elevator-type/TypeSideMenu.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/elevator-type";

/** Product structured data: the lift type, its capacity range and who makes and services it. */
function productJsonLd(type: ElevatorType) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${absoluteUrl(type.path)}#product`,
    name: type.headerTitle,
    description: type.metaDescription,
    url: absoluteUrl(type.path),
    image: absoluteUrl("/og/services.png"),
    category: "Elevators and lifts",
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@id": absoluteUrl("/#organization") },
    additionalProperty: type.highlights.map((item) => ({
      "@type": "PropertyValue",
      name: item.label,
      value: item.value,
    })),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const type = elevatorTypeByPath(pathWithoutLocale(new URL(request.url).pathname));
  if (!type) throw new Response("Not found", { status: 404 });
  const cabinCards = cabins.map(({ slug, path, title, teaser, image, alt }) => ({
    slug,
    path,
    title,
    teaser,
    image,
    alt,
  }));
  return { type, tables: dimensionTables(type), cabins: cabinCards };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const type = loaderData?.type;
  if (!type) return [];
  return seo({
    matches,
    path: type.path,
    locale: localeOfPath(location.pathname),
    title: type.metaTitle,
    description: type.metaDescription,
    ogImage: "/og/services.png",
    breadcrumbName: type.headerTitle,
    jsonLd: [productJsonLd(type)],
  });
};

export default function ElevatorTypePage({ loaderData }: Route.ComponentProps) {
  const { type, tables, cabins } = loaderData;
  return (
    <>
      <BreadcrumbBanner
        title={type.headerTitle}
        subtitle="Designed, installed and serviced by our engineers"
      />
      <div className="section container split type-layout">
        <TypeSideMenu />
        <div className="stack type-main">
          <TypeGallery type={type} />
          <TypeIntro type={type} />
          <TypeBenefits type={type} />
          <CivilDimensions type={type} tables={tables} />
        </div>
      </div>
      <OtherServices cabins={cabins} />
    </>
  );
}
