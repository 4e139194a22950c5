import { pages } from "../../content/pages.ts";
import { deferUntilVisible } from "../components/deferred.tsx";
import { HeroSection } from "../sections/home/HeroSection.tsx";
import { localBusinessesJsonLd, organizationJsonLd, seo } from "../seo.ts";

export const meta = () => seo({ ...pages.home, jsonLd: [organizationJsonLd(), ...localBusinessesJsonLd()] });

// Below the full-screen hero: prerendered in full, hydrated when the visitor scrolls near
// (app/components/deferred.tsx), so the first load carries the hero's code only.
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

/** The home page (SPEC 2.4): eleven sections, in the spec's order. */
export default function Home() {
  return (
    <>
      <HeroSection />
      <IntroSection />
      <ValueCardsSection />
      <TestimonialsSection />
      <ServicesSection />
      <EnquiryStepsSection />
      <SafetyFeaturesSection />
      <LatestBlogsSection />
      <SpecialistsSection />
      <FaqSection />
      <AppointmentSection />
    </>
  );
}
