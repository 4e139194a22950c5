import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.doorsGallery, breadcrumbName: "Doors Gallery" });

export default function DoorsGallery() {
  return (
    <>
      <BreadcrumbBanner title="Doors Gallery" subtitle="Stainless steel door finishes" />
      <section className="section container">
        <p className="prose">
          Our eight 304 stainless steel door designs; open any of them in a larger view.
        </p>
      </section>
    </>
  );
}
