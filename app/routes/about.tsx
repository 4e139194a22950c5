import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { AboutIntro } from "../sections/about/AboutIntro.tsx";
import { AboutTestimonials } from "../sections/about/AboutTestimonials.tsx";
import { Counters } from "../sections/about/Counters.tsx";
import { Leadership } from "../sections/about/Leadership.tsx";
import { Partners } from "../sections/about/Partners.tsx";
import { WhyChooseUs } from "../sections/about/WhyChooseUs.tsx";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.about, breadcrumbName: "About" });

export default function About() {
  return (
    <>
      <BreadcrumbBanner title="About" subtitle="Get to know us better" />
      <AboutIntro />
      <Counters />
      <WhyChooseUs />
      <Leadership />
      <AboutTestimonials />
      <Partners />
    </>
  );
}
