/**
 * The home page. Its content comes from a loader in the page's language, which runs when the pages
 * are prerendered: it lands in each page's HTML (and a small .data file for client-side
 * navigation), not in the JavaScript, so no language's texts are bundled.
 */
import { homeContentIn } from "../../content/home.ts";
import { heroSlidesIn } from "../../content/home-hero.ts";
import { introIn } from "../../content/home-intro.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { deferUntilVisible } from "../components/deferred.tsx";
import { fixedPageData } from "../page-data.ts";
import { HeroSection } from "../sections/home/HeroSection.tsx";
import { localBusinessesJsonLd, organizationJsonLd, seo } from "../seo.ts";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    ...fixedPageData("home", request),
    heroSlides: heroSlidesIn(locale),
    intro: introIn(locale),
    ...homeContentIn(locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  return seo({
    matches,
    ...loaderData.page,
    locale,
    jsonLd: [organizationJsonLd(), ...localBusinessesJsonLd(locale)],
  });
};

// Everything below the full-screen hero: prerendered in full, hydrated when the visitor scrolls
// near (app/components/deferred.tsx), so the first load carries the hero's code only.
const IntroSection = deferUntilVisible("home-intro", () =>
  import("../sections/home/IntroSection.tsx").then((m) => m.IntroSection),
);
const ValueCardsSection = deferUntilVisible("home-values", () =>
  import("../sections/home/ValueCardsSection.tsx").then((m) => m.ValueCardsSection),
);
const TestimonialsSection = deferUntilVisible("home-testimonials", () =>
  import("../sections/home/TestimonialsSection.tsx").then((m) => m.TestimonialsSection),
);
const ServicesSection = deferUntilVisible("home-services", () =>
  import("../sections/home/ServicesSection.tsx").then((m) => m.ServicesSection),
);
const EnquiryStepsSection = deferUntilVisible("home-steps", () =>
  import("../sections/home/EnquiryStepsSection.tsx").then((m) => m.EnquiryStepsSection),
);
const SafetyFeaturesSection = deferUntilVisible("home-safety", () =>
  import("../sections/home/SafetyFeaturesSection.tsx").then((m) => m.SafetyFeaturesSection),
);
const LatestBlogsSection = deferUntilVisible("home-blogs", () =>
  import("../sections/home/LatestBlogsSection.tsx").then((m) => m.LatestBlogsSection),
);
const SpecialistsSection = deferUntilVisible("home-specialists", () =>
  import("../sections/home/SpecialistsSection.tsx").then((m) => m.SpecialistsSection),
);
const FaqSection = deferUntilVisible("home-faq", () =>
  import("../sections/home/FaqSection.tsx").then((m) => m.FaqSection),
);
const AppointmentSection = deferUntilVisible("home-appointment", () =>
  import("../sections/home/AppointmentSection.tsx").then((m) => m.AppointmentSection),
);

/** The home page: the hero, then ten sections, in this order. */
export default function Home({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HeroSection slides={content.heroSlides} />
      <IntroSection intro={content.intro} />
      <ValueCardsSection />
      <TestimonialsSection />
      <ServicesSection cards={content.serviceCards} />
      <EnquiryStepsSection enquirySteps={content.enquirySteps} serviceSteps={content.serviceSteps} />
      <SafetyFeaturesSection features={content.safetyFeatures} />
      <LatestBlogsSection teasers={content.latestBlogs} />
      <SpecialistsSection />
      <FaqSection faqs={content.homeFaqs} images={content.faqImages} />
      <AppointmentSection />
    </>
  );
}
