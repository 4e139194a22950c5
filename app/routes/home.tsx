import { localeOfPath } from "../../contracts/locales.ts";
import { deferUntilVisible } from "../components/deferred.tsx";
import { fixedPageData } from "../page-data.ts";
import { HeroSection } from "../sections/home/HeroSection.tsx";
import { localBusinessesJsonLd, organizationJsonLd, seo } from "../seo.ts";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("home", request);

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

// Everything below the full-screen hero, in page order: prerendered in full, hydrated when the
// visitor scrolls near (app/components/deferred.tsx), so the first load carries the hero's code only.
const belowTheHero = [
  deferUntilVisible("home-intro", () =>
    import("../sections/home/IntroSection.tsx").then((m) => m.IntroSection),
  ),
  deferUntilVisible("home-values", () =>
    import("../sections/home/ValueCardsSection.tsx").then((m) => m.ValueCardsSection),
  ),
  deferUntilVisible("home-testimonials", () =>
    import("../sections/home/TestimonialsSection.tsx").then((m) => m.TestimonialsSection),
  ),
  deferUntilVisible("home-services", () =>
    import("../sections/home/ServicesSection.tsx").then((m) => m.ServicesSection),
  ),
  deferUntilVisible("home-steps", () =>
    import("../sections/home/EnquiryStepsSection.tsx").then((m) => m.EnquiryStepsSection),
  ),
  deferUntilVisible("home-safety", () =>
    import("../sections/home/SafetyFeaturesSection.tsx").then((m) => m.SafetyFeaturesSection),
  ),
  deferUntilVisible("home-blogs", () =>
    import("../sections/home/LatestBlogsSection.tsx").then((m) => m.LatestBlogsSection),
  ),
  deferUntilVisible("home-specialists", () =>
    import("../sections/home/SpecialistsSection.tsx").then((m) => m.SpecialistsSection),
  ),
  deferUntilVisible("home-faq", () => import("../sections/home/FaqSection.tsx").then((m) => m.FaqSection)),
  deferUntilVisible("home-appointment", () =>
    import("../sections/home/AppointmentSection.tsx").then((m) => m.AppointmentSection),
  ),
];

/** The home page: the hero, then the ten sections above, in that order. */
export default function Home() {
  return (
    <>
      <HeroSection />
      {belowTheHero.map((Section) => (
        <Section key={Section.displayName} />
      ))}
    </>
  );
}
