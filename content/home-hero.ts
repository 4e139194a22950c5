/**
 * The home page's first screen: the hero slides, in English; the Gujarati and Hindi texts are in
 * content/locales/<language>/home-hero.ts.
 */
import { company } from "./company.ts";
import type { HeroSlide } from "./home.schema.ts";
import { heroSlides as gu } from "./locales/gu/home-hero.ts";
import { heroSlides as hi } from "./locales/hi/home-hero.ts";
import { type Localized, localized } from "./localize.ts";

export type { HeroSlide };

export const heroSlides: HeroSlide[] = [
  {
    id: "solutions",
    subTitle: "One stop solution for",
    title: "All Elevator & Lift Solutions",
    description: `Founded in the year ${company.foundedYear} in Surat, we design, manufacture, install and maintain capsule, passenger, hospital, hydraulic, home and goods lifts across Gujarat.`,
    image: "hero/slide-1.svg",
    alt: "A glass capsule lift rising along the face of a modern office tower at dusk",
    cta: { label: "Book a free site visit", href: "#appointment" },
  },
  {
    id: "quality",
    subTitle: "Providing Quality",
    title: "Services",
    description:
      "Every installation is supervised by our own engineers, built with ISI-marked components and load-tested at 125% of rated capacity before we hand over the keys.",
    image: "hero/slide-2.svg",
    alt: "An engineer checking the traction machine and controller in a lift machine room",
    cta: { label: "Explore our lifts", href: "#services" },
  },
  {
    id: "reliability",
    subTitle: "Providing Quality",
    title: "Services",
    description:
      "Monthly preventive maintenance, genuine spares and a 24/7 breakdown line keep your lift running. Most calls in Surat are attended within four hours.",
    image: "hero/slide-3.svg",
    alt: "Two people in a bright lobby beside a bank of three lift doors",
    cta: { label: "How we handle a service call", href: "#enquiry-steps" },
  },
  {
    id: "safety",
    subTitle: "Built around your",
    title: "Safety",
    description:
      "Overspeed governors, automatic rescue devices, overload alarms and door sensors come standard on every elevator we build, designed to IS 14665 practice.",
    image: "hero/slide-4.svg",
    alt: "A lift car in its shaft between guide rails, with spring buffers in the pit and a safety shield",
    cta: { label: "See the safety features", href: "#safety" },
  },
];

/** The hero slides in a page's language. */
export const heroSlidesIn: Localized<HeroSlide[]> = localized("home-hero", heroSlides, { gu, hi });
