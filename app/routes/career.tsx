import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.career, breadcrumbName: "Career" });

export default function Career() {
  return (
    <>
      <BreadcrumbBanner title="Career" subtitle="Grow with us" />
      <section className="section container">
        <p className="prose">
          Engineering jobs and internships in vertical transportation, with 14 paid holidays and time for
          volunteering.
        </p>
      </section>
    </>
  );
}
