/**
 * An inner page that is a breadcrumb banner over its sections: its meta and its component from
 * its entry in content/pages.ts (metadata and banner, in the page's language, from the route's
 * loader), so the banner title and the breadcrumb name are written once.
 *
 *   export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("blogs", request);
 *   const page = bannerPage([BlogList]);
 *   export const meta = page.meta;
 *   export default page.Page;
 *
 * A page with a loader may build its structured data from what the loader gave:
 * `bannerPage<typeof loader>("faq", sections, (locale, loaderData) => [...])`.
 */
import { type ComponentType, createElement } from "react";
import { type MetaArgs, useLoaderData } from "react-router";
import type { PageMeta } from "../content/pages.ts";
import { type Locale, localeOfPath } from "../contracts/locales.ts";
import { BreadcrumbBanner } from "./components/BreadcrumbBanner.tsx";
import { seo } from "./seo.ts";

type BannerPageData = { page: PageMeta & { banner: { title: string; subtitle: string } } };

/**
 * The meta of a page whose loader gives its entry of content/pages.ts (`fixedPageData`): also for
 * pages that draw their own banner (the planner, the warranty).
 */
export function bannerPageMeta<Loader = unknown>(
  { loaderData, location, matches }: MetaArgs<Loader>,
  jsonLd?: (locale: Locale, loaderData: MetaArgs<Loader>["loaderData"]) => object[],
) {
  const data = loaderData as BannerPageData | undefined;
  if (!data) return [];
  const locale = localeOfPath(location.pathname);
  return seo({
    ...data.page,
    locale,
    matches,
    breadcrumbName: data.page.banner.title,
    jsonLd: jsonLd?.(locale, loaderData),
  });
}

export function bannerPage<Loader = unknown>(
  sections: ComponentType[],
  jsonLd?: (locale: Locale, loaderData: MetaArgs<Loader>["loaderData"]) => object[],
) {
  return {
    meta: (args: MetaArgs<Loader>) => bannerPageMeta(args, jsonLd),
    Page: function BannerPage() {
      const { banner } = (useLoaderData() as BannerPageData).page;
      return (
        <>
          <BreadcrumbBanner title={banner.title} subtitle={banner.subtitle} />
          {/* A fixed list, never reordered: its position is a stable key. */}
          {sections.map((section, position) => createElement(section, { key: position }))}
        </>
      );
    },
  };
}
