import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.about, breadcrumbName: "About" });

export default function About() {
  return (
    <>
      <BreadcrumbBanner title="About" subtitle="Get to know us better" />
      <section className="section container">
        <p className="prose">
          Since 2014 our team in Surat has designed, installed and maintained elevators and lifts across
          Gujarat.
        </p>
      </section>
    </>
  );
}
