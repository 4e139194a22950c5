/** One layout for the eight cabin design pages; the design is chosen by the path. */
import images from "virtual:content-images";
import { useLocation } from "react-router";
import { type Cabin, cabinByPath } from "../../content/cabins.ts";
import { company } from "../../content/company.ts";
import { localeOfPath, pathWithoutLocale } from "../../contracts/locales.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { CabinDetail } from "../sections/cabin/CabinDetail.tsx";
import { MoreCabins } from "../sections/cabin/MoreCabins.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/cabin";

function productJsonLd(cabin: Cabin) {
  const image = images[cabin.image];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${cabin.title} lift cabin`,
    description: cabin.description.join(" "),
    image: image ? absoluteUrl(image.src) : absoluteUrl("/og/cabins.png"),
    url: absoluteUrl(cabin.path),
    category: "Elevator cabin design",
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@id": absoluteUrl("/#organization") },
    ...(cabin.specifications && {
      additionalProperty: cabin.specifications.map((item) => ({
        "@type": "PropertyValue",
        name: item.label,
        value: item.value,
      })),
    }),
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const cabin = cabinByPath(pathWithoutLocale(location.pathname));
  if (!cabin) return [];
  return seo({
    matches,
    path: cabin.path,
    locale: localeOfPath(location.pathname),
    title: `${cabin.title} Lift Cabin Design | ${company.name}`,
    description: cabin.metaDescription,
    ogImage: "/og/cabins.png",
    breadcrumbName: cabin.title,
    jsonLd: [productJsonLd(cabin)],
  });
};

export default function CabinPage() {
  const cabin = cabinByPath(pathWithoutLocale(useLocation().pathname));
  if (!cabin) return null;
  return (
    <>
      <BreadcrumbBanner title={cabin.headerTitle} subtitle="Cabin design" />
      <CabinDetail cabin={cabin} />
      <MoreCabins current={cabin} />
    </>
  );
}
