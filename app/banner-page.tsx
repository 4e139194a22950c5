/**
 * An inner page that is a breadcrumb banner over its sections: its meta and its component from one
 * description, so the banner title and the breadcrumb name are written once.
 *
 *   const banner = { title: "Blogs", subtitle: "Guides from our engineers" };
 *   const page = bannerPage(pages.blogs, banner, [BlogList]);
 *   export const meta = page.meta;
 *   export default page.Page;
 */
import { type ComponentType, createElement } from "react";
import { BreadcrumbBanner } from "./components/BreadcrumbBanner.tsx";
import { seo } from "./seo.ts";

type PageSeo = Omit<Parameters<typeof seo>[0], "breadcrumbName">;

export function bannerPage(
  page: PageSeo,
  banner: { title: string; subtitle: string },
  sections: ComponentType[],
) {
  return {
    meta: () => seo({ ...page, breadcrumbName: banner.title }),
    Page: function BannerPage() {
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
