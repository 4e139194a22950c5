/**
 * Page metadata: title, description, canonical, Open Graph, Twitter card and JSON-LD, built from
 * content. Every route's `meta` export calls `seo()`; the tags land in the prerendered HTML.
 */
import type { MetaDescriptor } from "react-router";
import { WORD_JOINER } from "../content/typography.ts";
import { LOCALE_TAGS, LOCALES, type Locale, localizedPath } from "../contracts/locales.ts";
import type { Crumb } from "./components/BreadcrumbBanner.tsx";
import { chromeOfMeta, type RouteMatches } from "./components/chrome.ts";

export const SITE_URL = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

interface SeoInput {
  /** The page's English path; the canonical and the alternates are this page in each language. */
  path: string;
  /** The language of the page being rendered. */
  locale: Locale;
  /** The route matches `meta` gets: the breadcrumbs' structured data names the home page in its language. */
  matches: RouteMatches;
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

/**
 * A text as a title, a description or structured data carry it: without the word joiners that keep a
 * unit on one line in the page (content/lift-planner/format.ts), since these never wrap.
 */
const unjoined = (text: string) => text.replaceAll(WORD_JOINER, "");

export function seo(input: SeoInput): MetaDescriptor[] {
  const {
    path,
    locale,
    matches,
    ogImage = "/og/default.png",
    ogType = "website",
    breadcrumbs,
    breadcrumbName,
    jsonLd = [],
  } = input;
  const title = unjoined(input.title);
  const description = unjoined(input.description);
  const url = absoluteUrl(localizedPath(path, locale));
  const image = absoluteUrl(ogImage);
  const structured = [webPage(url, title, locale), ...jsonLd];
  if (breadcrumbName)
    structured.push(
      breadcrumbList([...(breadcrumbs ?? []), { name: breadcrumbName, href: path }], locale, matches),
    );
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(localizedPath(path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: chromeOfMeta(matches).company.name },
    { property: "og:locale", content: LOCALE_TAGS[locale].replace("-", "_") },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_TAGS[other].replace("-", "_"),
    })),
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
    ...structured.map((data) => ({ "script:ld+json": JSON.parse(unjoined(JSON.stringify(data))) })),
  ];
}

/** The page itself, with the language it is written in. */
function webPage(url: string, name: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name,
    inLanguage: LOCALE_TAGS[locale],
    publisher: { "@id": `${SITE_URL}/#organization` },
  };
}

/** Breadcrumbs from the home page of the page's language; `href`s are English paths. */
export function breadcrumbList(trail: Crumb[], locale: Locale, matches: RouteMatches) {
  const items = [{ name: chromeOfMeta(matches).t("nav_home"), href: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(crumb.href, locale)),
    })),
  };
}

/** The company as published (else as built): names and addresses as the company registers them, in English. */
export function organizationJsonLd(matches: RouteMatches) {
  const company = chromeOfMeta(matches).englishCompany;
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

/** The branches: names and addresses as the company registers them; the page in its language. */
export function localBusinessesJsonLd(locale: Locale, matches: RouteMatches) {
  const company = chromeOfMeta(matches).englishCompany;
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
    url: absoluteUrl(localizedPath("/contact-us", locale)),
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
