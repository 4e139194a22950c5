/**
 * The home page, in the page's language, with no language's texts in its JavaScript: the hero's
 * slides and name come from the loader (inline in the page); the sections below it, prerendered in full,
 * get their content with their code when the visitor scrolls near (sections-content.tsx).
 */
import type { ComponentType } from "react";
import { heroSlidesIn } from "../../content/home-hero.ts";
import type { HomeSections } from "../../contracts/home-sections.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { m } from "../../messages/compiled/messages.js";
import { latestBlogCards } from "../blog-index.ts";
import { blogSummariesIn } from "../blog-posts.server.ts";
import { deferHydration } from "../components/deferred.tsx";
import { companyShown, contentIn, fixedPageLoader } from "../page-data.ts";
import { EmergencyStrip } from "../sections/home/EmergencyStrip.tsx";
import { HeroSection } from "../sections/home/HeroSection.tsx";
import { prefetchHomeSections, withHomeSections } from "../sections/home/sections-content.tsx";
import { organizationJsonLd, seo } from "../seo.ts";
import type { Route } from "./+types/home";

export const loader = fixedPageLoader("home", (locale, context) => ({
  heroSlides: contentIn(context, "home-hero", locale, heroSlidesIn),
  // The newest posts' cards, from the posts as published: a few small texts, inline in the page.
  latestBlogs: latestBlogCards(blogSummariesIn(context, locale)),
  heroLabel: m.home_hero_label({}, { locale }),
  // The emergency strip's texts, as the hero's: from the loader, so no language's texts are bundled.
  emergency: {
    label: m.home_emergency_label({}, { locale }),
    title: m.home_emergency_title({}, { locale }),
    // The number never breaks across lines.
    call: m.home_emergency_call(
      { phone: companyShown(context, locale).phones.support.display.replaceAll(" ", "\u00a0") },
      { locale },
    ),
    report: m.home_emergency_report({}, { locale }),
  },
}));

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  return seo({
    matches,
    ...loaderData.page,
    locale,
    // The branches' LocalBusiness entries are on the contact page, which shows their addresses;
    // here they were a third of a kilobyte past the first round trip of a slow connection.
    jsonLd: [organizationJsonLd(matches)],
  });
};

/**
 * Everything below the full-screen hero is prerendered in full and hydrated when the visitor
 * scrolls near (app/components/deferred.tsx), so the first load carries the hero's code only; these
 * sections get their content from the home sections' file then.
 */
function belowTheHero(id: string, load: () => Promise<ComponentType<HomeSections>>) {
  return deferHydration(id, () => {
    prefetchHomeSections();
    return load().then(withHomeSections);
  });
}

const IntroSection = belowTheHero("home-intro", () =>
  import("../sections/home/IntroSection.tsx").then((m) => m.IntroSection),
);
const ValueCardsSection = belowTheHero("home-values", () =>
  import("../sections/home/ValueCardsSection.tsx").then((m) => m.ValueCardsSection),
);
const TestimonialsSection = belowTheHero("home-testimonials", () =>
  import("../sections/home/TestimonialsSection.tsx").then((m) => m.TestimonialsSection),
);
const ServicesSection = belowTheHero("home-services", () =>
  import("../sections/home/ServicesSection.tsx").then((m) => m.ServicesSection),
);
const EnquiryStepsSection = belowTheHero("home-steps", () =>
  import("../sections/home/EnquiryStepsSection.tsx").then((m) => m.EnquiryStepsSection),
);
const SafetyFeaturesSection = belowTheHero("home-safety", () =>
  import("../sections/home/SafetyFeaturesSection.tsx").then((m) => m.SafetyFeaturesSection),
);
// Its cards come with the page's loader data (the posts as published), not the sections' file.
const LatestBlogsSection = deferHydration("home-blogs", () =>
  import("../sections/home/LatestBlogsSection.tsx").then((m) => m.LatestBlogsOfPage),
);
const SpecialistsSection = belowTheHero("home-specialists", () =>
  import("../sections/home/SpecialistsSection.tsx").then((m) => m.SpecialistsSection),
);
const FaqSection = belowTheHero("home-faq", () =>
  import("../sections/home/FaqSection.tsx").then((m) => m.FaqSection),
);
const AppointmentSection = deferHydration("home-appointment", () =>
  import("../sections/home/AppointmentSection.tsx").then((m) => m.AppointmentSection),
);

/** The home page: the hero and the emergency strip, then ten sections, in this order. */
export default function Home({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HeroSection slides={content.heroSlides} label={content.heroLabel} />
      <EmergencyStrip texts={content.emergency} />
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
