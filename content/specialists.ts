/**
 * The people behind the company: two Managing Directors and the R&D Department head.
 * Shown in the home page's "Meet Our Specialist" carousel and the About page's Leadership section.
 */
import type { Specialist } from "./home.schema.ts";
import { specialists as gu } from "./locales/gu/specialists.ts";
import { specialists as hi } from "./locales/hi/specialists.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Specialist };

export const specialists: Specialist[] = [
  {
    id: "managing-director-1",
    title: "Rajesh Mehta",
    post: "Managing Director",
    description:
      "A mechanical engineer with over 20 years in vertical transport, Rajesh founded the company in 2014 and still reviews every major project's shaft and machine design himself.",
    image: "specialists/managing-director-1.svg",
    alt: "Portrait of Rajesh Mehta, Managing Director",
    href: "/about-us#leadership",
  },
  {
    id: "managing-director-2",
    title: "Kavita Desai",
    post: "Managing Director",
    description:
      "Kavita leads operations and customer service: installation planning, the AMC programme and the 24/7 breakdown line across our five branches in Gujarat.",
    image: "specialists/managing-director-2.svg",
    alt: "Portrait of Kavita Desai, Managing Director",
    href: "/about-us#leadership",
  },
  {
    id: "rnd-head",
    title: "Anil Parmar",
    post: "Head, R&D Department",
    description:
      "Anil's team develops our PLC controllers, tests VVVF drives and door operators, and adapts designs for tight plots, from shallow-pit home lifts to machine-room-less passenger lifts.",
    image: "specialists/rnd-head.svg",
    alt: "Portrait of Anil Parmar, Head of the R&D Department",
    href: "/about-us#leadership",
  },
];

export type SpecialistsTexts = Translation<Specialist[]>;

/** The specialists in a page's language. */
// Marked pure: a browser bundle that imports only the English list leaves the translations out.
export const specialistsIn: Localized<Specialist[]> = /* @__PURE__ */ localized("specialists", specialists, {
  gu,
  hi,
});
