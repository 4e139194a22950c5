/**
 * An inner page that is a breadcrumb banner over its sections: its meta and its component from
 * its entry in content/pages.ts (metadata and banner, in the page's language, from the route's
 * loader), so the banner title and the breadcrumb name are written once.
 *
 *   export const loader = fixedPageLoader("blogs", (locale) => ({ blogs: … }));
 *   const page = bannerPage<typeof loader>([BlogList]);
 *   export const meta = page.meta;
 *   export default page.Page;
 *
 * Each section gets the loader's data as its props, and declares the part it reads (BlogList:
 * `{ blogs: BlogCard[] }`); the type parameter makes TypeScript check that the loader gives every
 * section what it needs. A page may also build its structured data from the loader's data:
 * `bannerPage<typeof loader>(sections, (locale, data) => [...])`.
 */
import type { ComponentType } from "react";
import type { MetaArgs } from "react-router";
import type { PageMeta } from "../content/pages.ts";
import { type Locale, localeOfPath } from "../contracts/locales.ts";
import { BreadcrumbBanner } from "./components/BreadcrumbBanner.tsx";
import type { RouteMatches } from "./components/chrome.ts";
import { seo } from "./seo.ts";

type BannerPageData = { page: PageMeta & { banner: { title: string; subtitle: string } } };
/** A loader that gives a page's entry of content/pages.ts (`fixedPageLoader`) and its sections' data. */
type BannerPageLoader = (...args: never[]) => BannerPageData;

/**
 * The meta of a page whose loader gives its entry of content/pages.ts (`fixedPageData`): also for
 * pages that draw their own banner (the planner, the warranty).
 */
export function bannerPageMeta<Loader extends BannerPageLoader = BannerPageLoader>(
  { loaderData, location, matches }: MetaArgs<Loader>,
  jsonLd?: (locale: Locale, data: ReturnType<Loader>, matches: RouteMatches) => object[],
) {
  const data = loaderData as ReturnType<Loader> | undefined;
  if (!data) return [];
  const locale = localeOfPath(location.pathname);
  return seo({
    ...data.page,
    locale,
    matches,
    breadcrumbName: data.page.banner.title,
    jsonLd: jsonLd?.(locale, data, matches),
  });
}

export function bannerPage<Loader extends BannerPageLoader = BannerPageLoader>(
  sections: ComponentType<ReturnType<Loader>>[],
  jsonLd?: (locale: Locale, data: ReturnType<Loader>, matches: RouteMatches) => object[],
) {
  return {
    meta: (args: MetaArgs<Loader>) => bannerPageMeta(args, jsonLd),
    Page: function BannerPage({ loaderData }: { loaderData: ReturnType<Loader> }) {
      const { banner } = loaderData.page;
      return (
        <>
          <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
          {/* A fixed list, never reordered: its position is a stable key. */}
          {sections.map((Section, position) => (
            <Section key={position} {...loaderData} />
          ))}
        </>
      );
    },
  };
}
