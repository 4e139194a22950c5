import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { BlogList } from "../sections/blogs/BlogList.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.blogs, breadcrumbName: "Blogs" });

export default function Blogs() {
  return (
    <>
      <BreadcrumbBanner title="Blogs" subtitle="Guides from our engineers" />
      <BlogList />
    </>
  );
}
