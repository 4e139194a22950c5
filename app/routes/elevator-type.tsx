/** One layout for the six elevator type pages (SPEC 2.9); the content is chosen by the path. */
import { useLocation } from "react-router";
import { company } from "../../content/company.ts";
import { type ElevatorType, elevatorTypeByPath } from "../../content/elevator-types.ts";
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

export const meta = ({ location }: Route.MetaArgs) => {
  const type = elevatorTypeByPath(location.pathname);
  if (!type) return [];
  return seo({
    path: type.path,
    title: type.metaTitle,
    description: type.metaDescription,
    ogImage: "/og/services.png",
    breadcrumbName: type.headerTitle,
    jsonLd: [productJsonLd(type)],
  });
};

export default function ElevatorTypePage() {
  const type = elevatorTypeByPath(useLocation().pathname);
  if (!type) return null;
  return (
    <>
      <BreadcrumbBanner
        title={type.headerTitle}
        subtitle="Designed, installed and serviced by our engineers"
      />
      <div className="section container type-layout">
        <TypeSideMenu />
        <div className="type-main">
          <TypeGallery type={type} />
          <TypeIntro type={type} />
          <TypeBenefits type={type} />
          <CivilDimensions type={type} />
        </div>
      </div>
      <OtherServices />
    </>
  );
}
