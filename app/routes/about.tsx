import { aboutIn } from "../../content/about.ts";
import { partnersIn } from "../../content/partners.ts";
import { specialistsIn } from "../../content/specialists.ts";
import { testimonialsIn } from "../../content/testimonials.ts";
import { valueCardsIn } from "../../content/value-cards.ts";
import { bannerPage } from "../banner-page.tsx";
import { deferHydration } from "../components/deferred.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { AboutIntro } from "../sections/about/AboutIntro.tsx";
import { Counters } from "../sections/about/Counters.tsx";

/**
 * The page's content in its language, given to its sections as props: it lands in the
 * prerendered HTML and the .data file, not in the page's JavaScript.
 */
export const loader = fixedPageLoader("about", (locale, context) => ({
  ...contentIn(context, "about", locale, aboutIn),
  valueCards: contentIn(context, "value-cards", locale, valueCardsIn),
  specialists: contentIn(context, "specialists", locale, specialistsIn),
  testimonials: contentIn(context, "testimonials", locale, testimonialsIn),
  partners: contentIn(context, "partners", locale, partnersIn),
}));

// Further down the page: prerendered in full, hydrated when the visitor scrolls near.
const WhyChooseUs = deferHydration("about-why", () =>
  import("../sections/about/WhyChooseUs.tsx").then((m) => m.WhyChooseUs),
);
const Leadership = deferHydration("about-leadership", () =>
  import("../sections/about/Leadership.tsx").then((m) => m.Leadership),
);
const AboutTestimonials = deferHydration("about-testimonials", () =>
  import("../sections/about/AboutTestimonials.tsx").then((m) => m.AboutTestimonials),
);
const Partners = deferHydration("about-partners", () =>
  import("../sections/about/Partners.tsx").then((m) => m.Partners),
);

const page = bannerPage<typeof loader>([
  AboutIntro,
  Counters,
  WhyChooseUs,
  Leadership,
  AboutTestimonials,
  Partners,
]);
export const meta = page.meta;
export default page.Page;
