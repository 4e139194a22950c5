/**
 * One layout for the cabin design pages, at /<slug>; the design is chosen by the path. The design,
 * the other designs and the lift types it fits come from the loader in the page's language, so they
 * land in the page's HTML and .data file, not in its JavaScript. A design published after the build
 * is rendered on request like a new blog post; a path that names no design goes to the home page
 * of its language (this route also takes the unknown paths of one part, `/nothing`).
 */

import { redirect } from "react-router";
import { type Cabin, cabinsIn } from "../../content/cabins.ts";
import { navigationIn } from "../../content/navigation.ts";
import { type Locale, localeOfPath, localizedPath, pathWithoutLocale } from "../../contracts/locales.ts";
import type { PagePhotos } from "../../contracts/page-photo.ts";
import { m } from "../../messages/compiled/messages.js";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { companyOfMeta } from "../components/chrome.ts";
import { imageFileOf } from "../components/Image.tsx";
import { useLocale } from "../i18n.ts";
import { contentIn } from "../page-data.ts";
import { withPhotos } from "../page-photos.ts";
import { CabinDetail } from "../sections/cabin/CabinDetail.tsx";
import { MoreCabins } from "../sections/cabin/MoreCabins.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/cabin";

/** Lift types our cabin designs are offered for (goods and capsule cars have their own cabins). */
const CABIN_TYPES = ["/passenger-elevators", "/hospital-elevators", "/hydraulic-elevators", "/bunglow-lift"];

function productJsonLd(cabin: Cabin, locale: Locale, companyName: string, photos?: PagePhotos) {
  const image = imageFileOf(cabin.image, photos);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: m.cabin_product_name({ title: cabin.title }, { locale }),
    description: cabin.description.join(" "),
    image: absoluteUrl(image ?? "/og/cabins.png"),
    url: absoluteUrl(localizedPath(cabin.path, locale)),
    category: m.cabin_product_category({}, { locale }),
    brand: { "@type": "Brand", name: companyName },
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

/**
 * The design of the path as the company published it, and the others; a path that names no design
 * (one the company removed, or no design at all) is a 302 to the home page of its language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const locale = localeOfPath(pathname);
  const published = contentIn(context, "cabins", locale, cabinsIn);
  const cabin = published.find((design) => design.path === pathWithoutLocale(pathname));
  if (!cabin) throw redirect(localizedPath("/", locale), 302);
  const others = published
    .filter((other) => other.slug !== cabin.slug)
    .map(({ slug, path, title, teaser, image }) => ({ slug, path, title, teaser, image }));
  const types = navigationIn(locale).servicesMenu.filter((link) => CABIN_TYPES.includes(link.href));
  return withPhotos(context, { cabin, others, types });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const cabin = loaderData?.cabin;
  if (!cabin) return [];
  const locale = localeOfPath(location.pathname);
  const companyName = companyOfMeta(matches).name;
  return seo({
    matches,
    path: cabin.path,
    locale,
    title: m.cabin_meta_title({ title: cabin.title, company: companyName }, { locale }),
    description: cabin.metaDescription,
    ogImage: "/og/cabins.png",
    breadcrumbName: cabin.title,
    jsonLd: [productJsonLd(cabin, locale, companyName, loaderData.photos)],
  });
};

export default function CabinPage({ loaderData }: Route.ComponentProps) {
  const { cabin, others, types } = loaderData;
  const locale = useLocale();
  return (
    <>
      <BreadcrumbBanner title={cabin.headerTitle} subtitle={m.cabin_design({}, { locale })} />
      <CabinDetail cabin={cabin} types={types} />
      <MoreCabins others={others} />
    </>
  );
}
