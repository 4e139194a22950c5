/**
 * The three value cards: on the home page and, with the same texts, on the About page. A chunk of
 * its own (vite.config.ts), so it imports no other module at run time.
 */
import type { ValueCard } from "./home.schema.ts";
import { valueCards as gu } from "./locales/gu/value-cards.ts";
import { valueCards as hi } from "./locales/hi/value-cards.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { ValueCard };

export const valueCards: ValueCard[] = [
  {
    id: "safety",
    title: "100% Safety",
    description:
      "Overspeed governor, safety gear, buffers, ARD and door sensors on every lift, and a third-party inspection before the lift carries its first passenger.",
    icon: "shield",
    link: { label: "View more", href: "/certification" },
  },
  {
    id: "innovation",
    title: "Innovation",
    description:
      "PLC controls with VVVF drives that save up to 40% energy, machine-room-less designs for tight plots and door finishes from mirror steel to full-vision glass.",
    icon: "lightbulb",
    link: { label: "View more", href: "/door-design" },
  },
  {
    id: "service",
    title: "Trusted & Quality Service",
    description:
      "Trained engineers in Surat, Ahmedabad, Vadodara, Rajkot and Vapi, monthly preventive visits and a 24/7 breakdown line for every lift we maintain.",
    icon: "award",
    link: { label: "View more", href: "/about-us" },
  },
];

export type ValueCardsTexts = Translation<ValueCard[]>;

/** The value cards in a page's language. */
// Marked pure: a browser bundle that imports only the English list leaves the translations out.
export const valueCardsIn: Localized<ValueCard[]> = /* @__PURE__ */ localized("valueCards", valueCards, {
  gu,
  hi,
});
