import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.elevatorsGallery, breadcrumbName: "Elevators Gallery" });

export default function ElevatorsGallery() {
  return (
    <>
      <BreadcrumbBanner title="Elevators Gallery" subtitle="Lifts we have installed" />
      <section className="section container">
        <p className="prose">
          Ten of our installations across Gujarat, from glass capsule lifts to heavy goods lifts.
        </p>
      </section>
    </>
  );
}
