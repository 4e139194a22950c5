/** About page content: introduction and the animated counters, in every language (`aboutIn`). */
import type { Counter } from "./info.schema.ts";
import { about as gu } from "./locales/gu/about.ts";
import { about as hi } from "./locales/hi/about.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Counter };
export const aboutIntro = {
  eyebrow: "Who we are",
  title: "Elevators designed, built and looked after in Gujarat",
  paragraphs: [
    "We started in Surat in 2014 with a small team of lift technicians and one promise: every lift we hand over should be as safe on its ten-thousandth trip as on its first. Today we design, manufacture, install and maintain capsule, passenger, hospital, hydraulic, home and goods lifts for homes, hospitals, offices, malls and factories across Gujarat.",
    "Our engineers plan each lift around the building, not a catalogue: shaft size, pit depth, load, speed and the way people will use it. Cabins and doors are built in 304 stainless steel in our own workshop, machines and controllers come from trusted partners, and every installation is tested against IS 14665 before we hand it over.",
    "After handover we stay. Our annual maintenance contracts cover monthly preventive visits, a 24/7 breakdown line and genuine spare parts, so the lift keeps running safely for the 20 to 25 years it is built for.",
  ],
} as const;

export const counters: Counter[] = [
  { id: "customers", value: 50000, suffix: "+", label: "Satisfied customers" },
  { id: "projects", value: 300, suffix: "+", label: "Projects completed" },
  { id: "amc", value: 500, suffix: "+", label: "AMC contracts" },
  { id: "awards", value: 15, suffix: "", label: "Awards" },
];

/** Everything above as one collection, for its translations (content/locales/<language>/about.ts). */
export const about = { intro: aboutIntro, counters };
export type About = typeof about;
export type AboutTexts = Translation<About>;

/** The About page's introduction and counters in a page's language. */
export const aboutIn: Localized<About> = localized("about", about, { gu, hi });
