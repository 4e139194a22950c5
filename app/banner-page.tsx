/**
 * An inner page that is a breadcrumb banner over its sections: its meta and its component from
 * its entry in content/pages.ts (metadata and banner, in the page's language), so the banner
 * title and the breadcrumb name are written once.
 *
 *   const page = bannerPage("blogs", [BlogList]);
 *   export const meta = page.meta;
 *   export default page.Page;
 *
 * A page with a loader may build its structured data from what the loader gave:
 * `bannerPage<typeof loader>("faq", sections, (locale, loaderData) => [...])`.
 */
import { type ComponentType, createElement } from "react";
import type { MetaArgs } from "react-router";
import { type PageKey, type Pages, pagesIn } from "../content/pages.ts";
import { type Locale, localeOfPath } from "../contracts/locales.ts";
import { BreadcrumbBanner } from "./components/BreadcrumbBanner.tsx";
import { useLocale } from "./i18n.ts";
import { seo } from "./seo.ts";

/** The fixed pages that have a banner. */
type BannerPageKey = { [K in PageKey]: Pages[K] extends { banner: object } ? K : never }[PageKey];

export function bannerPage<Loader = unknown>(
  key: BannerPageKey,
  sections: ComponentType[],
  jsonLd?: (locale: Locale, loaderData: MetaArgs<Loader>["loaderData"]) => object[],
) {
  return {
    meta: ({ location, loaderData }: MetaArgs<Loader>) => {
      const locale = localeOfPath(location.pathname);
      const page = pagesIn(locale)[key];
      return seo({
        ...page,
        locale,
        breadcrumbName: page.banner?.title,
        jsonLd: jsonLd?.(locale, loaderData),
      });
    },
    Page: function BannerPage() {
      const banner = pagesIn(useLocale())[key].banner;
      return (
        <>
          {banner && <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />}
          {/* A fixed list, never reordered: its position is a stable key. */}
          {sections.map((section, position) => createElement(section, { key: position }))}
        </>
      );
    },
  };
}
