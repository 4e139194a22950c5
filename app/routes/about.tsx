import { bannerPage } from "../banner-page.tsx";
import { deferUntilVisible } from "../components/deferred.tsx";
import { fixedPageData } from "../page-data.ts";
import { AboutIntro } from "../sections/about/AboutIntro.tsx";
import { Counters } from "../sections/about/Counters.tsx";
import type { Route } from "./+types/about";

// Further down the page: prerendered in full, hydrated when the visitor scrolls near.
const WhyChooseUs = deferUntilVisible("about-why", () =>
  import("../sections/about/WhyChooseUs.tsx").then((m) => m.WhyChooseUs),
);
const Leadership = deferUntilVisible("about-leadership", () =>
  import("../sections/about/Leadership.tsx").then((m) => m.Leadership),
);
const AboutTestimonials = deferUntilVisible("about-testimonials", () =>
  import("../sections/about/AboutTestimonials.tsx").then((m) => m.AboutTestimonials),
);
const Partners = deferUntilVisible("about-partners", () =>
  import("../sections/about/Partners.tsx").then((m) => m.Partners),
);

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("about", request);

const page = bannerPage([AboutIntro, Counters, WhyChooseUs, Leadership, AboutTestimonials, Partners]);
export const meta = page.meta;
export default page.Page;
