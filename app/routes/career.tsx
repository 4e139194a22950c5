import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { Apply } from "../sections/career/Apply.tsx";
import { Benefits } from "../sections/career/Benefits.tsx";
import { CareerIntro } from "../sections/career/CareerIntro.tsx";
import { Openings } from "../sections/career/Openings.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.career, breadcrumbName: "Career" });

export default function Career() {
  return (
    <>
      <BreadcrumbBanner title="Career" subtitle="Grow with us" />
      <CareerIntro />
      <Benefits />
      <Openings />
      <Apply />
    </>
  );
}
