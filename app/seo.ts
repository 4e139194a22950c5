/**
 * Page metadata: title, description, canonical, Open Graph, Twitter card and JSON-LD, built from
 * content. Every route's `meta` export calls `seo()`; the tags land in the prerendered HTML.
 */
import type { MetaDescriptor } from "react-router";
import { company } from "../content/company.ts";
import type { Crumb } from "./components/BreadcrumbBanner.tsx";

export const SITE_URL = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

interface SeoInput {
  path: string;
  title: string;
  description: string;
  ogImage?: string;
  ogType?: "website" | "article";
  /** Breadcrumbs between Home and this page, for BreadcrumbList structured data. */
  breadcrumbs?: Crumb[];
  /** The page's own name in the breadcrumb trail. */
  breadcrumbName?: string;
  jsonLd?: object[];
}

export function seo({
  path,
  title,
  description,
  ogImage = "/og/default.png",
  ogType = "website",
  breadcrumbs,
  breadcrumbName,
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImage);
  const structured = [...jsonLd];
  if (breadcrumbName)
    structured.push(breadcrumbList([...(breadcrumbs ?? []), { name: breadcrumbName, href: path }]));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...structured.map((data) => ({ "script:ld+json": data })),
  ];
}

export function breadcrumbList(trail: Crumb[]) {
  const items = [{ name: "Home", href: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE_URL}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    foundingDate: String(company.foundedYear),
    email: company.emails.sales,
    telephone: company.phones.sales.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.headOffice.street,
      addressLocality: company.headOffice.city,
      addressRegion: company.headOffice.region,
      postalCode: company.headOffice.postalCode,
      addressCountry: company.headOffice.country,
    },
    sameAs: company.social.map((profile) => profile.href),
  };
}

export function localBusinessesJsonLd() {
  const openingHoursSpecification = company.hours
    .filter((slot) => slot.opens && slot.closes)
    .map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.schemaDays,
      opens: slot.opens,
      closes: slot.closes,
    }));
  return company.branches.map((branch) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${SITE_URL}/contact-us#branch-${branch.city.toLowerCase()}`,
    name: `${company.name} – ${branch.city}`,
    parentOrganization: { "@id": `${SITE_URL}/#organization` },
    url: absoluteUrl("/contact-us"),
    image: absoluteUrl("/og/default.png"),
    telephone: branch.tel,
    email: branch.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.street,
      addressLocality: branch.city,
      addressRegion: company.headOffice.region,
      postalCode: branch.postalCode,
      addressCountry: "IN",
    },
    openingHoursSpecification,
  }));
}
