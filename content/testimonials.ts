/** Customer testimonials: shown on the home page and the About page, in every language (`testimonialsIn`). */
import type { Testimonial } from "./home.schema.ts";
import { testimonials as gu } from "./locales/gu/testimonials.ts";
import { testimonials as hi } from "./locales/hi/testimonials.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Testimonial };
export const testimonials: Testimonial[] = [
  {
    id: "shreeji-developers",
    logo: "testimonials/logo-1.svg",
    name: "Shreeji Developers",
    position: "Co Founder",
    rating: 4.5,
    review:
      "We installed four 13-passenger lifts across the two towers of our residential project in Adajan. The team worked around our construction schedule, handed over on the promised date, and the monthly service visits have kept breakdowns to almost nil in three years. When a call does come up, an engineer is on site within a few hours.",
    alt: "Shreeji Developers logo",
  },
  {
    id: "navkar-infra",
    logo: "testimonials/logo-2.svg",
    name: "Navkar Infra",
    position: "Project Director",
    rating: 4.5,
    review:
      "For our commercial complex in Vesu we chose two passenger lifts and a 2000 kg goods lift for the shops' stock. The installation was neat, the load test was done in front of our site team, and the AMC engineers replaced a worn door roller before it could stop the building. Clear quotes, no surprises.",
    alt: "Navkar Infra logo",
  },
];

export type TestimonialsTexts = Translation<Testimonial[]>;

/** The testimonials in a page's language. */
// Marked pure: a browser bundle that imports only the English list leaves the translations out.
export const testimonialsIn: Localized<Testimonial[]> = /* @__PURE__ */ localized(
  "testimonials",
  testimonials,
  {
    gu,
    hi,
  },
);
