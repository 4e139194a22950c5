import { pages } from "../../content/pages.ts";
import { AppointmentSection } from "../sections/home/AppointmentSection.tsx";
import { EnquiryStepsSection } from "../sections/home/EnquiryStepsSection.tsx";
import { FaqSection } from "../sections/home/FaqSection.tsx";
import { HeroSection } from "../sections/home/HeroSection.tsx";
import { IntroSection } from "../sections/home/IntroSection.tsx";
import { LatestBlogsSection } from "../sections/home/LatestBlogsSection.tsx";
import { SafetyFeaturesSection } from "../sections/home/SafetyFeaturesSection.tsx";
import { ServicesSection } from "../sections/home/ServicesSection.tsx";
import { SpecialistsSection } from "../sections/home/SpecialistsSection.tsx";
import { TestimonialsSection } from "../sections/home/TestimonialsSection.tsx";
import { ValueCardsSection } from "../sections/home/ValueCardsSection.tsx";
import { localBusinessesJsonLd, organizationJsonLd, seo } from "../seo.ts";

export const meta = () => seo({ ...pages.home, jsonLd: [organizationJsonLd(), ...localBusinessesJsonLd()] });

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
