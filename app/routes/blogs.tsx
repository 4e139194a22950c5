import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.blogs, breadcrumbName: "Blogs" });

export default function Blogs() {
  return (
    <>
      <BreadcrumbBanner title="Blogs" subtitle="Guides from our engineers" />
      <section className="section container">
        <p className="prose">Practical articles on lift maintenance, home lifts and modernisation.</p>
      </section>
    </>
  );
}
