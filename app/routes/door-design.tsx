import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.doorDesign, breadcrumbName: "Door Design" });

export default function DoorDesign() {
  return (
    <>
      <BreadcrumbBanner title="Door Design" subtitle="304 stainless steel, eight finishes" />
      <section className="section container">
        <p className="prose">
          Eight elevator door designs, all in 304 stainless steel: choose a finish and zoom in on it.
        </p>
      </section>
    </>
  );
}
